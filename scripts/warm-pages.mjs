// Warms a server up before it takes its first request. A page with getStaticProps and a `revalidate` (the home
// page) is built by `next build` without data (there is no database then: see server/ssr/catalog.ts), so until it
// is rendered again its first visitors would get an empty page. And a process that just started has rendered no
// mixtape page and kept no catalog answer: in a rolling restart, the share of the traffic a load balancer hands it
// the moment it listens then waits seconds for its first renders and reads (measured through nginx: answers of 3 s
// and more from each instance for the first seconds after it was back). It renders the most played mixtapes' pages,
// where most visits land, and reads the catalog answers every page asks for, first.
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

/** The most played mixtapes whose pages are rendered before the first request. */
export const WARM_MIXTAPE_PAGES = 50;

/** What is asked for before the first request, after the revalidated pages: catalog answers, then pages. */
async function hotPaths(get) {
  const list = await get(`/api/v3/mixtapes?page=1&take=${WARM_MIXTAPE_PAGES}&sort=plays`);
  const slugs = list.ok ? (await list.json()).data.map((mixtape) => mixtape.slug) : [];
  return ['/api/v3/config', '/api/v3/home', ...slugs.map((slug) => `/mixtape/${slug}`)];
}

/**
 * Serves `listener` (the whole site: API and pages) on a private loopback port just long enough to have every
 * revalidated page rendered again, then the hot paths asked for once.
 */
export async function warmUp(listener, logger, distDir = '.next') {
  const { paths, token } = revalidatedPages(distDir);
  const server = http.createServer(listener);
  // exclusive: in a cluster worker, listen(0) would otherwise share one port among all workers through the primary,
  // which could hand this worker's request to another worker's warm-up server (closed by then: ECONNRESET).
  await new Promise((resolve) => server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  const { port } = server.address();
  const get = (page, headers = {}) => fetch(`http://127.0.0.1:${port}${page}`, { headers });
  try {
    for (const page of paths) {
      const response = await get(page, { 'x-prerender-revalidate': token });
      await response.arrayBuffer();
      if (!response.ok) logger.warn({ page, status: response.status }, `Could not render ${page} before start: its first visitor renders it`);
    }
    // Warming is a courtesy: what fails here is done by the first visitor instead.
    for (const page of await hotPaths(get).catch(() => [])) await get(page).then((response) => response.arrayBuffer(), () => {});
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
