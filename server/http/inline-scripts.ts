import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from 'next/dist/server/get-page-files';
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { BANNER_SCRIPT } from '../../lib/banner-script';
import { COLOR_SCHEME_SCRIPT } from '../../lib/color-scheme-script';

/**
 * The inline scripts of the site's pages, so the Content-Security-Policy can allow each by its hash (__NEXT_DATA__
 * is type=application/json, not run, and needs none): two every page runs, and each page's own, which a Turbopack
 * production build makes from .next/build-manifest.json to start the page's chunk loading.
 *
 * An answer allows the bootstrap of the page its path renders and of the pages that may answer in its place, not
 * every page's: with a hash for each page the policy outgrew the 4 KB a reverse proxy's default buffer holds for an
 * answer's headers (nginx answered 502 to every page), and it grew with each new page.
 */
/**
 * Pages that may answer any page's path: the 404 page (a route that found nothing, or no route), the error page,
 * and a taken-down mixtape's (the server renders it on the mixtape's path).
 */
const STAND_IN_PAGES = ['/404', '/500', '/_error', '/unavailable'];

/** The API's answers: JSON, never a page. (Next answers a /_next/data/ path that names no page's props with its 404 page.) */
const API = /^\/api(?:\/|$)/;

interface RoutesManifest {
  staticRoutes: { page: string; regex: string }[];
  dynamicRoutes: { page: string; regex: string }[];
}

const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);

/**
 * Each page's Turbopack bootstrap, as the page HTML carries it: built with Next's own functions, as pages/_document
 * does (getInlineBootstrapScript), so the hashes match. Empty for a webpack build or without a build (the API tests).
 */
export function turbopackBootstraps(distDir = path.join(process.cwd(), '.next')): Map<string, string> {
  const manifest = readJson<BuildManifest>(path.join(distDir, 'build-manifest.json'));
  const params = manifest?.pagesChunkGroupBootstrapParams;
  const global = manifest?.chunkLoadingGlobal;
  const bootstraps = new Map<string, string>();
  if (!manifest || !params || !global) return bootstraps;
  for (const page of new Set([...Object.keys(manifest.pages), ...Object.keys(params)])) {
    if (page === '/_app') continue;
    // A page without params of its own inlines _app's part alone.
    const script = getTurbopackChunkGroupBootstrap(params, global, ['/_app', page]);
    if (script !== undefined) bootstraps.set(page, htmlEscapeJsonString(script));
  }
  return bootstraps;
}

/** The page (its route, /mixtape/[slug]) a path renders by the build's routes manifest, or null when none does. */
export function pageRouter(distDir = path.join(process.cwd(), '.next')): (pathname: string) => string | null {
  const manifest = readJson<RoutesManifest>(path.join(distDir, 'routes-manifest.json'));
  // Static routes first, as Next matches them.
  const routes = [...(manifest?.staticRoutes ?? []), ...(manifest?.dynamicRoutes ?? [])].map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
  return (pathname) => routes.find((route) => route.regex.test(pathname))?.page ?? null;
}

/**
 * The inline scripts an answer at a path may run, by the build in `distDir` (.next): every page's, the bootstrap of
 * the page the path renders and those of the pages that may stand in for it; none for the API. The same list (the
 * same array) each time for a page.
 */
export function pageInlineScripts(distDir?: string): (pathname: string) => readonly string[] {
  const bootstraps = turbopackBootstraps(distDir);
  const pageOf = pageRouter(distDir);
  const shared = [COLOR_SCHEME_SCRIPT, BANNER_SCRIPT];
  const standIns = STAND_IN_PAGES.map((page) => bootstraps.get(page)).filter((script) => script !== undefined);
  const byPage = new Map<string | null, readonly string[]>();
  const none: readonly string[] = [];
  return (pathname) => {
    if (API.test(pathname)) return none;
    const page = pageOf(pathname);
    let scripts = byPage.get(page);
    if (!scripts) {
      const own = page === null ? undefined : bootstraps.get(page);
      scripts = [...new Set([...shared, ...(own === undefined ? [] : [own]), ...standIns])];
      byPage.set(page, scripts);
    }
    return scripts;
  };
}
