import { premiumPlanBodySchema, premiumSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { choosePlan, premiumState } from '@/server/payments/premium';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Premium plans, and your subscription (guests see the plans only)', auth: 'optional', response: premiumSchema, handler: ({ user }) => premiumState(user?.id ?? null) }),
  POST: method({
    summary: 'Choose a premium plan: prepares your customer at the payment provider',
    auth: 'required',
    body: premiumPlanBodySchema,
    response: premiumSchema,
    handler: ({ user, body }) => choosePlan(user.id, body.plan),
  }),
});
