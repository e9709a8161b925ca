import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { Plan, PlanId, Premium } from '@/lib/contracts/payments';
import { formatMoney } from '@/lib/format';
import { useAppStore } from '@/store';
import { BENEFITS, GUEST_NOTE, longDate, perMonth, yearlySaving } from './premium-text';

function Benefits() {
  return (
    <Box component="section" aria-labelledby="premium-benefits" sx={{ mb: 4 }}>
      <Typography variant="h2" id="premium-benefits" sx={{ mb: 1.5 }}>
        What you get
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {BENEFITS.map((benefit) => (
          <Box component="li" key={benefit} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CheckCircleRounded sx={{ color: 'text.accent' }} aria-hidden />
            <Typography>{benefit}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function PlanCard({ plan, saving, onChoose }: { plan: Plan; saving: string | null; onChoose: (plan: PlanId) => void }) {
  const yearly = plan.interval === 'year';
  const best = yearly && saving !== null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`plan-${plan.id}`}
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1, borderColor: best ? 'text.accent' : undefined, borderWidth: best ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h3" component="h3" id={`plan-${plan.id}`} sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {plan.name}
        </Typography>
        {best && <Chip label="Best value" size="small" color="primary" />}
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
        {formatMoney(plan.amount, plan.currency)}
        <Typography component="span" color="textSecondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
          /{plan.interval}
        </Typography>
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
        {yearly
          ? `${perMonth(plan)} a month, paid once a year${saving ? `: you save ${saving} a year` : ''}.`
          : 'Paid each month. Cancel any time: premium lasts to the end of the month paid.'}
      </Typography>
      <Button variant={best ? 'contained' : 'outlined'} size="large" onClick={() => onChoose(plan.id)} sx={{ mt: 1 }}>
        {`Subscribe ${plan.name.toLowerCase()}`}
      </Button>
    </Paper>
  );
}

interface PremiumPlansProps {
  plans: Plan[];
  /** A subscription that ended (premium is over): said above the plans. */
  subscription: Premium['subscription'];
  onChoose: (plan: PlanId) => void;
}

/** What premium gives, and its plans to subscribe to (see docs/product.md, Premium). */
export function PremiumPlans({ plans, subscription, onChoose }: PremiumPlansProps) {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const saving = yearlySaving(plans);
  return (
    <>
      {subscription && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {`Your premium ended on ${longDate(subscription.current_period_end)}. Subscribe again to get it back.`}
        </Alert>
      )}
      <Benefits />
      <Box component="section" aria-labelledby="premium-plans">
        <Typography variant="h2" id="premium-plans" sx={{ mb: 1.5 }}>
          Choose your plan
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} saving={saving} onChoose={onChoose} />
          ))}
        </Box>
        {!isLoggedIn && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {GUEST_NOTE}
          </Typography>
        )}
      </Box>
    </>
  );
}
