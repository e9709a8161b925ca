import { method, route } from '@/server/http/route';
import { sendMetrics } from '@/server/telemetry/metrics-endpoint';

export const config = { api: { bodyParser: false } };

/** Prometheus metrics of this process; only with METRICS_TOKEN set on the server and presented as a Bearer token. */
export default route({
  GET: method({ summary: 'Prometheus metrics (needs METRICS_TOKEN, sent as a Bearer token; 404 when unset)', handler: sendMetrics }),
});
