import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// Prometheus metrics of this process, served at GET /api/metrics when METRICS_TOKEN is set. The registry lives on
// globalThis: the server code is loaded twice in production (the API's copy and the one in Next's page bundle),
// and both must count into one set.

interface Metrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  duration: Histogram<'route' | 'method'>;
  events: Counter<'result'>;
  streamBytes: Counter;
  dbConnections: Gauge<'state'>;
}

/** What the database pool reports when asked (PostgreSQL); PGlite has no pool. */
type PoolStats = () => { total: number; idle: number; waiting: number } | null;

const holder = globalThis as typeof globalThis & { __mixtapeMetrics?: Metrics; __mixtapePoolStats?: PoolStats };

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'Requests answered, by route, method and status', labelNames: ['route', 'method', 'status'], registers: [registry] }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the end of the answer, by route and method',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    events: new Counter({ name: 'analytics_events_total', help: 'Analytics events received, by result (accepted, duplicate, rejected)', labelNames: ['result'], registers: [registry] }),
    streamBytes: new Counter({ name: 'media_stream_bytes_total', help: 'Bytes of audio and other media answered', registers: [registry] }),
    dbConnections: new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on the embedded database',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = holder.__mixtapePoolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    }),
  };
}

export const metrics = (): Metrics => (holder.__mixtapeMetrics ??= create());

/** The database client tells the metrics how to read its pool. */
export function reportPoolStats(stats: PoolStats): void {
  holder.__mixtapePoolStats = stats;
}

export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const m = metrics();
  m.requests.inc({ route, method, status: String(status) });
  m.duration.observe({ route, method }, seconds);
}

export function recordEvents(counts: { accepted: number; duplicates: number; rejected: number }): void {
  const m = metrics();
  for (const [result, n] of [['accepted', counts.accepted], ['duplicate', counts.duplicates], ['rejected', counts.rejected]] as const) {
    if (n > 0) m.events.inc({ result }, n);
  }
}

export function recordStreamBytes(bytes: number): void {
  if (bytes > 0) metrics().streamBytes.inc(bytes);
}
