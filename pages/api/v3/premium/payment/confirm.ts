import { premiumSchema, setupIntentConfirmSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { confirmCard } from '@/server/payments/premium';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Save the card of a confirmed SetupIntent as the one on file (and for renewals); 402 with the reason when it failed',
    auth: 'required',
    body: setupIntentConfirmSchema,
    response: premiumSchema,
    handler: ({ user, body }) => confirmCard(user.id, body.setup_intent),
  }),
});
