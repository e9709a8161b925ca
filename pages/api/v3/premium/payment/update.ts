import { setupIntentAnswerSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { newSetupIntent } from '@/server/payments/premium';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Replace the card renewals are charged to: a SetupIntent to confirm with the new card', auth: 'required', response: setupIntentAnswerSchema, handler: ({ user }) => newSetupIntent(user.id) }),
});
