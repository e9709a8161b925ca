// `npm run serve`: the production server: our own Node HTTP server with the gateway (transport errors, URL checks,
// security headers: server/http/gateway.ts) in front of everything. /api requests go straight to the API router
// (server/api.ts: the route table of server/routes, matched by server/http/api-router.ts) without Next's request pipeline; the
// build's scripts and style sheets go out in their brotli copies when the browser takes brotli
// (server/http/build-assets.ts); pages go to Next's request handler. The API tests run the same gateway and
// router. Serves an existing build (`npm run build`, or `npm start` which builds when stale). Listens on PORT
// (3000) and HOSTNAME (all interfaces when unset).
//
// WEB_CONCURRENCY web workers (by default one per core on PostgreSQL, and one on the embedded database, where
// every statement runs in the primary anyway: see webConcurrency) share the port through node:cluster. The primary serves no requests: it keeps the workers running, passes news between them and, on
// the embedded database, owns PGlite and runs the workers' statements (server/cluster/primary.ts). On PostgreSQL
// every worker has its own pool.
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { SERVER_BUNDLE } from './build.mjs';
import { warmUp } from './warm-pages.mjs';

// How long a stop waits for requests in flight (a long audio stream, say) and for clients to close their idle
// connections before cutting them off.
const GRACE_MS = 8_000;
// A stop listens on until no request has come in for QUIET_MS (a proxy unaware of the stop has held this process
// failed by then: see stopKeepingAlive), but no longer than LISTEN_AT_MOST_MS.
const QUIET_MS = 300;
const LISTEN_AT_MOST_MS = 3_000;
// A worker that dies this soon after it started, this many times in a row, means the build or the
// configuration is broken: the primary stops instead of forking forever.
const EARLY_EXIT_MS = 15_000;
const EARLY_EXITS_ALLOWED = 3;

/** server/production.ts as the build compiled it (scripts/build.mjs): every module of server/ the server runs. */
const loadServer = () => createRequire(import.meta.url)(path.resolve(SERVER_BUNDLE, 'production.js'));

/**
 * WEB_CONCURRENCY, else one worker per core on PostgreSQL and a single process on embedded PGlite: PGlite runs
 * one statement at a time in the process that owns it, so more workers only add the IPC hop and a second copy
 * of the app (measured on 2 cores: the same 1,400-1,730 req/s, p95 186-236 → 263-354 ms, 411 → 788 MB).
 */
function webConcurrency(settings) {
  return settings.WEB_CONCURRENCY ?? (settings.DATABASE_URL ? os.availableParallelism() : 1);
}

function loadEnvironment() {
  // Before Next and React load: they pick their production builds from it, as `next start` would.
  process.env.NODE_ENV ??= 'production';
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  nextEnv.loadEnvConfig(process.cwd(), false);
}

