/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageInlineScripts, turbopackBootstraps } from '@/server/http/inline-scripts';
import { contentSecurityPolicy, createSecurityHeaders, scriptHash } from '@/server/http/security-headers';
import { BANNER_SCRIPT } from '@/lib/banner-script';
import { COLOR_SCHEME_SCRIPT } from '@/lib/color-scheme-script';

let distDir: string;
beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-dist-'));
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

const write = (name: string, json: object) => fs.writeFileSync(path.join(distDir, name), JSON.stringify(json));
const bootstrap = (chunk: string, ids: number[]) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/${chunk}.js"],"runtimeModuleIds":[${ids.join(',')}]});`;
const route = (page: string, regex: string) => ({ page, regex });

/** A build of `extra` more pages besides the home, a mixtape's and the stand-ins (404, error, a withheld mixtape). */
function writeBuild(extra = 0) {
  const own = ['/', '/mixtape/[slug]', '/404', '/_error', '/unavailable', ...Array.from({ length: extra }, (_, i) => `/page-${i}`)];
  const params = Object.fromEntries(own.map((page, i) => [page, { otherChunks: [`static/chunks/page-${i}.js`], runtimeModuleIds: [1, i + 2] }]));
  write('build-manifest.json', {
    pages: { '/_app': [], '/dev/outbox': [], ...Object.fromEntries(own.map((page) => [page, []])) },
    chunkLoadingGlobal: 'TURBOPACK',
    pagesChunkGroupBootstrapParams: { '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] }, ...params },
  });
  write('routes-manifest.json', {
    staticRoutes: [route('/', '^/(?:/)?$'), route('/404', '^/404(?:/)?$'), route('/dev/outbox', '^/dev/outbox(?:/)?$')],
    dynamicRoutes: [route('/api/[[...path]]', '^/api(?:/(.+?))?(?:/)?$'), route('/mixtape/[slug]', '^/mixtape/([^/]+?)(?:/)?$')],
  });
}

const app = bootstrap('app', [1]);
const pageScript = (i: number) => `${app}\n${bootstrap(`page-${i}`, [1, i + 2])}`;
const STAND_INS = [pageScript(2), pageScript(3), pageScript(4)];

it("builds each page's Turbopack bootstrap script exactly as the page HTML carries it", () => {
  writeBuild();
  const bootstraps = turbopackBootstraps(distDir);
  expect(bootstraps.get('/')).toBe(pageScript(0));
  expect(bootstraps.get('/mixtape/[slug]')).toBe(pageScript(1));
  // A page without params of its own inlines _app's part alone.
  expect(bootstraps.get('/dev/outbox')).toBe(app);
  expect(bootstraps.has('/_app')).toBe(false);
});

it('allows an answer the scripts of its own page and of the pages that may stand in for it, and the API none', () => {
  writeBuild();
  const scriptsAt = pageInlineScripts(distDir);
  expect(scriptsAt('/')).toEqual([COLOR_SCHEME_SCRIPT, BANNER_SCRIPT, pageScript(0), ...STAND_INS]);
  expect(scriptsAt('/mixtape/prism-lexi')).toEqual([COLOR_SCHEME_SCRIPT, BANNER_SCRIPT, pageScript(1), ...STAND_INS]);
  // A path no page renders answers the 404 page; one whose props Next does not know, too.
  expect(scriptsAt('/no/such/page')).toEqual([COLOR_SCHEME_SCRIPT, BANNER_SCRIPT, ...STAND_INS]);
  expect(scriptsAt('/_next/data/other-build/account.json')).toEqual([COLOR_SCHEME_SCRIPT, BANNER_SCRIPT, ...STAND_INS]);
  expect(scriptsAt('/api/v3/config')).toEqual([]);
  expect(scriptsAt('/api')).toEqual([]);
  // The same list for the same page, so its headers are made once.
  expect(scriptsAt('/mixtape/other')).toBe(scriptsAt('/mixtape/prism-lexi'));
});

it("keeps a page's policy the same size however many pages the site has, well within a proxy's 4 KB of headers", () => {
  const policyOf = (url: string) => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
    createSecurityHeaders({ production: true, inlineScripts: pageInlineScripts(distDir) }).apply({ url, headers: {}, socket: {} } as never, res as never);
    return headers.get('Content-Security-Policy')!;
  };
  writeBuild();
  const few = policyOf('/mixtape/prism-lexi');
  writeBuild(100);
  const many = policyOf('/mixtape/prism-lexi');
  expect(many).toBe(few);
  expect(many).toContain(scriptHash(pageScript(1)));
  expect(many).not.toContain(scriptHash(pageScript(0)));
  expect(Buffer.byteLength(many)).toBeLessThan(1_500);
  expect(policyOf('/api/v3/mixtapes')).toBe(contentSecurityPolicy({ production: true, inlineScripts: () => [] }));
});

it('has nothing to add for a webpack build or without a build', () => {
  expect(turbopackBootstraps(distDir).size).toBe(0);
  write('build-manifest.json', { pages: { '/_app': [] } });
  expect(turbopackBootstraps(distDir).size).toBe(0);
  expect(pageInlineScripts(distDir)('/')).toEqual([COLOR_SCHEME_SCRIPT, BANNER_SCRIPT]);
});
