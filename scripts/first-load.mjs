// First-load JavaScript of a page in the production build: every script its HTML loads before it is
// interactive (the app's and the page's own chunks), gzipped at level 9 as they travel. Read from
// .next/build-manifest.json, so it needs a build and no server.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The pages measured, with the most each may load (KB, gzipped), each at least 5% above what it loads today, so
 * that a small change does not fail the build: the first screen's lint zone (scripts/first-screen.mjs,
 * eslint.config.mjs) is the first guard, refusing MUI, axios, zod and dayjs by value as the line is written. Today
 * (docs/performance.md has the latest figures): 154-160 KB for most pages, of which about 153 is the app's own (see
 * docs/architecture.md, Loading on demand); a mixtape's and a playlist's pages, which carry the tracklist, the
 * release and buying rules and the Play All row on top, 160-162. The studio's pages, for creators, and the
 * console's, for the site's team, are built with MUI, which comes with them (about 65 KB): 223-266 KB today,
 * tus-js-client, the waveform's data and the console overview's charts loading when used.
 */
export const FIRST_LOAD_BUDGET_KB = {
  '/': 168,
  '/mixtape/[slug]': 170,
  '/playlist/[slug]': 170,
  '/favorites': 168,
  '/history': 168,
  '/premium': 168,
  '/purchases': 168,
  '/following': 168,
  '/downloads': 168,
  '/offline': 168,
  '/mixtapes': 168,
  '/[list]': 168,
  '/genres': 168,
  '/genre/[slug]': 168,
  '/embed/[slug]': 168,
  '/artist/[slug]': 168,
  '/dj/[slug]': 168,
  '/djs': 168,
  '/charts': 168,
  '/artists': 168,
  '/podcasts': 168,
  '/podcast/[slug]': 168,
  '/search': 168,
  '/studio': 235,
  '/studio/new': 273,
  '/studio/[id]': 273,
  '/admin': 273,
  '/admin/reports': 277,
  '/admin/dmca': 273,
  '/admin/dmca/[id]': 277,
  '/admin/contact': 273,
  '/admin/payments': 277,
  '/admin/members': 273,
  '/admin/members/[id]': 280,
  '/admin/audit': 277,
};

export function firstLoadKb(route, distDir = '.next') {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])].filter((f) => f.endsWith('.js')));
  let bytes = 0;
  for (const file of files) bytes += zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  return bytes / 1024;
}

/** Every page over its budget, as a line to print; empty when all fit. */
export function overBudget(distDir = '.next') {
  return Object.entries(FIRST_LOAD_BUDGET_KB).flatMap(([route, budget]) => {
    const kb = firstLoadKb(route, distDir);
    return kb > budget ? [`${route}: ${kb.toFixed(1)} KB of first-load JS, over its budget of ${budget} KB`] : [];
  });
}
