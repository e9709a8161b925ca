// Renders the cached pages once before the server takes its first request. A page with getStaticProps and a
// `revalidate` (the home page) is built by `next build` without data (there is no database then: see
// server/ssr/catalog.ts), so until it is rendered again its first visitors would get an empty page.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The paths of the build's pages that are prerendered and then revalidated, with the token that asks Next to
 * render one again now (what `res.revalidate()` sends, from .next/prerender-manifest.json).
 */
function revalidatedPages(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  const paths = Object.entries(manifest.routes)
    .filter(([, route]) => typeof route.initialRevalidateSeconds === 'number')
    .map(([page]) => page);
  return { paths, token: manifest.preview.previewModeId };
}

/** Serves `listener` on a private loopback port just long enough to have every revalidated page rendered again. */
export async function warmCachedPages(listener, logger, distDir = '.next') {
  const { paths, token } = revalidatedPages(distDir);
  if (paths.length === 0) return;
  const server = http.createServer(listener);
  // exclusive: in a cluster worker, listen(0) would otherwise share one port among all workers through the primary,
  // which could hand this worker's request to another worker's warm-up server (closed by then: ECONNRESET).
  await new Promise((resolve) => server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  const { port } = server.address();
  try {
    for (const page of paths) {
      const response = await fetch(`http://127.0.0.1:${port}${page}`, { headers: { 'x-prerender-revalidate': token } });
      await response.arrayBuffer();
      if (!response.ok) logger.warn({ page, status: response.status }, `Could not render ${page} before start: its first visitor renders it`);
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
