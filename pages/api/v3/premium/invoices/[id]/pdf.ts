import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { sendInvoicePdf } from '@/server/payments/invoices';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'One of your invoices as a PDF (anyone else\'s is a 404)', auth: 'required', query: idParamsSchema, handler: ({ res, user, query }) => sendInvoicePdf(res, user.id, query.id) }),
});
