import { healthSchema } from '@/lib/contracts/health';
import { method, route } from '@/server/http/route';

export const config = { api: { bodyParser: false } };

/** Liveness: the process answers. Touches nothing else, so a slow database never gets a healthy process restarted. */
export default route({
  GET: method({
    summary: 'Liveness: the process is up (for a load balancer or orchestrator)',
    response: healthSchema,
    handler: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  }),
});
