// `npm run build`: Next's production build, the server's own modules compiled (buildServer), then a brotli copy
// (`.br`, highest quality) beside each of Next's scripts and style sheets, which the server sends to browsers that
// accept brotli (server/http/build-assets.ts): 10–15% fewer bytes than gzip on a phone's first load, compressed
// once here instead of on every request.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { markBuilt } from './build-stamp.mjs';
import { NEXT_BIN, run } from './run.mjs';

const brotli = promisify(zlib.brotliCompress);
const COMPRESSED = /\.(js|css)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes `<file>.br` beside every script and style sheet under .next/static (in parallel, on libuv's threads). */
export async function compressBuildAssets(distDir = '.next') {
  const files = [...walk(path.join(distDir, 'static'))].filter((file) => COMPRESSED.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file);
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      await fs.promises.writeFile(`${file}.br`, await brotli(body, { params }));
    }),
  );
  return files.length;
}

/** Where buildServer writes the compiled server: inside Next's build folder, made and cleaned with it. */
export const SERVER_BUNDLE = '.next/server-bundle';

/**
 * server/production.ts, and all of server/ it reaches, as one CommonJS file for Node (SERVER_BUNDLE/production.js),
 * with the embedded database's thread beside it: packages stay in node_modules. Readable, not minified, so a stack
 * trace in the logs points at code one can read; the linked source maps give TypeScript lines to a server started
 * with NODE_OPTIONS=--enable-source-maps.
 */
export async function buildServer() {
  const { build: bundle } = await import('esbuild');
  await bundle({
    entryPoints: ['server/production.ts', 'server/db/pglite-thread.ts'],
    outbase: 'server',
    outdir: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Where buildServiceWorker writes the service worker: public/, which the server serves at the site's root. */
export const SERVICE_WORKER = 'public/sw.js';

/**
 * The service worker (sw/sw.ts, with Serwist and lib/offline.ts) as one minified script at /sw.js, stamped with the
 * build's id so a new build's worker fetches the offline page again (see docs/architecture.md, Offline). Built by
 * esbuild rather than @serwist/next, which works with webpack only; after `next build`, whose id it needs.
 */
export async function buildServiceWorker(distDir = '.next') {
  const { build: bundle } = await import('esbuild');
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  // The offline page comes with the scripts and styles it hydrates with: without them it would show, but as dead
  // HTML (no header state, no player). Names carry their content's hash, so they need no revision.
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const offlineFiles = [...new Set([...manifest.polyfillFiles, ...manifest.rootMainFiles, ...manifest.pages['/_app'], ...manifest.pages['/offline']])].map((file) => `/_next/${file}`);
  await bundle({
    entryPoints: ['sw/sw.ts'],
    outfile: SERVICE_WORKER,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    tsconfig: 'tsconfig.json',
    define: {
      BUILD_ID: JSON.stringify(buildId),
      OFFLINE_PAGE_FILES: JSON.stringify(offlineFiles),
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_API_URL': JSON.stringify(process.env.NEXT_PUBLIC_API_URL ?? ''),
    },
    logLevel: 'warning',
  });
}

/** The whole production build, and the stamp that tells `npm start` it matches the sources. */
export async function build() {
  await run(process.execPath, [NEXT_BIN, 'build']);
  await buildServer();
  await buildServiceWorker();
  const started = Date.now();
  const count = await compressBuildAssets();
  console.log(`Compressed ${count} scripts and style sheets with brotli in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  markBuilt();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await build();
