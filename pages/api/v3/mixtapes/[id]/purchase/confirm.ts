import { purchaseConfirmSchema, purchaseSchema } from '@/lib/contracts/payments';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { confirmPurchase } from '@/server/payments/purchases';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'The purchase, once the payment provider says the PaymentIntent succeeded (402 with the reason otherwise)',
    auth: 'required',
    query: idParamsSchema,
    body: purchaseConfirmSchema,
    response: purchaseSchema,
    handler: ({ user, query, body }) => confirmPurchase(user.id, query.id, body.payment_intent_id),
  }),
});
