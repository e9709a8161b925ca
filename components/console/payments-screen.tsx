import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConsoleAction } from '@/hooks/console/use-console';
import type { PaymentRecord } from '@/lib/contracts/admin';
import { formatDate, formatMoney } from '@/lib/format';
import { SearchedList } from './console-list';
import { ConsoleCard, FormDialog, MemberLink, StatusChip, TextDialog, When } from './console-parts';

// Purchases and subscriptions (admins): found by member or reference, a purchase refunded in full or in part, a
// subscription cancelled at the end of its period or at once.

/** An amount typed in the currency's units ("2.50", "2,5", "3") in cents, or null when it is not one. */
export function parseCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** Subscriptions the provider has ended: nothing is left to cancel. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

function RefundDialog({ record, open, onClose }: { record: PaymentRecord; open: boolean; onClose: () => void }) {
  const left = record.amount - record.refunded;
  const money = (cents: number) => formatMoney(cents, record.currency);
  const [part, setPart] = useState(false);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const refund = useConsoleAction((service, cents: number | undefined) => service.refundPurchase(record.id, cents), onClose);
  const cents = parseCents(text);
  const error = !part
    ? null
    : cents === null
      ? 'Enter an amount such as 2.50.'
      : cents <= 0
        ? 'Enter an amount above 0.'
        : cents > left
          ? `At most ${money(left)} is left to refund.`
          : null;
  const full = !part || cents === left;
  return (
    <FormDialog
      open={open}
      title={`Refund ${record.reference}`}
      confirm="Refund"
      danger
      pending={refund.isPending}
      onClose={onClose}
      onExited={() => (setPart(false), setText(''), setTried(false))}
      onSubmit={() => {
        setTried(true);
        if (!error) refund.mutate(part ? (cents ?? undefined) : undefined);
      }}
    >
      <DialogContentText>
        {record.member.username} paid {money(record.amount)} for {record.description} on {formatDate(record.created_at)}
        {record.refunded > 0 ? `; ${money(record.refunded)} of it is refunded already.` : '.'} The money goes back to the card they paid with.
      </DialogContentText>
      <RadioGroup aria-label="How much to refund" value={part ? 'part' : 'full'} onChange={(event) => setPart(event.target.value === 'part')} sx={{ mt: 1 }}>
        <FormControlLabel value="full" control={<Radio />} label={`All that is left: ${money(left)}`} />
        <FormControlLabel value="part" control={<Radio />} label="Part of it" />
      </RadioGroup>
      {part && (
        <TextField
          label={`Amount to refund (${record.currency.toUpperCase()})`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
          required
          size="small"
          error={(tried || text !== '') && !!error}
          helperText={(tried || text !== '') && error ? error : `Up to ${money(left)}, such as 2.50.`}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ mt: 1, ml: 4, width: { xs: 'calc(100% - 32px)', sm: 260 } }}
        />
      )}
      {/* Said politely as it changes with the amount, not as an alert at each keystroke. */}
      <Alert severity={full ? 'warning' : 'info'} role="status" sx={{ mt: 2 }}>
        {full ? 'A full refund also takes back the mixtape: it no longer unlocks for them.' : 'They keep the mixtape: only a refund of all that is left takes it back.'}
      </Alert>
    </FormDialog>
  );
}

type Asked = 'refund' | 'period-end' | 'now' | null;

function PaymentCard({ record }: { record: PaymentRecord }) {
  const [asked, setAsked] = useState<Asked>(null);
  const close = () => setAsked(null);
  const cancel = useConsoleAction((service, atPeriodEnd: boolean) => service.cancelSubscription(record.id, atPeriodEnd), close);
  const money = (cents: number) => formatMoney(cents, record.currency);
  const purchase = record.kind === 'purchase';
  const refundable = purchase && record.status !== 'unpaid' && record.refunded < record.amount;
  const cancelable = !purchase && !ENDED.has(record.status);
  const periodEnd = record.current_period_end && formatDate(record.current_period_end);
  return (
    <ConsoleCard
      heading={record.reference}
      aside={
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" label={purchase ? 'Purchase' : 'Subscription'} color={purchase ? 'primary' : 'secondary'} variant="outlined" />
          <StatusChip status={record.status} />
        </Stack>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' }, columnGap: 3, rowGap: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{record.description}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <MemberLink member={record.member} sx={{ fontWeight: 600 }} />
            {record.member.email && <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${record.member.email}`}</Box>}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {/* A subscription's time is the start of its current period. */}
            {purchase ? 'Bought' : 'Period from'} <When iso={record.created_at} />
            {periodEnd && !ENDED.has(record.status) && ` · ${record.cancel_at_period_end ? 'Ends' : 'Renews'} ${periodEnd}`}
          </Typography>
        </Box>
        <Stack sx={{ alignItems: { md: 'flex-end' }, justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ textAlign: { md: 'right' } }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{money(record.amount)}</Typography>
            {record.refunded > 0 && (
              <Typography variant="body2" color="textSecondary">
                Refunded {money(record.refunded)}
              </Typography>
            )}
          </Box>
          {(refundable || cancelable) && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: { md: 'flex-end' } }}>
              {refundable && (
                <Button size="small" variant="outlined" color="error" onClick={() => setAsked('refund')}>
                  Refund
                </Button>
              )}
              {cancelable && !record.cancel_at_period_end && (
                <Button size="small" variant="outlined" onClick={() => setAsked('period-end')}>
                  Cancel at period end
                </Button>
              )}
              {cancelable && (
                <Button size="small" variant="outlined" color="error" onClick={() => setAsked('now')}>
                  Cancel now
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Box>
      {refundable && <RefundDialog record={record} open={asked === 'refund'} onClose={close} />}
      {cancelable && (
        <>
          <TextDialog
            open={asked === 'period-end'}
            title={`End ${record.reference} with its period?`}
            description={`${record.member.username} keeps premium${periodEnd ? ` until ${periodEnd}` : ' until the period ends'}, and is not charged again.`}
            confirm="End at period end"
            pending={cancel.isPending}
            onClose={close}
            onSubmit={() => cancel.mutate(true)}
          />
          <TextDialog
            open={asked === 'now'}
            title={`End ${record.reference} now?`}
            description={`${record.member.username} loses premium at once and is not charged again. Nothing is refunded for the rest of the period.`}
            confirm="End now"
            danger
            pending={cancel.isPending}
            onClose={close}
            onSubmit={() => cancel.mutate(false)}
          />
        </>
      )}
    </ConsoleCard>
  );
}

const EMPTY = {
  title: 'No payments yet',
  message: 'Purchases of mixtapes and premium subscriptions show here.',
  notFound: (query: string) => `No member or reference matches “${query}”: try a username, an email, a receipt number (R-000012) or a subscription id.`,
};

/** Purchases and subscriptions, newest first, or those a search by member or reference finds (`?query=`: a member's page links here). */
export function PaymentsScreen() {
  return (
    <SearchedList title="Payments" role="admin" noun="payment" label="Search by member or reference" param="query" fetch={(service, query) => service.listPayments(query)} empty={EMPTY}>
      {(record) => <PaymentCard record={record} />}
    </SearchedList>
  );
}
