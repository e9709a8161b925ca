import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PREPAID_MONTHS, type Plan, type Premium } from '@/lib/contracts/payments';
import { formatMoney } from '@/lib/format';
import { newPrepayKey, premiumErrorMessage, premiumErrorStatus, usePrepay } from '@/hooks/payments/use-premium';
import { useAppStore } from '@/store';
import { cardName, longDate, PREPAY_INTRO, renewalAfter } from './premium-text';

const MONTHS = Array.from({ length: MAX_PREPAID_MONTHS }, (_, i) => i + 1);
const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

interface PrepayProps {
  monthly: Plan;
  card: NonNullable<Premium['payment_method']>;
  periodEnd: string;
}

function PrepayDialog({ months, monthly, card, periodEnd, onClose }: PrepayProps & { months: number; onClose: () => void }) {
  const prepay = usePrepay();
  // One key per decision to pay: a retry after a lost answer pays once, while a refused card (an answer) makes the
  // next try a new payment.
  const [key, setKey] = useState<string | null>(null);
  const amount = formatMoney(monthly.amount * months, monthly.currency);
  const pay = async () => {
    const idempotencyKey = key ?? (await newPrepayKey());
    setKey(idempotencyKey);
    prepay.mutate(
      { quantity: months, key: idempotencyKey },
      {
        onSuccess: (answer) => {
          const end = answer.subscription ? longDate(answer.subscription.current_period_end) : '';
          useAppStore.getState().showAlert({ message: `Paid ${monthsText(months)} (${amount}): premium now renews on ${end}.` });
          onClose();
        },
        onError: (error) => {
          if (premiumErrorStatus(error) !== 0) setKey(null);
        },
      },
    );
  };
  return (
    <Dialog open onClose={prepay.isPending ? undefined : onClose} aria-labelledby="prepay-title" fullWidth maxWidth="xs">
      <DialogTitle id="prepay-title">{`Prepay ${monthsText(months)}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`${amount} (${months} × ${formatMoney(monthly.amount, monthly.currency)}) is charged now to your ${cardName(card)}. Your next renewal moves from ${longDate(periodEnd)} to ${renewalAfter(periodEnd, months)}.`}
        </DialogContentText>
        {prepay.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {premiumErrorMessage(prepay.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={prepay.isPending}>
          Cancel
        </Button>
        <Button variant="contained" loading={prepay.isPending} onClick={() => void pay()}>
          {`Pay ${amount}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Prepaying months (POST /premium/payment/upload): how many, then a confirmation with the amount. */
export function PrepaySection(props: PrepayProps) {
  const [months, setMonths] = useState(3);
  const [confirming, setConfirming] = useState(false);
  const { monthly } = props;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="prepay-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography variant="h2" id="prepay-heading" sx={{ mb: 1 }}>
        Pay ahead
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {`${PREPAY_INTRO} Each month costs ${formatMoney(monthly.amount, monthly.currency)}.`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Months"
          value={months}
          onChange={(event) => setMonths(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ width: 140 }}
        >
          {MONTHS.map((n) => (
            <option key={n} value={n}>
              {monthsText(n)}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => setConfirming(true)}>
          {`Prepay ${formatMoney(monthly.amount * months, monthly.currency)}`}
        </Button>
      </Box>
      {confirming && <PrepayDialog {...props} months={months} onClose={() => setConfirming(false)} />}
    </Paper>
  );
}
