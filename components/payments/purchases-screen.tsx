import { PageLink } from '@/components/common/page-link';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { library } from '@/commands/library';
import { usePurchasePages } from '@/hooks/library';
import { useReceiptDownload } from '@/hooks/payments/use-purchase';
import type { Purchase } from '@/lib/contracts/payments';
import { formatDate, formatMoney } from '@/lib/format';
import { BrowseMixtapes, LibraryFrame } from '@/components/common/library-frame';
import { PagedList } from '@/components/library';

export const EMPTY_PURCHASES = { title: 'No purchases yet', message: 'The mixtapes you buy show up here, with their receipts. Look for Buy on an exclusive.' };
export const GUEST_PURCHASES = { title: 'Your purchases live here', message: 'Log in to see the mixtapes you bought, download them and get their receipts.' };

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { mixtape } = purchase;
  const receipt = useReceiptDownload();
  // Given back in full, the mixtape is no longer the member's to download.
  const refundedInFull = purchase.refunded >= purchase.amount;
  return (
    <Box component="li" data-testid="purchase" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Avatar variant="rounded" src={mixtape.cover ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={PageLink} href={`/mixtape/${mixtape.slug}`} color="inherit" underline="hover" noWrap sx={{ display: 'block', fontWeight: 700 }}>
          {mixtape.title}
        </Link>
        <Typography variant="body2" color="textSecondary" noWrap>
          {mixtape.artist.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Bought <time dateTime={purchase.created_at}>{formatDate(purchase.created_at)}</time> · {formatMoney(purchase.amount, purchase.currency)}
          {refundedInFull ? ' · Refunded' : purchase.refunded > 0 ? ` · ${formatMoney(purchase.refunded, purchase.currency)} refunded` : ''}
        </Typography>
      </Box>
      {/* Under the text on a phone, beside it from 600 px. */}
      <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' }, pl: { xs: 9, sm: 0 } }}>
        <Button size="small" variant="outlined" startIcon={<ReceiptLongRounded />} loading={receipt.isPending} aria-label={`Receipt for ${mixtape.title}`} onClick={() => receipt.mutate(purchase)}>
          Receipt
        </Button>
        <Button size="small" variant="outlined" startIcon={<DownloadRounded />} disabled={mixtape.trackCount === 0 || refundedInFull} aria-label={`Download ${mixtape.title}`} onClick={() => void library.downloadMixtape(mixtape)}>
          Download
        </Button>
      </Box>
    </Box>
  );
}

/** /purchases: the mixtapes the member bought, newest first, each with its receipt and its zip (see docs/product.md, Buying). */
export function PurchasesScreen() {
  const query = usePurchasePages();
  return (
    <LibraryFrame current="/purchases" title="Purchases" guest={GUEST_PURCHASES}>
      <PagedList query={query} count={query.items.length} empty={{ ...EMPTY_PURCHASES, action: <BrowseMixtapes /> }}>
        <Box component="ul" aria-label="Your purchases" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 928 }}>
          {query.items.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </Box>
      </PagedList>
    </LibraryFrame>
  );
}
