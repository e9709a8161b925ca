/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageInlineScripts, turbopackBootstrapScripts } from '@/server/http/inline-scripts';
import { BANNER_SCRIPT } from '@/lib/banner-script';
import { COLOR_SCHEME_SCRIPT } from '@/lib/color-scheme-script';

let distDir: string;
beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-dist-'));
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

const writeManifest = (manifest: object) =>
  fs.writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify(manifest));

it("builds each page's Turbopack bootstrap script exactly as the page HTML carries it", () => {
  writeManifest({
    pages: { '/_app': [], '/': [], '/dev/outbox': [] },
    chunkLoadingGlobal: 'TURBOPACK',
    pagesChunkGroupBootstrapParams: {
      '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1, 2] },
      '/': { otherChunks: ['static/chunks/home.js'], runtimeModuleIds: [1, 3] },
    },
  });
  const app = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[1,2]});';
  const home = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/home.js"],"runtimeModuleIds":[1,3]});';
  // The home page inlines _app's part and its own; a page without params of its own, _app's part alone.
  expect(turbopackBootstrapScripts(distDir).sort()).toEqual([app, `${app}\n${home}`].sort());
});

it('has nothing to add for a webpack build or without a build', () => {
  expect(turbopackBootstrapScripts(distDir)).toEqual([]);
  writeManifest({ pages: { '/_app': [] } });
  expect(turbopackBootstrapScripts(distDir)).toEqual([]);
  expect(pageInlineScripts(distDir)).toEqual([COLOR_SCHEME_SCRIPT, BANNER_SCRIPT]);
});
