import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import { QueryState } from '@/components/common/query-state';
import { formatMoney } from '@/lib/format';
import { useInvoicePdf, useInvoices } from '@/hooks/payments/use-premium';
import type { z } from 'zod';
import type { invoiceSchema } from '@/lib/contracts/payments';
import { shortDate } from './premium-text';

type Invoice = z.infer<typeof invoiceSchema>;

export const NO_INVOICES_MESSAGE = 'No invoices yet: each payment for premium adds one here.';

const STATUS: Record<Invoice['status'], { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  paid: { label: 'Paid', color: 'success' },
  open: { label: 'Open', color: 'warning' },
  draft: { label: 'Draft', color: 'default' },
  uncollectible: { label: 'Uncollectible', color: 'error' },
  void: { label: 'Void', color: 'default' },
};

const COLUMNS = { xs: '1fr auto', sm: 'minmax(9.5rem, 1.1fr) minmax(0, 1fr) minmax(0, 1.9fr) 5.5rem 7.5rem 4.5rem' };

/** Words that say what a value is: shown on a phone, where rows stack, and read out (not shown) under the wider header. */
function Label({ children }: { children: string }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        [theme.breakpoints.up('sm')]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
      })}
    >
      {`${children} `}
    </Box>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const pdf = useInvoicePdf();
  const status = STATUS[invoice.status];
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: COLUMNS,
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{invoice.number}</Typography>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', display: { sm: 'none' } }}>{formatMoney(invoice.amount, invoice.currency)}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Label>Issued</Label>
        {shortDate(invoice.created_at)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Label>Period</Label>
        {`${shortDate(invoice.period_start)} – ${shortDate(invoice.period_end)}`}
      </Typography>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>{formatMoney(invoice.amount, invoice.currency)}</Typography>
      <Box>
        <Chip label={status.label} color={status.color} size="small" variant={status.color === 'default' ? 'outlined' : 'filled'} />
      </Box>
      <Box sx={{ justifySelf: 'end' }}>
        <Button
          size="small"
          startIcon={<PictureAsPdfRounded />}
          aria-label={`PDF of invoice ${invoice.number}`}
          loading={pdf.isPending}
          onClick={() => pdf.mutate({ pdfUrl: invoice.pdf_url, fileName: `invoice-${invoice.number}.pdf` })}
        >
          PDF
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The member's invoices, newest first, a page at a time, each with its PDF (see docs/product.md, Premium).
 * `optional` (a member without premium): shown only when there are some, from an earlier subscription.
 */
export function PremiumInvoices({ optional = false }: { optional?: boolean }) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const data = invoices.data;
  if (optional && !data?.meta.total) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="invoices-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography variant="h2" id="invoices-heading" sx={{ mb: 1 }}>
        Invoices
      </Typography>
      {!data ? (
        <QueryState isLoading={invoices.isLoading} error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : data.data.length === 0 ? (
        <Typography color="textSecondary">{NO_INVOICES_MESSAGE}</Typography>
      ) : (
        <>
          {/* The header of the wider layout's columns; each row names its values for assistive technology itself. */}
          <Box aria-hidden sx={{ display: { xs: 'none', sm: 'grid' }, gridTemplateColumns: COLUMNS, columnGap: 2, pb: 1 }}>
            {['Number', 'Issued', 'Period', 'Amount', 'Status', ''].map((name, i) => (
              <Typography key={i} variant="body2" color="textSecondary" sx={{ fontWeight: 600, textAlign: name === 'Amount' ? 'right' : 'left' }}>
                {name}
              </Typography>
            ))}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.data.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </Box>
          {data.meta.pageCount > 1 && (
            <Pagination
              count={data.meta.pageCount}
              page={page}
              onChange={(_, next) => setPage(next)}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              getItemAriaLabel={(type, item, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${item}` : `Go to ${type} page`)}
            />
          )}
        </>
      )}
    </Paper>
  );
}
