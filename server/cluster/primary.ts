import type { Cluster } from 'node:cluster';
import { closeDb, ownedPglite } from '../db/client';
import { servePgliteToWorkers } from '../db/pglite-ipc';
import { relayPeerNews } from './peers';

export interface Primary {
  /** 'embedded' when this process owns PGlite for the workers, else 'postgresql'. */
  database: 'embedded' | 'postgresql';
  /** A worker exited: what it left open in the database is rolled back. */
  workerGone: (workerId: number) => void;
  /** After the last worker exited: closes the database. */
  close: () => Promise<void>;
}

/**
 * What the primary of scripts/serve.mjs does besides forking: relays the workers' news to each other and, on the
 * embedded database, opens PGlite (migrating it) and runs the workers' statements. Loaded by serve.mjs from the
 * compiled server bundle (server/production.ts).
 */
export async function startPrimary(cluster: Cluster): Promise<Primary> {
  relayPeerNews(cluster);
  const pglite = await ownedPglite();
  const workerGone = pglite ? servePgliteToWorkers(pglite, cluster) : () => {};
  return { database: pglite ? 'embedded' : 'postgresql', workerGone, close: closeDb };
}
