import { PageLink } from '@/components/common/page-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { QueryState } from '@/components/common/query-state';
import { isLive, planPrice, statusOf } from '@/components/payments';
import { usePremium } from '@/hooks/payments';
import { SettingsSection } from './settings-section';

export const NO_PREMIUM_MESSAGE = "You don't have premium: no audio ads, every mixtape's zip and a Premium badge.";

/** Where the member's premium stands, and the way to the premium page (see docs/product.md, Premium). */
export function PremiumSection() {
  const premium = usePremium();
  const subscription = premium.data?.subscription ?? null;
  const cheapest = premium.data?.plans.find((p) => p.interval === 'month');
  return (
    <SettingsSection id="premium" title="Premium">
      {!premium.data ? (
        <QueryState isLoading={premium.isLoading} error={premium.error} onRetry={() => void premium.refetch()} />
      ) : isLive(subscription) ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{`${subscription.plan.name}, ${planPrice(subscription.plan)}`}</Typography>
            <Chip size="small" label={statusOf(subscription).label} color={statusOf(subscription).color} />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {statusOf(subscription).detail}
          </Typography>
          <Button component={PageLink} href="/premium" variant="outlined">
            Manage premium
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {`${NO_PREMIUM_MESSAGE}${cheapest ? ` From ${planPrice(cheapest)}.` : ''}`}
          </Typography>
          <Button component={PageLink} href="/premium" variant="contained">
            Go Premium
          </Button>
        </>
      )}
    </SettingsSection>
  );
}
