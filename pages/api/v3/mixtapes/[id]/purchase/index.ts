import { purchaseIntentSchema } from '@/lib/contracts/payments';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { startPurchase } from '@/server/payments/purchases';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Start buying a paid mixtape: your PaymentIntent at its price (the same one while unpaid; 400 when free, 403 before its release, 409 when bought or included with your premium)',
    auth: 'required',
    query: idParamsSchema,
    response: purchaseIntentSchema,
    handler: ({ user, query }) => startPurchase(user.id, query.id),
  }),
});
