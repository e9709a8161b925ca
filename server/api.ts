import { getMediaStorage } from './adapters/media-storage';
import { receiveProviderEvents } from './adapters/payments';
import { invalidateCatalog } from './cache/catalog-cache';
import { stopListeningToPeers } from './cluster/peers';
import { closeDb } from './db/client';
import { createApiRouter } from './http/api-router';
import { receiveWebhook } from './payments/webhooks';
import { apiRoutes } from './routes';
import { closeJobs } from './jobs';

// The API as a whole, for what serves it: the production server (server/production.ts), `next dev`'s catch-all
// API route (pages/api/[[...path]].ts) and the API tests.

/** A request listener for /api URLs: the router over every route. (What serves it starts the jobs: server/jobs.ts.) */
export function createApi() {
  receiveProviderEvents(receiveWebhook);
  return createApiRouter(apiRoutes);
}

/**
 * Lets go of what the API holds in this process: the job queue, open media files, kept catalog answers, the
 * connection hearing the other instances, the database.
 */
export async function closeApi(): Promise<void> {
  await closeJobs();
  // First: a stopping instance has no news for the others.
  await stopListeningToPeers();
  getMediaStorage().close();
  invalidateCatalog();
  await closeDb();
}
