import { method, route } from '@/server/http/route';
import { getClientConfig } from '@/server/catalog/config';

export default route({
  GET: method({ handler: () => getClientConfig() }),
});
