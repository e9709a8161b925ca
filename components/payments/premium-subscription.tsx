import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import type { Premium } from '@/lib/contracts/payments';
import { useSetCanceled } from '@/hooks/payments/use-premium';
import { CancelPremiumDialog } from './cancel-premium-dialog';
import { PrepaySection } from './prepay-section';
import { canceledMessage, cardExpiry, cardName, longDate, planPrice, statusOf } from './premium-text';

type Subscription = NonNullable<Premium['subscription']>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="textSecondary" sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function CardOnFile({ card, onUpdate }: { card: Premium['payment_method']; onUpdate: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CreditCardRounded aria-hidden sx={{ color: 'text.secondary' }} />
        <span>{card ? `${cardName(card)}, expires ${cardExpiry(card)}` : 'No card on file'}</span>
      </Box>
      <Button variant="outlined" size="small" onClick={onUpdate}>
        Update card
      </Button>
    </Box>
  );
}

/** A subscriber's premium: its status, plan, renewal or end, the card on file, and cancel or resume. */
export function PremiumSubscription({ premium, subscription, onUpdateCard }: { premium: Premium; subscription: Subscription; onUpdateCard: () => void }) {
  const card = premium.payment_method;
  const status = statusOf(subscription);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const change = useSetCanceled(canceledMessage);
  const monthly = premium.plans.find((p) => p.interval === 'month');
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby="premium-status" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
          <Typography variant="h2" id="premium-status">
            Your premium
          </Typography>
          <Chip label={status.label} color={status.color} size="small" variant={status.color === 'default' ? 'outlined' : 'filled'} />
        </Box>
        <Typography sx={{ mb: 2 }}>{status.detail}</Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Plan">{`${subscription.plan.name}, ${planPrice(subscription.plan)}`}</Row>
          <Row label={subscription.cancel_at_period_end ? 'Ends on' : 'Next renewal'}>{longDate(subscription.current_period_end)}</Row>
          <Row label="Card">
            <CardOnFile card={card} onUpdate={onUpdateCard} />
          </Row>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          {subscription.cancel_at_period_end ? (
            <Button variant="contained" loading={change.isPending} onClick={() => change.mutate(false)}>
              Resume premium
            </Button>
          ) : (
            <Button color="inherit" onClick={() => setConfirmCancel(true)}>
              Cancel premium
            </Button>
          )}
        </Box>
      </Paper>
      {!subscription.cancel_at_period_end && monthly && card && <PrepaySection monthly={monthly} card={card} periodEnd={subscription.current_period_end} />}
      <CancelPremiumDialog
        open={confirmCancel}
        endsOn={longDate(subscription.current_period_end)}
        pending={change.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => change.mutate(true, { onSuccess: () => setConfirmCancel(false) })}
      />
    </>
  );
}
