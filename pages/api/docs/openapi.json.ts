import { method, route } from '@/server/http/route';
import { openApiDocument } from '@/server/openapi/document';

export const config = { api: { bodyParser: false } };

/** The API's OpenAPI 3.1 document, generated from the routes' own zod schemas (built once per process). */
export default route({
  GET: method({ summary: 'The OpenAPI 3.1 document of this API', cache: 'public, max-age=300', handler: () => openApiDocument() }),
});
