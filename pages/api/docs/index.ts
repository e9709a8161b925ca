import { method, route } from '@/server/http/route';
import { sendReply, type Reply } from '@/server/http/respond';
import { openApiDocument } from '@/server/openapi/document';
import { renderDocsPage } from '@/server/openapi/html';

export const config = { api: { bodyParser: false } };

const CACHE = 'public, max-age=300';
let page: Reply | undefined;

/** The API documentation as a plain HTML page, rendered from the OpenAPI document (no script: the CSP allows none inline). */
export default route({
  GET: method({
    summary: 'The API documentation, readable',
    cache: CACHE,
    handler: ({ req, res }) => {
      page ??= { body: Buffer.from(renderDocsPage(openApiDocument(), '/api/docs/openapi.json')) };
      // The answer is HTML, so the handler writes it itself; route() sets Cache-Control only on the JSON it sends.
      res.setHeader('Cache-Control', CACHE);
      sendReply(req, res, 200, page, 'text/html; charset=utf-8');
    },
  }),
});
