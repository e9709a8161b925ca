import { setCompiledThreadsDir } from './core/worker-threads';

// What the production server (scripts/serve.mjs) runs of server/: `npm run build` compiles this file, with all of
// server/ it reaches, into one CommonJS bundle (scripts/build.mjs), and the embedded database's thread beside it.
// The running server so needs no TypeScript compiler (tsx keeps an esbuild process and a thread of its own, and
// turns Node's source maps on for every module loaded after it: Next's runtime alone brings ~60 MB of them), and
// every module of ours exists once in it.

setCompiledThreadsDir(__dirname);

import type { Cluster } from 'node:cluster';
import { startPrimary as startClusterPrimary } from './cluster/primary';
import { closeJobs, startJobs } from './jobs';

/** The cluster's primary: what server/cluster/primary.ts does, and the jobs (its web workers run none). */
export async function startPrimary(cluster: Cluster) {
  const primary = await startClusterPrimary(cluster);
  await startJobs();
  return {
    ...primary,
    async close() {
      await closeJobs();
      await primary.close();
    },
  };
}
export { getDb } from './db/client';
export { closeApi, createApi } from './api';
export { startJobs } from './jobs';
export { createBuildAssets } from './http/build-assets';
export { createGatewayServer, isApiUrl, stopKeepingAlive, stoppedComing } from './http/gateway';
export { listenToPeers } from './cluster/peers';
export { assertSharedSecret } from './core/secret';
export { loadSettings } from './core/config';
export { logger } from './core/logger';
export { openDevTools } from './http/dev-tools';
export { isOutboxEnabled } from './adapters/outbox';
export { gatedPages } from './ssr/page-gate';
