// `npm run bench:cluster`: the same build past one machine, measured on this one. It starts PostgreSQL, an S3 server
// (s3rver), two instances of the production server on ports of their own with the same database, bucket and secrets,
// and nginx in front (scripts/cluster/), seeds the demo catalog, and then:
// - checks that the instances behave as one site (scripts/cluster/checks.ts), a pass or fail line each;
// - runs the mixed load of many listeners through nginx (pages, lists, search, stream ranges answered by the
//   redirect to the bucket, event batches, log-ins) while each instance in turn gets SIGTERM and is started again,
//   counting every failed request and every accepted event missing from the database afterwards, and sampling each
//   instance's memory and database connections; then the ceiling: as many connections asking without a pause;
// - stops all that and measures the embedded default (`npm start`) the same way: a 64 KB stream range against nginx
//   serving the same file, and the same listeners and ceiling with its resident memory.
// A listener waits 2 s on average between requests (listeners.mjs): some 30 times the 55 requests of a listening
// hour that docs/deploying.md estimates from the player's behaviour, so that a thousand of them are a load worth
// measuring; the ceiling says what the same machine answers at most.
// Its rows replace its own section of docs/performance.md. Everything it starts it stops.
//
// BENCH_CLUSTER_SECONDS (60) the least each listeners' load runs (the rolling restart's runs until both instances
// are back), BENCH_CLUSTER_CONNECTIONS (1000) listeners, and as many connections for the ceiling,
// BENCH_CLUSTER_THINK_MS (2000) a listener's mean wait, BENCH_CLUSTER_PORT (3300: nginx, then the instances, the ceiling's file
// server and the default on the next ports), BENCH_CLUSTER_PG_PORT (55532) for the PostgreSQL it starts, or
// BENCH_CLUSTER_DATABASE_URL for one that runs (a managed one: a URL allowed to create databases), S3_BUCKET and the
// other S3_* variables for a real bucket instead of the local server, BENCH_CLUSTER_DEFAULT=0 to skip the default.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsFresh } from '../build-stamp.mjs';
import { CHECKS_ENV, clusterChecks, signUp } from '../cluster/checks.ts';
import { startCluster } from '../cluster/cluster.ts';
import { startPostgres } from '../cluster/postgres.ts';
import { staticFileServer } from './ceilings.mjs';
import { BENCH_TOOLS_KEY, findMediaFile, startDefaultServer, treeRssMb } from './default-server.mjs';
import { load } from './http-load.mjs';
import { mixedLoad } from './mixed.mjs';
import { gitCommit, machine, writeReport } from './report.mjs';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS || 60);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS || 1000);
const THINK_MS = Number(process.env.BENCH_CLUSTER_THINK_MS || 2000);
/** The ceiling's load: long enough for a steady rate. */
const CEILING_SECONDS = Math.min(SECONDS, 20);
const PORT = Number(process.env.BENCH_CLUSTER_PORT || 3300);
const PG_PORT = Number(process.env.BENCH_CLUSTER_PG_PORT || 55532);
/** The bar for both listeners' loads: no errors, p97.5 under this, and the default's memory at most this. */
const P975_TARGET_MS = 300;
const DEFAULT_RSS_TARGET_MB = 450;
/** A 64 KB range from the default at least this share of nginx serving the same file. */
const STREAM_TARGET = 0.9;
/** The load runs this long before the first SIGTERM, and this long after the last instance is back. */
const RESTART_AFTER_MS = 10_000;
const SETTLE_AFTER_RESTART_MS = 3_000;
/**
 * Each mixed load follows a short one that is not counted: the first seconds of a server just started (each page's
 * first rendering, empty caches, code not yet optimized) measured 23-29 timeouts of 10 s in 12 s at 200 connections
 * through nginx, and none once warm. A rolling restart still brings a cold instance back into the measured load.
 */
const WARM_UP = { connections: Math.min(CONNECTIONS, 100), duration: 5 };
const LISTENER = { username: 'benchlistener', email: 'bench-listener@example.com' };

const report = [];
/** What is running now, to stop on Ctrl-C as well. */
const running = new Set();
const num = (n) => n.toLocaleString('en-US');
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const loadFigures = (r) => `${num(r['req/s'])} req/s over ${r.seconds} s, p50 ${r['p50 ms']} ms, p97.5 ${r['p97.5 ms']} ms, p99 ${r['p99 ms']} ms, ${r.errors} errors`;
const failuresOf = (r) => (r.errors ? ` (${Object.entries(r.failures).filter(([, n]) => n).map(([kind, n]) => `${kind}: ${n}`).join(', ')})` : '');

