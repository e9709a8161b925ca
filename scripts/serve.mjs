// `npm run serve`: the production server: Next's request handler behind our own Node HTTP server, so what
// happens before Next sees a request (transport errors, URL checks, security headers) has one home,
// server/http/gateway.ts, shared with the API tests. Serves an existing build (`next build`, or `npm start`
// which builds when stale). Listens on PORT (3000) and HOSTNAME (all interfaces when unset).
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
  const { createGatewayServer } = tsRequire('../server/http/gateway.ts', import.meta.url);
  // Loaded now, not at shutdown: a stop signal sent to the whole process group also ends tsx's compiler.
  // The database handle lives on globalThis, so its closeDb closes the one Next's server code opened.
  const { closeDb } = tsRequire('../server/db/client.ts', import.meta.url);
  const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
  await app.prepare();
  await warmCachedPages(app.getRequestHandler());
  const server = createGatewayServer(app.getRequestHandler());
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
    await closeDb();
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
