// First-load JavaScript of a page in the production build: every script its HTML loads before it is
// interactive (the app's and the page's own chunks), gzipped at level 9 as they travel. Read from
// .next/build-manifest.json, so it needs a build and no server.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The pages measured, with the most each may load (KB, gzipped): 153-161 KB today, of which 153 is the app's own
 * (see docs/architecture.md, Loading on demand). A mixtape's and a playlist's pages carry the tracklist, the
 * release and buying rules and the Play All row on top: 162. The studio's pages, for creators, are built with MUI,
 * which comes with them (about 65 KB): 220-258 KB today, tus-js-client and the waveform's data loading when used
 * (the new release's form 257 with its genre and moods and the creator's own names as suggestions).
 * The console's pages, for the site's team, are built the same way (256-264 KB), the overview's charts loading after
 * its numbers.
 */
export const FIRST_LOAD_BUDGET_KB = {
  '/': 160,
  '/mixtape/[slug]': 162,
  '/playlist/[slug]': 162,
  '/favorites': 160,
  '/history': 160,
  '/premium': 160,
  '/purchases': 160,
  '/following': 160,
  '/downloads': 160,
  '/offline': 160,
  '/mixtapes': 160,
  '/[list]': 160,
  '/genres': 160,
  '/genre/[slug]': 160,
  '/embed/[slug]': 160,
  '/artist/[slug]': 160,
  '/dj/[slug]': 160,
  '/djs': 160,
  '/charts': 160,
  '/artists': 160,
  '/podcasts': 160,
  '/podcast/[slug]': 160,
  '/search': 160,
  '/studio': 225,
  '/studio/new': 258,
  '/studio/[id]': 260,
  '/admin': 260,
  '/admin/reports': 265,
  '/admin/dmca': 260,
  '/admin/dmca/[id]': 265,
  '/admin/contact': 260,
  '/admin/payments': 265,
  '/admin/members': 260,
  '/admin/members/[id]': 268,
  '/admin/audit': 265,
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
