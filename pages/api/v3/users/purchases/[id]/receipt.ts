import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { sendReceiptPdf } from '@/server/payments/purchases';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'The receipt of one of your purchases, as a PDF', auth: 'required', query: idParamsSchema, handler: ({ res, user, query }) => sendReceiptPdf(res, user.id, query.id) }),
});