const LISTENERS = `${num(CONNECTIONS)} listeners, a request every ${THINK_MS / 1000} s each on average`;

/**
 * The most the site answers: `CONNECTIONS` connections each asking again as soon as it is answered. Its latency is
 * the connections over the rate (Little's law): the rate is the figure, for the capacity plan.
 */
async function measureCeiling(base, catalog) {
  log(`ceiling: ${CONNECTIONS} connections without a pause for ${CEILING_SECONDS} s ...`);
  const ceiling = await mixedLoad(base, catalog, { connections: CONNECTIONS, duration: CEILING_SECONDS });
  log(`ceiling: ${loadFigures(ceiling)}`);
  return ceiling;
}

/** Starts `run` again every `ms` until the returned stop is called; the stop answers what `run` answered each time. */
function every(ms, run) {
  const seen = [];
  const timer = setInterval(() => Promise.resolve(run()).then((value) => seen.push(value), () => {}), ms);
  return () => {
    clearInterval(timer);
    return seen;
  };
}

/** The catalog as the mixed load draws from it, read through `base`: slugs, mixtape ids, (track, mixtape) pairs. */
async function catalogOf(base) {
  const all = (await (await fetch(`${base}/api/v3/mixtapes?page=1&take=100`)).json()).data;
  const queues = await Promise.all(all.map(async (m) => (await (await fetch(`${base}/api/v3/mixtapes/${m.id}/queue`)).json()).map((t) => [t.id, m.id])));
  const search = (await fetch(`${base}/api/v3/search?query=mix`)).status === 200;
  return { slugs: all.map((m) => m.slug), mixtapeIds: all.map((m) => m.id), pairs: queues.flat(), search };
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [command, ...args], { stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code})`))));
  });
}

/** The cluster: its checks, then the mixed load through nginx with a rolling restart meanwhile. */
async function measureCluster(adminUrl, bucket) {
  const cluster = await startCluster({
    adminUrl,
    bucket,
    port: PORT,
    seed: ['scripts/seed.ts'],
    // One address (this machine's) sends every event batch: its limit stays on, out of reach.
    env: { ...CHECKS_ENV, RATE_LIMIT_EVENTS_PER_MINUTE: '1000000000' },
    log,
  });
  running.add(cluster.stop);
  try {
    log(`checks through nginx (${cluster.base}):`);
    let passed = 0;
    const checks = clusterChecks(() => cluster);
    for (const check of checks) {
      const started = Date.now();
      const failed = await check.run().then(
        () => null,
        (error) => error.message,
      );
      if (!failed) passed++;
      console.log(`  ${failed ? 'FAIL' : 'PASS'} ${check.name} (${((Date.now() - started) / 1000).toFixed(1)} s)${failed ? `\n       ${failed}` : ''}`);
      report.push({ part: 'Cluster: one site', measure: check.name, result: failed ? `failed: ${failed}` : 'passed', target: 'passes', met: !failed });
    }
    log(`${passed} of ${checks.length} checks passed`);

    const listener = await signUp(cluster.base, cluster.env.DEV_TOOLS_KEY, LISTENER.username, LISTENER.email);
    const catalog = { ...(await catalogOf(cluster.base)), login: { user: listener.username, pass: listener.password } };
    await mixedLoad(cluster.base, catalog, WARM_UP);
    log(`mixed load through nginx: ${CONNECTIONS} listeners for at least ${SECONDS} s, a rolling restart after ${RESTART_AFTER_MS / 1000} s ...`);
    const memory = every(1000, () => cluster.instances.map((instance) => treeRssMb(instance.pid)));
    const connections = every(1000, () =>
      cluster.query("select application_name as app, count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'mixtape-%' group by 1"),
    );
    const restart = new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS))
      .then(() => cluster.rollingRestart())
      .then(async (steps) => {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_AFTER_RESTART_MS));
        return steps;
      });
    const mixed = await mixedLoad(cluster.base, catalog, { connections: CONNECTIONS, duration: SECONDS, until: restart, thinkMs: THINK_MS });
    const steps = await restart;
    const rss = memory();
    const pool = connections();
    const [{ n: stored }] = await cluster.query('select count(*)::int as n from analytics_events where event_id like $1', [`${mixed.eventIdPrefix}%`]);

    console.table([{ 'req/s': mixed['req/s'], seconds: mixed.seconds, 'p50 ms': mixed['p50 ms'], 'p97.5 ms': mixed['p97.5 ms'], 'p99 ms': mixed['p99 ms'], errors: mixed.errors }]);
    if (mixed.errors) console.log('Errors by kind:', mixed.failures);
    // What nginx met besides instances refusing connections while they restart (which it retries elsewhere).
    const met = fs.readFileSync(path.join(cluster.dir, 'nginx/error.log'), 'utf8').split('\n').filter((line) => line && !/Connection refused|temporarily disabled/.test(line));
    if (met.length) console.log(`nginx's error log, ${met.length} lines besides refused connections; the last ones:\n${met.slice(-10).join('\n')}`);
    const restarts = steps.map((s) => `${s.name} exited ${s.exitCode}, back after ${s.awaySeconds} s`).join('; ');
    log(`rolling restart: ${restarts}`);
    log(`events: ${stored} stored of ${mixed.eventsAccepted} answered as accepted`);
    const part = 'Cluster: mixed load through nginx, rolling restart';
    const measure = `${LISTENERS}, 2 instances, one SIGTERM and start after the other`;
    report.push({ part, measure, result: loadFigures(mixed) + failuresOf(mixed), target: `0 errors, p97.5 < ${P975_TARGET_MS} ms`, met: mixed.errors === 0 && mixed['p97.5 ms'] < P975_TARGET_MS });
    report.push({ part, measure: 'the rolling restart', result: restarts, target: 'each exits 0', met: steps.every((s) => s.exitCode === 0) });
    report.push({ part, measure: 'accepted writes: events answered as stored, found in the database afterwards', result: `${num(stored)} of ${num(mixed.eventsAccepted)}`, target: 'all', met: stored >= mixed.eventsAccepted });
    cluster.instances.forEach((instance, i) => {
      const samples = rss.map((sample) => sample[i]).filter(Boolean);
      report.push({ part, measure: `resident memory of ${instance.name}`, result: `${Math.max(...samples)} MB at most, ${samples.at(-1)} MB at the end` });
    });
    const peak = {};
    for (const rows of pool) for (const { app, n } of rows) peak[app] = Math.max(peak[app] ?? 0, n);
    report.push({ part, measure: 'PostgreSQL connections at most, by process', result: Object.entries(peak).sort().map(([app, n]) => `${app}: ${n}`).join(', ') });

    const ceiling = await measureCeiling(cluster.base, catalog);
    report.push({ part: 'Cluster: ceiling through nginx', measure: `${CONNECTIONS} connections asking without a pause, 2 instances`, result: loadFigures(ceiling) + failuresOf(ceiling) });
  } finally {
    running.delete(cluster.stop);
    await cluster.stop();
  }
}

