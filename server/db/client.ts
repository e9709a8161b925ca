import path from 'node:path';
import fs from 'node:fs';
import cluster from 'node:cluster';
import type { PGlite as EmbeddedClient } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { config, settings } from '../core/config';
import { logger } from '../core/logger';
import { reportPoolStats } from '../core/metrics';
import { serverThread } from '../core/worker-threads';
import { pgliteOver, pgliteOverIpc, type PgliteLike } from './pglite-ipc';
import type { DatabaseThreadNews, DatabaseThreadSetup } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of `db.execute()`: node-postgres answers a result with `rows`, the embedded database's client may answer the rows. */
export const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

interface Handle {
  db: Db;
  close: () => Promise<void>;
  /** The embedded database, in the process that owns it (its thread's client). */
  pglite?: PgliteLike;
  /** The embedded database as this process reaches it: its own thread's client, or a cluster worker's link to the primary. */
  embedded?: PgliteLike;
}

const MIGRATIONS = path.join(process.cwd(), 'server/db/migrations');

async function open(): Promise<Handle> {
  const url = config.databaseUrl;
  if (url) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new Pool({ connectionString: url, max: settings().DATABASE_POOL_SIZE ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (error) => logger.warn({ error: error.message }, 'PostgreSQL pool: idle connection lost'));
    reportPoolStats(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  if (cluster.isWorker) {
    // A web worker of `npm start` on the embedded database: the primary owns it (and migrated it); statements go there.
    const { drizzle } = await import('drizzle-orm/pglite');
    const embedded = pgliteOverIpc();
    const db = drizzle(embedded as unknown as EmbeddedClient, { schema });
    return { db: db as unknown as Db, close: async () => {}, embedded };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const thread = await startDatabaseThread({ dir: path.join(config.dataDir, 'pglite'), sharedBuffers: config.pgliteSharedBuffers, migrationsFolder: MIGRATIONS });
  const db = drizzle(thread.client as unknown as EmbeddedClient, { schema });
  return { db: db as unknown as Db, close: thread.close, pglite: thread.client, embedded: thread.client };
}

/**
 * Starts the embedded database's thread (pglite-thread.ts) and answers once PGlite is open and migrated: a client
 * for drizzle, and `close`, which shuts PGlite down cleanly and ends the thread. While a statement waits for its
 * answer the thread keeps the process alive, and only then: an idle database never holds a script open.
 */
async function startDatabaseThread(setup: DatabaseThreadSetup): Promise<{ client: PgliteLike; close: () => Promise<void> }> {
  // What the thread allocates (statements in, rows out) dies young: a small young generation does, and with V8's
  // default it held 20 MB more under load.
  const thread = serverThread('server/db/pglite-thread.ts', { workerData: setup, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  let closing = false;
  thread.on('error', (error) => logger.error({ error: error.stack ?? error.message }, 'embedded database thread failed'));
  thread.on('exit', (code) => {
    if (!closing) logger.error({ code }, 'embedded database thread stopped');
  });
  const news = await new Promise<DatabaseThreadNews>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('exit', (code) => reject(new Error(`The embedded database thread stopped while opening (exit code ${code})`)));
  });
  if (news.kind === 'failed') {
    await thread.terminate();
    throw Object.assign(new Error(news.error.message), news.error);
  }
  thread.unref();
  const client = pgliteOver({
    send: (message) => thread.postMessage(message),
    onMessage: (listener) => thread.on('message', listener),
    busy: (waiting) => (waiting ? thread.ref() : thread.unref()),
    onGone: (listener) => thread.once('exit', (code) => listener(new Error(`The embedded database has stopped (thread exit code ${code})`))),
  });
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  return {
    client,
    async close() {
      closing = true;
      thread.ref();
      thread.postMessage({ kind: 'close' });
      await exited;
    },
  };
}

// One database handle per process: kept on globalThis so Next's dev reloads reuse it
// (PGlite allows only one process, and one instance, per data folder).
const holder = globalThis as typeof globalThis & { __mixtapeDb?: Promise<Handle> };

export function getDb(): Promise<Db> {
  holder.__mixtapeDb ??= open().catch((error) => {
    holder.__mixtapeDb = undefined;
    throw error;
  });
  return holder.__mixtapeDb.then((h) => h.db);
}

/** The embedded database this process owns (opening it), or null on PostgreSQL: the primary serves it to its workers. */
export async function ownedPglite(): Promise<PgliteLike | null> {
  await getDb();
  return (await holder.__mixtapeDb)?.pglite ?? null;
}

/** The embedded database as this process reaches it, or null on PostgreSQL (for clients other than drizzle: the job queue). */
export async function embeddedDatabase(): Promise<PgliteLike | null> {
  await getDb();
  return (await holder.__mixtapeDb)?.embedded ?? null;
}

export async function closeDb(): Promise<void> {
  const handle = holder.__mixtapeDb;
  holder.__mixtapeDb = undefined;
  if (handle) await (await handle).close();
}

/** How many migrations the code has (the journal drizzle-kit writes beside them). */
function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * For readiness: the migrations applied in the database and the ones this code knows (a database migrated
 * further, by a newer release during a rolling deploy, is fine). Rejects when the database does not answer.
 */
export async function migrationCounts(): Promise<{ applied: number; expected: number }> {
  const db = await getDb();
  const result = await db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  // node-postgres answers a result object, PGlite an array-like result with rows: read both.
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { applied: number }[] }).rows;
  return { applied: Number(rows[0]?.applied ?? 0), expected: expectedMigrations() };
}
