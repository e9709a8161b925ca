import { readinessSchema } from '@/lib/contracts/health';
import { method, route } from '@/server/http/route';
import { sendJson } from '@/server/http/respond';
import { readiness } from '@/server/telemetry/readiness';

export const config = { api: { bodyParser: false } };

/** Readiness: 200 when the database (with every migration) and the media store can serve, else 503 with the failing check. */
export default route({
  GET: method({
    summary: 'Readiness: database reachable, migrations applied, media store usable (503 when not)',
    response: readinessSchema,
    handler: async ({ req, res }) => {
      const result = await readiness();
      if (result.status === 'ready') return result;
      res.setHeader('Cache-Control', 'no-store');
      sendJson(req, res, 503, result);
      return undefined;
    },
  }),
});
