import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { useUnsubscribe } from '@/hooks/account/use-alert-settings';
import { ALERT_KIND_LABELS, ALERT_KIND_NAMES, alertKindOfToken } from '@/lib/contracts/alerts';
import { SettingsError } from './settings-section';

export const UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE = 'This link is not complete. Open it again from the email we sent you.';

/** What was turned off, said where focus lands, and the way to every alert setting. */
function UnsubscribeDone({ message }: { message: string }) {
  const said = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone: focus moves to what happened, so a screen reader says it.
  useEffect(() => said.current?.focus(), []);
  return (
    <>
      <Alert ref={said} tabIndex={-1} severity="success" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Typography>
        Change this or your other email alerts at any time in <PageLink href="/account#alerts">Account settings</PageLink>.
      </Typography>
    </>
  );
}

/**
 * The page of an alert email's unsubscribe link (see docs/product.md, Release alerts). Nothing happens until
 * Unsubscribe is pressed: mail scanners open links, and must not turn anything off.
 */
export function Unsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const kind = alertKindOfToken(token);
  if (!kind) return <Typography color="error">{UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE}</Typography>;
  if (unsubscribe.data) return <UnsubscribeDone message={unsubscribe.data.message} />;
  return (
    <>
      <Typography sx={{ fontWeight: 700, fontSize: 18 }}>Unsubscribe from {ALERT_KIND_NAMES[kind]} emails?</Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        They tell you of: {ALERT_KIND_LABELS[kind]}.
      </Typography>
      <SettingsError error={unsubscribe.error} />
      <Button variant="contained" size="large" sx={{ mt: 3 }} loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        Unsubscribe
      </Button>
    </>
  );
}
