import { purchaseSchema } from '@/lib/contracts/payments';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { getPurchase } from '@/server/payments/purchases';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'One of your purchases (anyone else\'s is a 404)', auth: 'required', query: idParamsSchema, response: purchaseSchema, handler: ({ user, query }) => getPurchase(user.id, query.id) }),
});
