// JavaScript, not next.config.ts: Next compiles a TypeScript config with its native SWC binding every time the
// server starts, and that binding then stays loaded in the production server (24 MB resident, and its threads).
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every rendered page it sends for an ETag: a fifth of the CPU of serving the cached home page
  // (200 KB of HTML). Pages are cached by Cache-Control instead; static files and the API keep their validators.
  generateEtags: false,
  // `npm test` runs tsc over the whole project before it builds and then says so (TYPES_CHECKED): its build skips
  // Next's own second pass, 40 s of one core. So does `npm start`'s, a build to serve (scripts/start.mjs). Any other
  // build (`npm run build`) checks the types as usual.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Server-only packages that must not be bundled: PGlite ships WASM and data files
  // it loads from its own folder, pg has optional native bindings, pdfkit reads its font metrics from its folder.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'music-metadata', 'pdfkit', 'pg-boss', '@tus/server', '@tus/file-store', '@ffmpeg-installer/ffmpeg', '@ffprobe-installer/ffprobe'],
  // MUI icons and components are imported per-module so pages ship only what they use.
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Cached pages (the home and mixtape pages, rendered on request and again every minute) live in memory only:
    // written to .next they would outlive the database they were rendered from (another DATA_DIR, a reseed).
    isrFlushToDisk: false,
    turbopackSourceMaps: false,
    // Turbopack keeps its work under .next/cache for the next build, which then compiles only what changed; a fresh
    // clone's first `npm start` (no .next yet) says BUILD_CACHE=0 (scripts/start-steps.mjs): writing the cache held
    // its first page back 15 to 20 s, and a first start may never build again.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== '0',
  },
  // Bundled, not required from node_modules at run time: server rendering must use the same @emotion/react as
  // the bundled MUI components. Left external, a CacheProvider is another copy's context, so MUI renders with
  // emotion's default cache: every style inline in <body> and nothing in the caches _document extracts into the
  // <head> (its MUI styles, and the theme's CSS variables of theme/theme-css.ts).
  transpilePackages: ['@mui/material-nextjs', '@emotion/react', '@emotion/cache', '@emotion/server'],
};

module.exports = nextConfig;