/** The embedded default (`npm start`): a stream range against nginx on the same file, then the mixed load. */
async function measureDefault() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-bench-default-'));
  log(`the embedded default (npm start) on ${dataDir} ...`);
  let server;
  try {
    server = await startDefaultServer({ port: PORT + 4, dataDir });
    running.add(server.stop);
    const catalog = await catalogOf(server.base);
    const streamPath = `/api/v3/tracks/${catalog.pairs[0][0]}/stream`;
    const streamSize = Number((await fetch(`${server.base}${streamPath}`, { method: 'HEAD' })).headers.get('content-length'));
    const mediaDir = path.join(dataDir, 'media');
    const files = await staticFileServer(PORT + 3, mediaDir);
    const range = { headers: { Range: 'bytes=0-65535' }, duration: 10 };
    const app = await load('stream', { url: `${server.base}${streamPath}`, ...range });
    const ceiling = await load('files', { url: `http://127.0.0.1:${PORT + 3}${findMediaFile(mediaDir, streamSize)}`, ...range });
    await files.stop();
    const ratio = Math.round((app['req/s'] / ceiling['req/s']) * 1000) / 1000;
    log(`64 KB range: ${app['req/s']} req/s against ${files.name}'s ${ceiling['req/s']}: ratio ${ratio}`);
    report.push({
      part: 'Default: media',
      measure: '64 KB stream range, 10 connections for 10 s',
      result: `${num(app['req/s'])} req/s, p99 ${app['p99 ms']} ms, ${app.errors} errors`,
      ceiling: `${files.name}: ${num(ceiling['req/s'])} req/s; ratio ${ratio}`,
      target: `ratio ≥ ${STREAM_TARGET}`,
      met: ratio >= STREAM_TARGET,
    });

    const listener = await signUp(server.base, BENCH_TOOLS_KEY, LISTENER.username, LISTENER.email);
    const loginCatalog = { ...catalog, login: { user: listener.username, pass: listener.password } };
    await mixedLoad(server.base, loginCatalog, WARM_UP);
    log(`mixed load: ${CONNECTIONS} listeners for ${SECONDS} s ...`);
    const before = treeRssMb(server.pid);
    const memory = every(1000, () => treeRssMb(server.pid));
    const mixed = await mixedLoad(server.base, loginCatalog, { connections: CONNECTIONS, duration: SECONDS, thinkMs: THINK_MS });
    const most = Math.max(before, ...memory());
    console.table([{ 'req/s': mixed['req/s'], 'p50 ms': mixed['p50 ms'], 'p97.5 ms': mixed['p97.5 ms'], 'p99 ms': mixed['p99 ms'], errors: mixed.errors, 'RSS before MB': before, 'RSS at most MB': most }]);
    if (mixed.errors) console.log('Errors by kind:', mixed.failures);
    // A thousand requests in flight at once hold more memory than the listeners ever do: measured apart.
    const memoryAtCeiling = every(1000, () => treeRssMb(server.pid));
    const saturated = await measureCeiling(server.base, loginCatalog);
    const mostAtCeiling = Math.max(...memoryAtCeiling());
    const part = 'Default: mixed load';
    report.push({ part, measure: `${LISTENERS}, one process, embedded PGlite`, result: loadFigures(mixed) + failuresOf(mixed), target: `0 errors, p97.5 < ${P975_TARGET_MS} ms`, met: mixed.errors === 0 && mixed['p97.5 ms'] < P975_TARGET_MS });
    report.push({ part, measure: "resident memory of the server's processes under the listeners", result: `${before} MB before, ${most} MB at most`, target: `≤ ${DEFAULT_RSS_TARGET_MB} MB`, met: most <= DEFAULT_RSS_TARGET_MB });
    report.push({ part, measure: `ceiling: ${CONNECTIONS} connections asking without a pause`, result: `${loadFigures(saturated)}${failuresOf(saturated)}; ${mostAtCeiling} MB resident at most` });
  } finally {
    running.delete(server?.stop);
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!buildIsFresh()) {
  log('building the production bundle (the sources changed since the last build) ...');
  await run('scripts/build.mjs', []);
}
// Both seeds (the cluster's and the default's) make the same demo audio: made once, kept for the run.
if (!process.env.SEED_TRACK_CACHE) {
  process.env.SEED_TRACK_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-seed-tracks-'));
  process.on('exit', () => fs.rmSync(process.env.SEED_TRACK_CACHE, { recursive: true, force: true }));
}
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, async () => {
    for (const stop of [...running].reverse()) await stop().catch(() => {});
    process.exit(code);
  });
}

