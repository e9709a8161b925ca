import { spotimLoginBodySchema, spotimLoginReplySchema } from '@/lib/contracts/comments';
import { openWebLogin } from '@/server/comments/openweb-sso';
import { method, route } from '@/server/http/route';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: "OpenWeb single sign-on: trade the provider's code_a (form-encoded) for its code_b",
    auth: 'required',
    accepts: ['form'],
    body: spotimLoginBodySchema,
    response: spotimLoginReplySchema,
    handler: ({ user, body }) => openWebLogin(user.id, body.code_a),
  }),
});
