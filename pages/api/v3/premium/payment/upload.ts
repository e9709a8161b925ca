import { prepayAnswerSchema, prepayBodySchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { prepayMonths } from '@/server/payments/prepaid';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Prepay quantity months (default 1) in one payment on the card on file, moving the next renewal back as many months; send an Idempotency-Key to make retries safe',
    auth: 'required',
    body: prepayBodySchema,
    response: prepayAnswerSchema,
    handler: ({ req, user, body }) => prepayMonths(user.id, body.quantity, req.headers['idempotency-key']),
  }),
});
