import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayServer, isApiUrl } from '@/server/http/gateway';
import { scratchDatabase } from '@/scripts/cluster/postgres';
import { freshDataDir } from './data-dir';
import { DEV_TOOLS_KEY } from './dev-tools';

export interface TestApi {
  /** Base URL of the running server, e.g. http://127.0.0.1:54321 */
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A fresh database: a new PGlite folder, or with TEST_DATABASE_URL (or DATABASE_URL) a new database on that PostgreSQL
 * server. TEST_DATABASE_URL reaches these suites only, not the production server the later steps of `npm test` start.
 * Must run before any server module is loaded, since they read the environment once.
 */
async function freshDatabase(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) return async () => {};
  const previous = process.env.DATABASE_URL;
  const database = await scratchDatabase(adminUrl, 'mixtape_test');
  process.env.DATABASE_URL = database.url;
  return async () => {
    await database.drop();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  };
}

export interface StartOptions {
  /** Seed a small catalog (a few mixtapes with short real MP3s). */
  seed?: boolean | Record<string, unknown>;
  /** Set in the environment before the server modules load (they read it once), such as TRUST_PROXY. */
  env?: Record<string, string>;
  /** Run the job queue's workers in this process, as the server does (processing uploads). */
  jobs?: boolean;
}

/** Starts the production API router behind a real HTTP server (with the production gateway) on a fresh database. */
export async function startTestApi(options: StartOptions = {}): Promise<TestApi> {
  // Every answer is checked against its route's declared reply schema (the ones the site parses with).
  process.env.CHECK_API_REPLIES = '1';
  // Counters move in kept answers at once, so a test reads them right after an event (2 s in production).
  process.env.CATALOG_COUNTER_LAG_MS = '0';
  // The outbox and the test clock answer whoever holds the key (readOutbox and devToolsHeaders send it).
  process.env.DEV_TOOLS_KEY = DEV_TOOLS_KEY;
  process.env.PAYMENTS_TEST_CLOCK = '1';
  Object.assign(process.env, options.env);
  const dropDatabase = await freshDatabase();
  const dataDir = freshDataDir('mixtape-api-');
  process.env.DATA_DIR = dataDir;
  // Loaded only now: server modules read the environment set above once.
  const [{ getDb }, { createApi, closeApi }] = await Promise.all([import('@/server/db/client'), import('@/server/api')]);
  const db = await getDb();
  if (options.seed) {
    const { seedCatalog } = await import('@/server/demo/seed');
    const seedOptions = typeof options.seed === 'object' ? options.seed : {};
    await seedCatalog(db, { mixtapes: 8, artists: 4, djs: 3, minTracks: 2, maxTracks: 3, minSeconds: 3, maxSeconds: 4, ...seedOptions });
  }

  // What `npm start` runs: the gateway, the API router behind it, and the gate in front of the pages
  // (server/ssr/page-gate.ts). The pages are Next's there; here every page the gate lets through, and its 404 page,
  // answer a 404 (fetch resolves some odd API paths, like /api/%2e%2e, to one of them), and its 451 page is the
  // status with the slug it was asked for.
  const api = createApi();
  if (options.jobs) await (await import('@/server/jobs')).startJobs();
  const { gatedPages } = await import('@/server/ssr/page-gate');
  const noPage = (_req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ statusCode: 404, message: 'Not found', error: 'Not Found' }));
  };
  const pages = gatedPages({
    page: noPage,
    notFound: noPage,
    unavailable: (_req, res, slug) => res.writeHead(451, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`unavailable: ${slug}`),
  });
  const server = createGatewayServer((req, res) => (isApiUrl(req.url ?? '/') ? api(req, res) : pages(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApi();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's API, started before its tests and stopped after them: call it at the top of the file, so that the
 * suite's own beforeAll finds it running. Its fields are set once it has started.
 */
export function apiForSuite(options: StartOptions = {}): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    Object.assign(api, await startTestApi(options));
  });
  afterAll(() => api.stop());
  return api;
}
