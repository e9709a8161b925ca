import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { GatedPageHeading, GatedPageRefusal } from '@/components/common/gated-page';
import { GuestPrompt } from '@/components/common/library-frame';
import { useStudioAccess } from '@/hooks/studio/use-studio';

export const STUDIO_GUEST_MESSAGE = 'Log in to publish your mixtapes: upload your tracks or a whole DJ mix, and release them now or at a set time.';
export const STUDIO_MEMBER_MESSAGE = 'Publishing is for creators. Write to us from the contact page to open the studio for your account.';

/** A studio page: its heading and actions, and what it holds only for creators (others are told how to get in). */
export function StudioFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const access = useStudioAccess();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <GatedPageHeading title={title} actions={access === 'creator' && actions} />
      {access === 'loading' && <CircularProgress aria-label="Loading" />}
      {access === 'guest' && <GuestPrompt title="Your studio" message={STUDIO_GUEST_MESSAGE} />}
      {access === 'member' && <GatedPageRefusal title="Your studio" message={STUDIO_MEMBER_MESSAGE} href="/contact" label="Contact us" />}
      {access === 'creator' && children}
    </Container>
  );
}
