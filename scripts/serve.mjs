// `npm run serve`: the production server: our own Node HTTP server with the gateway (transport errors, URL checks,
// security headers: server/http/gateway.ts) in front of everything. /api requests go straight to the API router
// (server/http/api-router.ts), which runs the route files of pages/api without Next's request pipeline; pages
// go to Next's request handler. The API tests run the same gateway and router. Serves an existing build
// (`next build`, or `npm start` which builds when stale). Listens on PORT (3000) and HOSTNAME (all interfaces
// when unset).
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
// tsx's isolated require: loads the TypeScript modules under server/ (the tsconfig's @/ paths resolve) without
// registering TypeScript support for the whole process. Its ESM twin (tsImport) runs these CommonJS-typed files
// from data: URLs, so every stack frame through the gateway printed the module's whole source and no line.
import { require as tsRequire } from 'tsx/cjs/api';
import { warmCachedPages } from './warm-pages.mjs';

// How long SIGTERM waits for requests in flight (a long audio stream, say) before cutting them off.
const GRACE_MS = 8_000;

export async function serve({ port = Number(process.env.PORT || 3000), hostname = process.env.HOSTNAME || undefined } = {}) {
  // Before Next and React load: they pick their production builds from it, as `next start` would.
  process.env.NODE_ENV ??= 'production';
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  nextEnv.loadEnvConfig(process.cwd(), false);

  const { default: next } = await import('next');
  const { createGatewayServer, isApiUrl } = tsRequire('../server/http/gateway.ts', import.meta.url);
  // Loaded now, every route file with it, not at the first request or at shutdown: a stop signal sent to the
  // whole process group also ends tsx's compiler. Next's bundle holds a second copy of the server code, used
  // here only by the pages' in-process catalog reads: the API's caches and open files belong to this copy alone,
  // and the database handle lives on globalThis, so closeApi closes the one both copies share.
  const { createApiRouter, closeApi } = tsRequire('../server/http/api-router.ts', import.meta.url);
  const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
  await app.prepare();
  const pages = app.getRequestHandler();
  await warmCachedPages(pages);
  const api = createApiRouter();
  const server = createGatewayServer((req, res) => (isApiUrl(req.url) ? api(req, res) : pages(req, res)));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  const shown = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  console.log(`> Ready on http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`);

  let closing = false;
  const shutdown = async (signal) => {
    if (closing) process.exit(1); // a second Ctrl-C: stop waiting
    closing = true;
    console.log(`> ${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => process.exit(1), GRACE_MS + 5_000).unref();
    const cutOff = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    await new Promise((resolve) => server.close(resolve)); // refuses new connections, closes idle ones
    clearTimeout(cutOff);
    await app.close();
    await closeApi();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => shutdown(signal).catch((error) => (console.error(error), process.exit(1))));
  }
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
