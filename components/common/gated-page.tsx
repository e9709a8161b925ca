import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@/store';
import { EmptyState } from './library-frame';

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

/** What a guest sees instead: what the page is for, and the way to log in. */
export function GatedPageGuest({ title, message }: { title: string; message: string }) {
  const openLogin = useAppStore((s) => s.openLogin);
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        <Button variant="contained" onClick={() => openLogin('login')}>
          Log In
        </Button>
      }
    />
  );
}
