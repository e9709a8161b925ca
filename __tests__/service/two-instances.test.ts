/** @jest-environment node */
import { CHECKS_ENV, clusterChecks } from '../../scripts/cluster/checks';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { call, type Answer } from '../../scripts/cluster/http';

// Two instances of the production server behind nginx, on one PostgreSQL database (a fresh one on DATABASE_URL's
// server) and one S3 bucket (a local S3 server), as scripts/cluster/ starts them for `npm run bench:cluster`: the
// same checks that they behave as one site, then a rolling restart under a little traffic. Needs the production
// build, nginx and DATABASE_URL (the second step of .ci/run); `npm run bench:cluster` runs the heavy load.

const adminUrl = process.env.DATABASE_URL;
const PORT = 3300 + (process.pid % 30) * 3;
let cluster: Cluster;

/** Requests of a few listeners at a time, each pausing between its requests, until `done` resolves. */
async function traffic(done: Promise<unknown>, listeners: number) {
  const list = (await call(cluster.base, '/api/v3/mixtapes?take=20')).body.data as { id: number }[];
  const queue = (await call(cluster.base, `/api/v3/mixtapes/${list[0].id}/queue`)).body as { id: number }[];
  const failed: string[] = [];
  let requests = 0;
  let accepted = 0;
  let finished = false;
  void done.then(() => (finished = true));
  const run = `rolling-${Date.now()}`;
  const listen = async (who: number) => {
    for (let n = 0; !finished; n++) {
      const mixtape = list[n % list.length].id;
      const events = Array.from({ length: 5 }, (_, i) => ({ event: 'mixtape_view', event_id: `${run}-${who}-${n}-${i}`, time: new Date().toISOString(), mixtape_id: mixtape }));
      const ask: [string, Parameters<typeof call>[2]][] = [
        ['/api/v3/mixtapes?take=20', {}],
        [`/api/v3/mixtapes/${mixtape}`, {}],
        [`/api/v3/tracks/${queue[n % queue.length].id}/stream`, { headers: { range: 'bytes=0-65535' } }],
        ['/', {}],
        ['/api/v3/log/event', { json: { events } }],
      ];
      const [path, init] = ask[n % ask.length];
      requests++;
      const answer: Answer | Error = await call(cluster.base, path, init).catch((error: Error) => error);
      if (answer instanceof Error || answer.status >= 400) failed.push(`${path}: ${answer instanceof Error ? answer.message : answer.status}`);
      else if (path === '/api/v3/log/event') accepted += answer.body.accepted;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all(Array.from({ length: listeners }, (_, who) => listen(who)));
  const [stored] = await cluster.query<{ n: number }>('select count(*)::int as n from analytics_events where event_id like $1', [`${run}-%`]);
  return { requests, failed, accepted, stored: stored.n };
}

if (!adminUrl) {
  const why = 'needs DATABASE_URL: two instances share a PostgreSQL database (DATABASE_URL=postgres://... npm run test:service, as CI runs it)';
  console.log(`Two instances behind nginx: skipped, ${why}.`);
  it.skip(why, () => {});
} else {
  beforeAll(async () => {
    cluster = await startCluster({
      adminUrl,
      port: PORT,
      seed: ['__tests__/service/seed-small.ts', '8'],
      env: { ...CHECKS_ENV, RATE_LIMIT_EVENTS_PER_MINUTE: '100000' },
    });
  }, 300_000);
  afterAll(() => cluster?.stop(), 60_000);

  for (const check of clusterChecks(() => cluster)) it(check.name, check.run, 180_000);

  it('both job queues started, though the instances set up the same queues and schedules at once', async () => {
    // PostgreSQL breaks the deadlock two set-ups can make by failing one of them: that one starts again shortly.
    const deadline = Date.now() + 20_000;
    const started = () => cluster.instances.every((instance) => instance.logTail(10_000).includes('the job queue started'));
    while (!started() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cluster.instances.map((instance) => instance.logTail(10_000).includes('the job queue started'))).toEqual([true, true]);
  }, 30_000);

  it('serves through a rolling restart (SIGTERM, then a start, one instance after the other): no request fails, no accepted write is lost', async () => {
    const restart = cluster.rollingRestart();
    const seen = await traffic(restart, 4);
    const steps = await restart;
    expect(steps.map((s) => s.exitCode)).toEqual([0, 0]);
    expect(seen.failed).toEqual([]);
    expect(seen.requests).toBeGreaterThan(100);
    expect(seen.accepted).toBeGreaterThan(0);
    expect(seen.stored).toBe(seen.accepted);
  }, 300_000);
}
