import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages that must not be bundled: PGlite ships WASM and data files
  // it loads from its own folder, pg has optional native bindings.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'music-metadata'],
  // MUI icons and components are imported per-module so pages ship only what they use.
  experimental: { optimizePackageImports: ['@mui/material', '@mui/icons-material'] },
  // Bundled, not required from node_modules at run time: server rendering must use the same @emotion/react as
  // the bundled MUI components. Left external, its CacheProvider is another copy's context, so MUI renders with
  // emotion's default cache: every style inline in <body> (the theme's CSS variables after the footer, which
  // shifts the whole page when they arrive) and nothing in the <head> extraction _document asks for.
  transpilePackages: ['@mui/material-nextjs'],
};

export default nextConfig;
