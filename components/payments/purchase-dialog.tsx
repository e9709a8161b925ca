import { useId, useState, type ReactNode } from 'react';
import { PageLink } from '@/components/common/page-link';
import { INCLUDED_LABEL } from '@/components/common/tag';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseIcon from '@mui/icons-material/Close';
import { library } from '@/commands/library';
import { useMainDialogFullScreen } from '@/hooks/common/use-main-dialog-full-screen';
import { usePurchaseFlow, type PurchaseStep } from '@/hooks/payments/use-purchase';
import type { Mixtape } from '@/lib/contracts/catalog';
import { PREMIUM_INCLUDES_MESSAGE } from '@/lib/contracts/payments';
import { formatMoney } from '@/lib/format';
import { useAppStore } from '@/store';
import { cardFailureMessage } from './card-failure';
import { CardPayment } from './card-payment';

export const PURCHASE_TITLE = 'Buy this mixtape';
export const PREPARING_MESSAGE = 'Preparing your payment…';
export const CONFIRMING_MESSAGE = 'Confirming your payment…';
export const boughtTitle = (title: string) => `You bought ${title}`;

function Working({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress aria-hidden="true" />
      <Typography role="status">{text}</Typography>
    </Box>
  );
}

/** What is bought, for how much: the intent's amount once the server answered, the page's price before. */
function Summary({ mixtape, step }: { mixtape: Mixtape; step: PurchaseStep }) {
  const price = step.name === 'card' ? step : mixtape.price;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar variant="rounded" src={mixtape.cover ?? undefined} alt="" sx={{ width: 64, height: 64 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {mixtape.title}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {mixtape.artist.name}
        </Typography>
      </Box>
      {price && (
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="purchase-amount">
          {formatMoney(price.amount, price.currency)}
        </Typography>
      )}
    </Box>
  );
}

const close = () => useAppStore.getState().setBuying(null);

/** The end of the dialog when the mixtape is the member's: bought, or included with their premium. */
function Held({ mixtape, title, children }: { mixtape: Mixtape; title: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleRounded color="success" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        {children}
      </Typography>
      <Button variant="contained" size="large" fullWidth disabled={mixtape.trackCount === 0} onClick={() => void library.downloadMixtape(mixtape)}>
        Download Mixtape
      </Button>
      <Button fullWidth sx={{ mt: 1 }} onClick={close}>
        Done
      </Button>
    </Box>
  );
}

/** One purchase, from the moment the dialog opens: each opening starts afresh (the dialog unmounts it on close). */
function PurchaseFlow({ mixtape }: { mixtape: Mixtape }) {
  const { step, retry, confirm } = usePurchaseFlow(mixtape);
  if (step.name === 'bought') {
    return (
      <Held mixtape={mixtape} title={boughtTitle(mixtape.title)}>
        It&apos;s yours to download whenever you like. Its receipt is under{' '}
        <Link component={PageLink} href="/purchases" onClick={close}>
          Purchases
        </Link>
        .
      </Held>
    );
  }
  // This browser thought the member had no premium: the server says premium includes the mixtape, and sells nothing.
  if (step.name === 'included') {
    return (
      <Held mixtape={mixtape} title={INCLUDED_LABEL}>
        {PREMIUM_INCLUDES_MESSAGE}
      </Held>
    );
  }
  return (
    <>
      <Summary mixtape={mixtape} step={step} />
      <Divider sx={{ my: 2 }} />
      {step.name === 'preparing' && <Working text={PREPARING_MESSAGE} />}
      {step.name === 'confirming' && <Working text={CONFIRMING_MESSAGE} />}
      {step.name === 'card' && (
        <CardPayment clientSecret={step.clientSecret} intent="payment" submitLabel={`Pay ${formatMoney(step.amount, step.currency)}`} onSucceeded={confirm} />
      )}
      {step.name === 'failed' && (
        <>
          <Alert severity="error">{cardFailureMessage(step.failure)}</Alert>
          <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={retry}>
            Try again
          </Button>
        </>
      )}
    </>
  );
}

/**
 * The purchase dialog of a paid mixtape (see docs/product.md, Buying), opened by Buy (commands/library/library.ts): what is
 * bought and its price, the card (and 3-D Secure when the bank asks), then the mixtape is the member's.
 */
export function PurchaseDialog() {
  const buying = useAppStore((s) => s.buying);
  const fullScreen = useMainDialogFullScreen();
  const titleId = useId();
  // The closing dialog keeps its mixtape while it fades out.
  const [shown, setShown] = useState<Mixtape | null>(buying);
  if (buying && buying !== shown) setShown(buying);
  return (
    <Dialog open={buying !== null} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 700 }}>
        {PURCHASE_TITLE}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>{shown && <PurchaseFlow mixtape={shown} />}</DialogContent>
    </Dialog>
  );
}
