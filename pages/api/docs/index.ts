import { method, route } from '@/server/http/route';
import { openApiDocument } from '@/server/openapi/document';
import { renderDocsPage } from '@/server/openapi/html';

export const config = { api: { bodyParser: false } };

const CACHE = 'public, max-age=300';
let page: string | undefined;

/** The API documentation as a plain HTML page, rendered from the OpenAPI document (no script: the CSP allows none inline). */
export default route({
  GET: method({
    summary: 'The API documentation, readable',
    cache: CACHE,
    handler: ({ res }) => {
      page ??= renderDocsPage(openApiDocument(), '/api/docs/openapi.json');
      // The answer is HTML, so the handler writes it itself; route() sets Cache-Control only on the JSON it sends.
      res.setHeader('Cache-Control', CACHE);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.statusCode = 200;
      res.end(page);
    },
  }),
});
