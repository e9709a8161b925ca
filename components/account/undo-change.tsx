import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import type { UndoChangeResult } from '@/lib/contracts/account';
import { useUndoContactChange } from '@/hooks/account/use-undo-change';
import { SettingsError } from './settings-section';

export const UNDO_CHANGE_INTRO =
  'The email address or phone number of your account was changed, and this link went to the old one. If you did not make the change, undo it: the old one comes back, and every device logged in to your account is logged out.';
export const NEW_PASSWORD_ADVICE = 'Whoever made the change may know your password: choose a new one now.';
export const UNDO_LINK_INCOMPLETE_MESSAGE = 'This link is not complete. Open it again from the message we sent you.';

/** What the undo did, said where focus lands, then the way to a new password with the reset token it came with. */
function UndoDone({ result }: { result: UndoChangeResult }) {
  const said = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone: focus moves to what happened, so a screen reader says it.
  useEffect(() => said.current?.focus(), []);
  return (
    <>
      <Alert ref={said} tabIndex={-1} severity="success" sx={{ mb: 2 }}>
        {result.message}
      </Alert>
      <Typography sx={{ mb: 2 }}>{NEW_PASSWORD_ADVICE}</Typography>
      <Button variant="contained" size="large" component={PageLink} href={`/reset-password?token=${encodeURIComponent(result.reset_token)}`}>
        Choose a New Password
      </Button>
    </>
  );
}

/**
 * The page of the link sent to the old email or phone after a change (see docs/product.md, Account settings). Nothing
 * happens until Undo the Change is pressed: mail scanners open links, and must not undo anything.
 */
export function UndoChange({ token }: { token: string }) {
  const undo = useUndoContactChange();
  if (!token) return <Typography color="error">{UNDO_LINK_INCOMPLETE_MESSAGE}</Typography>;
  if (undo.data) return <UndoDone result={undo.data} />;
  return (
    <>
      <Typography>{UNDO_CHANGE_INTRO}</Typography>
      <SettingsError error={undo.error} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, mt: 3 }}>
        <Button variant="contained" size="large" loading={undo.isPending} onClick={() => undo.mutate(token)}>
          Undo the Change
        </Button>
        <Button color="inherit" size="large" component={PageLink} href="/">
          It Was Me
        </Button>
      </Box>
    </>
  );
}
