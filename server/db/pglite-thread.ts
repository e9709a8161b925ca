import fs from 'node:fs';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPgliteServer, serializeError, type PgliteLike } from './pglite-ipc';

// The embedded database's own thread, started by client.ts: PGlite runs every statement synchronously on the
// thread that owns it, so here a long one (a checkpoint, a batch of events) holds up only other statements, not
// the requests the main thread is serving. Opens PGlite, migrates it, answers {kind: 'ready'} (or 'failed'), then
// runs the statements the main thread sends (pglite-ipc.ts) until it is asked to close.

export interface DatabaseThreadSetup {
  dir: string;
  sharedBuffers: string;
  migrationsFolder: string;
}

export type DatabaseThreadNews = { kind: 'ready' } | { kind: 'failed'; error: ReturnType<typeof serializeError> };

async function serve(port: MessagePort, setup: DatabaseThreadSetup): Promise<void> {
  let client: PGlite;
  try {
    fs.mkdirSync(setup.dir, { recursive: true });
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${setup.sharedBuffers}`];
    // Search needs the two extensions (migration 0007_search); PostgreSQL ships them as contrib extensions too.
    client = await PGlite.create(setup.dir, { extensions: { pg_trgm, unaccent }, startParams });
    await migrate(drizzle(client), { migrationsFolder: setup.migrationsFolder });
  } catch (error) {
    port.postMessage({ kind: 'failed', error: serializeError(error) } satisfies DatabaseThreadNews);
    return;
  }
  const server = createPgliteServer(client as unknown as PgliteLike);
  port.on('message', (message: unknown) => {
    if ((message as { kind?: unknown } | null)?.kind === 'close') {
      // Closing the port ends the thread once PGlite has shut down cleanly.
      void client.close().finally(() => port.close());
      return;
    }
    server.handle(0, message, (reply) => port.postMessage(reply));
  });
  port.postMessage({ kind: 'ready' } satisfies DatabaseThreadNews);
}

if (parentPort) void serve(parentPort, workerData as DatabaseThreadSetup);
