import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from 'next/dist/server/get-page-files';
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { BANNER_SCRIPT } from '../../lib/banner-script';
import { COLOR_SCHEME_SCRIPT } from '../../lib/color-scheme-script';

/**
 * The inline scripts of a Turbopack production build: each page's HTML starts its chunk loading with a
 * `globalThis.TURBOPACK.push(...)` script built from .next/build-manifest.json. Built here with Next's own
 * functions, as pages/_document does (getInlineBootstrapScript), so the hashes match what the pages emit.
 * Nothing for a webpack build or when there is no build (the API tests).
 */
export function turbopackBootstrapScripts(distDir = path.join(process.cwd(), '.next')): string[] {
  const file = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
  const params = manifest.pagesChunkGroupBootstrapParams;
  const global = manifest.chunkLoadingGlobal;
  if (!params || !global) return [];
  // Every page the server can render, and a page without params of its own (only _app's part is inlined then).
  const pages = [...Object.keys(manifest.pages), ...Object.keys(params), '/_no-such-page'].filter((p) => p !== '/_app');
  const scripts = pages
    .map((page) => getTurbopackChunkGroupBootstrap(params, global, ['/_app', page]))
    .filter((script): script is string => script !== undefined)
    .map(htmlEscapeJsonString);
  return [...new Set(scripts)];
}

/** Every inline script the site's pages emit (__NEXT_DATA__ is type=application/json, not run, and needs none). */
export function pageInlineScripts(distDir?: string): string[] {
  return [COLOR_SCHEME_SCRIPT, BANNER_SCRIPT, ...turbopackBootstrapScripts(distDir)];
}
