import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages that must not be bundled: PGlite ships WASM and data files
  // it loads from its own folder, pg has optional native bindings.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'music-metadata'],
  // MUI icons and components are imported per-module so pages ship only what they use.
  experimental: { optimizePackageImports: ['@mui/material', '@mui/icons-material'] },
};

export default nextConfig;
