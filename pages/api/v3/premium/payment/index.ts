import { setupIntentAnswerSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { newSetupIntent } from '@/server/payments/premium';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Collect a card for premium: a SetupIntent to confirm with the card', auth: 'required', response: setupIntentAnswerSchema, handler: ({ user }) => newSetupIntent(user.id) }),
});