function shownUrl(hostname, port) {
  const shown = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/**
 * Stops on SIGINT and SIGTERM (and, in a worker, when the primary asks): `stop` runs once, then the process exits
 * 0; a second signal from outside (a second Ctrl-C) exits at once. `stop` learns whether someone at a terminal
 * asked (SIGINT, Ctrl-C): they wait for nothing that need not finish.
 */
function onStop(logger, stop) {
  let stopping = false;
  const run = (reason, fromOutside, interactive) => {
    if (stopping) {
      if (fromOutside) process.exit(1);
      return;
    }
    stopping = true;
    logger.info({ signal: reason }, 'finishing requests in flight, then stopping');
    stop({ interactive }).then(
      () => {
        logger.info('stopped');
        logger.flush();
        process.exit(0);
      },
      (error) => {
        logger.error({ error: error instanceof Error ? error.message : String(error) }, 'could not stop cleanly');
        logger.flush();
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run(signal, true, signal === 'SIGINT'));
  if (cluster.isWorker) process.on('message', (message) => message?.kind === 'stop' && run('asked by the primary', false, message.interactive));
}

/**
 * Stops taking connections once requests have stopped coming, and resolves once every connection has closed.
 * Closing the listening socket resets the connections waiting in its queue, requests already sent on them: a
 * proxy retries those only when they are idempotent, so it closes only once no request has come in for a while
 * (stoppedComing: a proxy unaware of the stop soon holds this process failed, see stopKeepingAlive). Not http's
 * server.close(), which also closes every idle keep-alive connection at once: a proxy sending a request on one at
 * that moment gets a reset for a request it has sent. Instead each answer now closes its connection, and idle ones
 * are left to their client, a proxy closing its own (its idle timeout must be shorter than Node's keep-alive
 * timeout, 5 s, as it must be anyway), else to that timeout. `interactive` (Ctrl-C) waits for none of that.
 */
async function stopServing(server, stoppedComing, { interactive }) {
  for (const until = Date.now() + LISTEN_AT_MOST_MS; !interactive && !stoppedComing(QUIET_MS) && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => {
    net.Server.prototype.close.call(server, () => resolve());
    if (interactive) server.closeIdleConnections();
  });
}

/** Serves from this process: the whole app, or one web worker of it. */
async function serveHere({ port, hostname }) {
  const { default: next } = await import('next');
  // Next's bundle holds a second copy of the server code, used here only by the pages' in-process catalog reads:
  // the API's caches and open files belong to this one alone. The database handle lives on globalThis, shared by
  // both: opened here first, so it is this copy that starts the embedded database's thread (its compiled twin),
  // and closeApi closes the one both use.
  const { createGatewayServer, isApiUrl, createApi, closeApi, createBuildAssets, getDb, listenToPeers, logger, startJobs, stopKeepingAlive, stoppedComing, gatedPages } = loadServer();
  await getDb();
  // On PostgreSQL: what the other instances change reaches this one's caches (server/cluster/peers.ts).
  await listenToPeers();
  // A single process runs the jobs itself; in a cluster the primary does (server/production.ts).
  if (!cluster.isWorker) await startJobs();
  const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
  await app.prepare();
  const pages = app.getRequestHandler();
  const api = createApi();
  const assets = createBuildAssets();
  // A page named by a slug written another way is sent on to its one URL (or is a 404), and a taken-down mixtape's
  // page answers 451 (pages/unavailable.tsx), before Next and whatever its cache holds (server/ssr/page-gate.ts).
  const page = gatedPages({
    page: pages,
    notFound: (req, res) => app.render404(req, res),
    unavailable: (req, res, slug) => app.render(req, res, '/unavailable', { slug }),
  });
  const site = (req, res) => (isApiUrl(req.url) ? api(req, res) : assets(req, res) || page(req, res));
  await warmUp(site, logger);
  const server = createGatewayServer(site);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  if (cluster.isWorker) logger.debug({ port }, 'worker listening');
  else logger.info({ port }, `Ready on ${shownUrl(hostname, port)}`);

  // A rolling restart: readiness goes 503, every answer closes its connection and new GETs are sent elsewhere (a
  // 503 a proxy retries), then new connections are refused (a proxy sends those requests, never sent, to another
  // instance), what is in flight is answered, and only then do the jobs (a job running is handed back to the queue,
  // for another process) and the database close.
  onStop(logger, async ({ interactive }) => {
    stopKeepingAlive();
    const cutOff = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    await stopServing(server, stoppedComing, { interactive });
    clearTimeout(cutOff);
    await app.close();
    await closeApi();
  });
}

/** The primary of the web workers: forks and keeps them, and what server/cluster/primary.ts does. */
async function servePrimary({ port, hostname, workers }) {
  const { logger, startPrimary } = loadServer();
  // Workers run this file (not `npm start`'s, which builds and seeds); dates, buffers and big integers in database
  // rows cross the IPC channel as they are.
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), serialization: 'advanced' });
  const primary = await startPrimary(cluster);

  let stopping = false;
  let earlyExits = 0;
  const started = new Map();
  const fork = () => {
    const worker = cluster.fork({ PORT: String(port), HOSTNAME: hostname ?? '' });
    started.set(worker.id, Date.now());
    // Its IPC channel failing (it is exiting) is not the primary's failure: 'exit' follows and says what happened.
    worker.on('error', (error) => logger.warn({ worker: worker.process.pid, error: error.message }, 'a web worker channel failed'));
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    primary.workerGone(worker.id);
    if (stopping) return;
    earlyExits = Date.now() - started.get(worker.id) < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    logger.error({ worker: worker.process.pid, exitCode: code, signal }, 'a web worker died');
    if (earlyExits > EARLY_EXITS_ALLOWED) {
      logger.fatal('web workers keep dying as they start: stopping');
      logger.flush();
      process.exit(1);
    }
    fork();
  });

  // On the app's port: a worker also listens briefly on a private one while it renders the cached pages.
  const listening = Array.from({ length: workers }, () => {
    const worker = fork();
    return new Promise((resolve) => worker.on('listening', (address) => address.port === port && resolve()));
  });
  await Promise.all(listening);
  logger.info({ port, workers, database: primary.database }, `Ready on ${shownUrl(hostname, port)} with ${workers} web workers`);

  onStop(logger, async ({ interactive }) => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    const exited = running.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve() : worker.once('exit', resolve))));
    for (const worker of running) if (worker.isConnected()) worker.send({ kind: 'stop', interactive }, undefined, () => {});
    // A worker that does not finish in time is ended: its own grace cuts streams at GRACE_MS.
    const kill = setTimeout(() => running.forEach((worker) => worker.process.kill('SIGKILL')), GRACE_MS + 5_000);
    await Promise.all(exited);
    clearTimeout(kill);
    // Only now: the workers' last statements ran here.
    await primary.close();
  });
}

/** The development tools' key, made before the workers fork (they inherit it), and the line that gives it to whoever started the server. */
function announceDevTools(settings, hostname, port) {
  const { openDevTools, isOutboxEnabled, logger } = loadServer();
  const line = openDevTools(isOutboxEnabled(), (settings.APP_URL ?? shownUrl(hostname, port)).replace(/\/+$/, ''));
  if (line) logger.info(line);
}

export async function serve(options = {}) {
  loadEnvironment();
  // Every setting is read and checked here, once (server/core/config.ts): a wrong one stops the server, named.
  const settings = loadServer().loadSettings();
  const { port = settings.PORT, hostname = settings.HOSTNAME } = options;
  // Refuses to start as an instance that would sign with a secret the others on its database do not share.
  if (cluster.isPrimary) loadServer().assertSharedSecret();
  if (cluster.isPrimary) announceDevTools(settings, hostname, port);
  const workers = webConcurrency(settings);
  if (cluster.isPrimary && workers > 1) return servePrimary({ port, hostname, workers });
  return serveHere({ port, hostname });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve().catch((error) => {
    // A wrong setting says which and why; its stack would say nothing more.
    console.error(error?.name === 'ConfigError' ? error.message : error);
    process.exit(1);
  });
}
