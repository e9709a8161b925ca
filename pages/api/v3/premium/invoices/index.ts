import { invoicePageSchema, invoiceQuerySchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { listInvoices } from '@/server/payments/invoices';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Your premium invoices, newest first, optionally of one status', auth: 'required', query: invoiceQuerySchema, response: invoicePageSchema, handler: ({ user, query }) => listInvoices(user.id, query) }),
});
