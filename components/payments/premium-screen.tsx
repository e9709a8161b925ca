import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QueryState } from '@/components/common/query-state';
import type { PlanId } from '@/lib/contracts/payments';
import { usePremium } from '@/hooks/payments/use-premium';
import { useAppStore } from '@/store';
import { CardDialog, type CardPurpose } from './card-dialog';
import { PremiumInvoices } from './premium-invoices';
import { PremiumPlans } from './premium-plans';
import { PremiumSubscription } from './premium-subscription';
import { isLive, PREMIUM_PITCH, PREMIUM_TITLE } from './premium-text';

function PremiumContent() {
  const premium = usePremium();
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const openMemberPrompt = useAppStore((s) => s.openMemberPrompt);
  const asking = useAppStore((s) => s.memberPrompt !== null || s.loginOpen);
  const [cardFor, setCardFor] = useState<CardPurpose | null>(null);
  // A guest's chosen plan waits for the log-in: then its card dialog opens, unless premium is already there.
  const [waitingPlan, setWaitingPlan] = useState<PlanId | null>(null);
  const subscription = premium.data?.subscription ?? null;
  const live = isLive(subscription);
  if (waitingPlan && isLoggedIn && premium.data && !premium.isFetching) {
    setWaitingPlan(null);
    if (!live) setCardFor({ plan: waitingPlan });
  } else if (waitingPlan && !isLoggedIn && !asking) {
    // Closed without logging in: the choice is dropped, so a later log-in opens nothing unasked.
    setWaitingPlan(null);
  }

  if (!premium.data) return <QueryState isLoading={premium.isLoading || premium.isPending} error={premium.error} onRetry={() => void premium.refetch()} />;
  const choose = (plan: PlanId) => {
    if (isLoggedIn) return setCardFor({ plan });
    setWaitingPlan(plan);
    openMemberPrompt('premium');
  };
  return (
    <>
      {isLive(subscription) ? (
        <PremiumSubscription premium={premium.data} subscription={subscription} onUpdateCard={() => setCardFor('update')} />
      ) : (
        <PremiumPlans plans={premium.data.plans} subscription={premium.data.subscription} onChoose={choose} />
      )}
      {isLoggedIn && <PremiumInvoices optional={!isLive(subscription)} />}
      {cardFor && <CardDialog purpose={cardFor} premium={premium.data} onClose={() => setCardFor(null)} />}
    </>
  );
}

/** /premium: the plans for a guest or a member without premium, the subscription and its invoices for a subscriber. */
export function PremiumScreen() {
  const authReady = useAppStore((s) => s.authReady);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.4rem' } }}>
        {PREMIUM_TITLE}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: { xs: 3, sm: 4 } }}>
        {PREMIUM_PITCH}
      </Typography>
      {authReady ? (
        <PremiumContent />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
    </Container>
  );
}