const external = process.env.BENCH_CLUSTER_DATABASE_URL;
const bucket = process.env.S3_BUCKET ? Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_') || name === 'MEDIA_URL')) : undefined;
const postgres = external ? null : await startPostgres(PG_PORT);
if (postgres) running.add(postgres.stop);
try {
  await measureCluster(external ?? postgres.url, bucket && { ...bucket, MEDIA_STORAGE: 's3' });
} finally {
  running.delete(postgres?.stop);
  await postgres?.stop();
}
const skipped = [];
if (process.env.BENCH_CLUSTER_DEFAULT !== '0') await measureDefault();
else skipped.push('the embedded default (BENCH_CLUSTER_DEFAULT=0)');

const written = writeReport('bench:cluster', {
  date: new Date(),
  machine: machine(),
  commit: gitCommit(),
  setup:
    `Setup: PostgreSQL ${external ? '(given)' : '(started here)'}, ${bucket ? `the bucket ${bucket.S3_BUCKET}` : 'a local S3 server (s3rver)'}, two instances of the production ` +
    `server (one process each) on the demo catalog, nginx in front (round robin, keep-alive, retries of what is safe to retry). The mixed load (pages, lists, queues, ` +
    `search, stream ranges, event batches, log-ins): ${num(CONNECTIONS)} listeners on a connection each, waiting ${THINK_MS / 1000} s on average between requests, for at least ${SECONDS} s ` +
    `(through nginx with a rolling restart under way, then against the embedded default alone), after ${WARM_UP.duration} s of autocannon not counted; then the ceiling, ` +
    `autocannon with ${num(CONNECTIONS)} connections asking without a pause for ${CEILING_SECONDS} s. The load generator, nginx, PostgreSQL and the S3 server share the machine's cores with the app.`,
  rows: report,
  skipped,
});
log(`every figure written to ${path.relative(process.cwd(), written)}`);
process.exitCode = report.every((row) => row.met !== false) ? 0 : 1;
