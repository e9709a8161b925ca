import { premiumSchema, subscribeSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { subscribe } from '@/server/payments/premium';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Start premium on the chosen plan with the confirmed card, paying the first invoice (402 with the reason when refused)',
    auth: 'required',
    body: subscribeSchema,
    response: premiumSchema,
    handler: ({ user, body }) => subscribe(user.id, body.setup_intent_id),
  }),
});
