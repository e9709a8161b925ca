import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Handle {
  db: Db;
  close: () => Promise<void>;
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
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool: idle connection lost', error.message));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => client.close() };
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

export async function closeDb(): Promise<void> {
  const handle = holder.__mixtapeDb;
  holder.__mixtapeDb = undefined;
  if (handle) await (await handle).close();
}
