/// <reference lib="webworker" />
// The site's service worker, built with Serwist into public/sw.js by scripts/build.mjs (see docs/architecture.md,
// Offline). It keeps nothing by itself but what the listener used: pages visited (network first), the build's files
// as they load (cache first), and answers what a premium member saved offline (lib/offline.ts, written by
// services/library/offline-saves.ts) when the network is gone. Registered after the first sound or the first save
// (services/common/service-worker.ts), never during a first visit's load.
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, PrecacheFallbackPlugin, RangeRequestsPlugin, Serwist, type SerwistPlugin } from 'serwist';
import { OFFLINE_CACHE } from '@/lib/offline';
import { ASSETS_CACHE, ENTITLEMENT_PATH, OFFLINE_PAGE, PAGES_CACHE, offlineRuleOf, type OfflineRule } from '@/lib/offline-rules';

declare const self: ServiceWorkerGlobalScope;
/** The build's id (scripts/build.mjs): the offline page is fetched again with each build. */
declare const BUILD_ID: string;
/** The offline page's scripts and styles, by the build's manifest (scripts/build.mjs). */
declare const OFFLINE_PAGE_FILES: string[];

const apiBase = new URL(process.env.NEXT_PUBLIC_API_URL || '/api/v3', self.location.origin).href;

const ruleOf = (request: Request): OfflineRule =>
  offlineRuleOf({ url: new URL(request.url), method: request.method, mode: request.mode, origin: self.location.origin, apiBase });

/**
 * Saved streams play while the member has premium (see docs/product.md, Offline and installing): the page writes
 * the member's standing (services/library/offline-saves.ts); without it a saved stream is not used, so offline it fails and
 * online it streams as for everyone.
 */
async function entitled(): Promise<boolean> {
  const answer = await (await caches.open(OFFLINE_CACHE)).match(ENTITLEMENT_PATH);
  if (!answer) return false;
  const { premium } = (await answer.json()) as { premium?: unknown };
  return premium === true;
}

const savedOnly: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && (await entitled()) ? cachedResponse : null),
  // Only a save puts a stream here, never a listen.
  cacheWillUpdate: async () => null,
};

/** A saved API answer when the network fails: the Downloads screen and a saved page's own calls. */
const savedAnswerOnError: SerwistPlugin = {
  handlerDidError: async ({ request }) => (await (await caches.open(OFFLINE_CACHE)).match(request, { ignoreVary: true })) ?? undefined,
};

const serwist = new Serwist({
  // The offline page and its files alone are fetched at install (the app's files already loaded: from the HTTP
  // cache); everything else is kept as it is used.
  precacheEntries: [{ url: OFFLINE_PAGE, revision: BUILD_ID }, ...OFFLINE_PAGE_FILES.map((url) => ({ url, revision: null }))],
  skipWaiting: true,
  clientsClaim: true,
});

// A stream the member saved (any quality: the player may ask another), sliced for the audio element's byte ranges
// (206 with Content-Range); any other stream goes to the network untouched.
serwist.registerCapture(
  ({ request }) => ruleOf(request) === 'stream',
  new CacheFirst({ cacheName: OFFLINE_CACHE, matchOptions: { ignoreSearch: true, ignoreVary: true }, plugins: [savedOnly, new RangeRequestsPlugin()] }),
);
serwist.registerCapture(({ request }) => ruleOf(request) === 'saved-api', new NetworkOnly({ plugins: [savedAnswerOnError] }));
serwist.registerCapture(
  ({ request }) => ruleOf(request) === 'asset',
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 })] }),
);
// Pages visited, network first; with the network gone, the page as last seen, a saved mixtape's or playlist's page
// (kept with its save, so no expiry takes it), or for a page never visited 'You're offline' with the way to Downloads.
serwist.registerCapture(
  ({ request }) => ruleOf(request) === 'page' || ruleOf(request) === 'page-data',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60 }),
      savedAnswerOnError,
      new PrecacheFallbackPlugin({ serwist, fallbackUrls: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] }),
    ],
  }),
);

serwist.addEventListeners();
