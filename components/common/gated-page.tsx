import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from './library-frame';
import { PageLink } from './page-link';

// What the pages open to some members only (the studio, the console) show around what they hold.

/** The page's heading, with its actions (a search box, a button) beside it or, on a narrow screen, below it. */
export function GatedPageHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}

/** What a member the page is not for sees: why, and a link on (`primary`: the way in, not only away). */
export function GatedPageRefusal({ title, message, href, label, primary = false }: { title: string; message: string; href: string; label: string; primary?: boolean }) {
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        <Button variant={primary ? 'contained' : 'outlined'} component={PageLink} href={href}>
          {label}
        </Button>
      }
    />
  );
}
