import { pageQuerySchema } from '@/lib/contracts/common';
import { purchasePageSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { listPurchases } from '@/server/payments/purchases';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'The mixtapes you bought, newest first, each with its receipt',
    auth: 'required',
    query: pageQuerySchema,
    response: purchasePageSchema,
    handler: ({ user, query }) => listPurchases(user.id, query.page, query.take),
  }),
});
