import { premiumSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { setCancelAtPeriodEnd } from '@/server/payments/premium';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Cancel premium at the end of the paid period (it lasts until then)', auth: 'required', response: premiumSchema, handler: ({ user }) => setCancelAtPeriodEnd(user.id, true) }),
});
