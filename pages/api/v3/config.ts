import { adsConfigSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { getClientConfig } from '@/server/catalog/config';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Client configuration: ads', response: adsConfigSchema, handler: () => getClientConfig() }),
});
