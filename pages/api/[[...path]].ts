import { createApi } from '@/server/api';
import { startJobs } from '@/server/jobs';

// Under `next dev`, every /api URL comes here and goes to the API's one router, as the production server sends it
// there directly (scripts/serve.mjs). The API reads bodies itself: Next's parser would answer bad JSON and
// oversized bodies with bare text, and take any Content-Type.
export const config = { api: { bodyParser: false } };

// `next dev` runs the jobs too (uploads are processed as in production).
void startJobs();

export default createApi();
