import { sendReply, type Reply } from '@/server/http/respond';
import { method, route, type RouteTable } from '@/server/http/route';
import { openApiDocument } from '@/server/openapi/document';
import { renderDocsPage } from '@/server/openapi/html';

const CACHE = 'public, max-age=300';

/** The API's documentation of these routes: its OpenAPI document, and a page to read it. */
export function docsRoutes(documented: RouteTable): RouteTable {
  let page: Reply | undefined;
  return {
    /** The API documentation as a plain HTML page, rendered from the OpenAPI document (no script: the CSP allows none inline). */
    '/api/docs': route({
      GET: method({
        summary: 'The API documentation, readable',
        cache: CACHE,
        handler: ({ req, res }) => {
          page ??= { body: Buffer.from(renderDocsPage(openApiDocument(documented), '/api/docs/openapi.json')) };
          // The answer is HTML, so the handler writes it itself; route() sets Cache-Control only on the JSON it sends.
          res.setHeader('Cache-Control', CACHE);
          sendReply(req, res, 200, page, 'text/html; charset=utf-8');
        },
      }),
    }),
    /** The API's OpenAPI 3.1 document, generated from the routes' own zod schemas (built once per process). */
    '/api/docs/openapi.json': route({
      GET: method({ summary: 'The OpenAPI 3.1 document of this API', cache: CACHE, handler: () => openApiDocument(documented) }),
    }),
  };
}
