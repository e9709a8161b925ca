import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PlanId, Premium } from '@/lib/contracts/payments';
import { premiumErrorMessage, premiumErrorStatus, useCardSetup, useSaveCard } from '@/hooks/payments/use-premium';
import { useAppStore } from '@/store';
import { CARD_UPDATED_MESSAGE, cardName, planPrice, SUBSCRIBED_MESSAGE } from './premium-text';
import { useMainDialogFullScreen } from '@/hooks/common/use-main-dialog-full-screen';

function Waiting({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden />
      <Typography role="status">{label}</Typography>
    </Box>
  );
}

// The card form (the sandbox's, or Stripe's Payment Element) and its libraries load with the dialog only.
/** What the card dialog is open for: subscribing to a plan, or replacing the card on file. */
export type CardPurpose = { plan: PlanId } | 'update';

const CardPayment = dynamic(() => import('@/components/payments/card-payment').then((m) => m.CardPayment), {
  ssr: false,
  loading: () => <Waiting label="Loading the card form…" />,
});

interface CardDialogProps {
  purpose: CardPurpose;
  premium: Premium;
  onClose: () => void;
}

/**
 * Collects a card with a SetupIntent and the shared card form (3-D Secure within it), then saves it: to subscribe
 * to the chosen plan (its first payment may still be refused: the reason shows, and another card can be tried), or
 * to replace the card renewals are charged to (see docs/product.md, Premium).
 */
export function CardDialog({ purpose, premium, onClose }: CardDialogProps) {
  const subscribing = purpose !== 'update';
  const plan = subscribing ? premium.plans.find((p) => p.id === purpose.plan) : undefined;
  const setup = useCardSetup();
  const save = useSaveCard(subscribing);
  const [intentId, setIntentId] = useState<string | null>(null);
  const fullScreen = useMainDialogFullScreen();
  const { mutate: startSetup } = setup;
  // Once per opening: a SetupIntent is the provider's object, not to be made twice for nothing.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup(purpose);
  }, [startSetup, purpose]);

  const newCard = () => {
    save.reset();
    setIntentId(null);
    setup.mutate(purpose);
  };
  const saveCard = (id: string) => {
    setIntentId(id);
    save.mutate(id, {
      onSuccess: () => {
        useAppStore.getState().showAlert({ message: subscribing ? SUBSCRIBED_MESSAGE : CARD_UPDATED_MESSAGE });
        onClose();
      },
    });
  };
  // A refused card (402), or a setup the server cannot use (400, 404), needs another card; a call that got no answer
  // or failed on the server can be asked again with the same confirmed card (subscribing with it is done once). A
  // 409 (premium already running, from another tab) leaves nothing to do here.
  const status = save.error ? premiumErrorStatus(save.error) : null;
  const refused = status === 402 || status === 400 || status === 404;
  const retryable = status === 0 || (status !== null && status >= 500);
  const busy = setup.isPending || save.isPending;
  const title = subscribing ? `Subscribe to Premium ${plan?.name ?? ''}`.trim() : 'Update your card';

  let body;
  if (save.isPending) body = <Waiting label={subscribing ? 'Starting your premium…' : 'Saving your card…'} />;
  else if (save.error) {
    body = (
      <Alert severity="error" sx={{ my: 1 }}>
        {refused ? `${premiumErrorMessage(save.error)} Try another card.` : premiumErrorMessage(save.error)}
      </Alert>
    );
  } else if (setup.isPending || setup.isIdle) body = <Waiting label="Getting the secure card form ready…" />;
  else if (setup.error) {
    body = (
      <Alert severity="error" sx={{ my: 1 }}>
        {premiumErrorMessage(setup.error)}
      </Alert>
    );
  } else if (setup.data) {
    body = (
      <CardPayment
        key={setup.data.client_secret}
        clientSecret={setup.data.client_secret}
        intent="setup"
        submitLabel={plan ? `Subscribe — ${planPrice(plan)}` : 'Save card'}
        onSucceeded={saveCard}
      />
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="card-dialog-title" fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id="card-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {plan
            ? `${planPrice(plan)}: the first ${plan.interval} is charged now, then again each ${plan.interval} until you cancel.`
            : `Renewals will be charged to the new card${premium.payment_method ? ` instead of your ${cardName(premium.payment_method)}` : ''}.`}
        </Typography>
        {body}
      </DialogContent>
      <DialogActions>
        {retryable && intentId && (
          <Button onClick={() => saveCard(intentId)} variant="contained">
            Try again
          </Button>
        )}
        {(save.error || setup.error) && status !== 409 && (
          <Button onClick={newCard} variant={retryable ? 'text' : 'contained'}>
            {setup.error ? 'Try again' : 'Use another card'}
          </Button>
        )}
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
