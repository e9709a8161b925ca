import { premiumSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { setCancelAtPeriodEnd } from '@/server/payments/premium';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Undo a cancellation before the period ends', auth: 'required', response: premiumSchema, handler: ({ user }) => setCancelAtPeriodEnd(user.id, false) }),
});
