import type { IncomingMessage, ServerResponse } from 'node:http';

// Under `next dev`, every /api URL comes here and goes to the API's one router, as the production server sends it
// there directly (scripts/serve.mjs). The API reads bodies itself: Next's parser would answer bad JSON and
// oversized bodies with bare text, and take any Content-Type.
export const config = { api: { bodyParser: false } };

// Loaded on the first request, not with this module: a production server never sends one here, yet Next loads every
// page's module as it starts, and a second copy of the API (and of the job queue, with workers of its own) would
// live beside the compiled one in every process.
let api: Promise<(req: IncomingMessage, res: ServerResponse) => unknown> | undefined;

export default async function handler(req: IncomingMessage, res: ServerResponse) {
  api ??= Promise.all([import('@/server/api'), import('@/server/jobs')]).then(([{ createApi }, { startJobs }]) => {
    // `next dev` runs the jobs too (uploads are processed as in production).
    void startJobs();
    return createApi();
  });
  return (await api)(req, res);
}
