import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/common/library-frame';
import { PageLink } from '@/components/common/page-link';
import { useStudioAccess } from '@/hooks/studio/use-studio';
import { useAppStore } from '@/store';

export const STUDIO_GUEST_MESSAGE = 'Log in to publish your mixtapes: upload your tracks or a whole DJ mix, and release them now or at a set time.';
export const STUDIO_MEMBER_MESSAGE = 'Publishing is for creators. Write to us from the contact page to open the studio for your account.';

/** A studio page: its heading and actions, and what it holds only for creators (others are told how to get in). */
export function StudioFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const access = useStudioAccess();
  const openLogin = useAppStore((s) => s.openLogin);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {title}
        </Typography>
        {access === 'creator' && actions}
      </Stack>
      {access === 'loading' && <CircularProgress aria-label="Loading" />}
      {access === 'guest' && (
        <EmptyState
          title="Your studio"
          message={STUDIO_GUEST_MESSAGE}
          action={
            <Button variant="contained" onClick={() => openLogin('login')}>
              Log In
            </Button>
          }
        />
      )}
      {access === 'member' && (
        <EmptyState
          title="Your studio"
          message={STUDIO_MEMBER_MESSAGE}
          action={
            <Button variant="outlined" component={PageLink} href="/contact">
              Contact us
            </Button>
          }
        />
      )}
      {access === 'creator' && children}
    </Container>
  );
}
