import type { SavedCollection, SavedKind } from './offline';

// What the site and its service worker (sw/sw.ts) agree on for offline listening (see docs/product.md, Offline and
// installing): the caches' names, where a save's record lives, which request goes to which rule, and the small
// sums the Downloads screen shows. Pure, so both sides and the tests share it; loaded with the parts that use it,
// never with a page's first load (lib/offline.ts holds the little that is).

/** Pages visited (their HTML and data), answered from here when the network is gone. */
export const PAGES_CACHE = 'lmt-pages';
/** The build's scripts and style sheets, named by their content: kept as they are first loaded. */
export const ASSETS_CACHE = 'lmt-assets';

/** Where the service worker is served from, with the whole site as its scope. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The page shown for a page never visited while the network is gone. */
export const OFFLINE_PAGE = '/offline';
export const DOWNLOADS_PAGE = '/downloads';

/** A save's record in OFFLINE_CACHE is a JSON answer at this path: `/offline-saves/mixtape/12`. */
const RECORDS_PATH = '/offline-saves/';
/** Whether saved items may play offline: the page writes the member's premium here for the service worker. */
export const ENTITLEMENT_PATH = `${RECORDS_PATH}entitlement`;

/** The most tracks one call for offline links names (POST /offline/links): a save of more asks in batches. */
export const OFFLINE_LINKS_MAX = 500;

/** What anyone without premium is told of saving offline, by the site and by the API alike. */
export const OFFLINE_PREMIUM_MESSAGE = 'Saving mixtapes to play offline is part of Premium.';

export const savedKey = (kind: SavedKind, id: number) => `${kind}:${id}`;
export const recordPath = (kind: SavedKind, id: number) => `${RECORDS_PATH}${kind}/${id}`;
export const isRecordPath = (pathname: string) => pathname.startsWith(RECORDS_PATH) && pathname !== ENTITLEMENT_PATH;

/** The stream quality a save keeps: the data saver when the listener chose it, the standard stream otherwise. */
export const savedQuality = (streamQuality: string): 'standard' | 'data_saver' => (streamQuality === 'data_saver' ? 'data_saver' : 'standard');

/** 'Saving… 3 of 12': what the Save offline button reads while a save runs. */
export const savingLabel = (done: number, total: number) => `Saving… ${done} of ${total}`;

/**
 * The URLs a removal may delete: those of the removed save that no other save holds (a track on a mixtape and on a
 * playlist, both saved, keeps its stream until the last of them goes).
 */
export function urlsToDelete(removed: Pick<SavedCollection, 'urls'>, others: readonly Pick<SavedCollection, 'urls'>[]): string[] {
  const kept = new Set(others.flatMap((save) => save.urls));
  return removed.urls.filter((url) => !kept.has(url));
}

/** The storage bar: how much of the quota is used, in whole percents 0..100 (at least 1 when anything is; 0 when the browser does not say). */
export function storagePercent(usage: number | undefined, quota: number | undefined): number {
  if (!usage || usage <= 0 || !quota || quota <= 0) return 0;
  return Math.min(100, Math.max(1, Math.round((usage / quota) * 100)));
}

/** What the service worker does with a request (see docs/architecture.md, Offline). */
export type OfflineRule = 'stream' | 'saved-api' | 'asset' | 'page' | 'page-data' | null;

export interface RequestFacts {
  url: URL;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** The service worker's own origin. */
  origin: string;
  /** The API's base as the page sees it (NEXT_PUBLIC_API_URL, default /api/v3), absolute on `origin`. */
  apiBase: string;
}

// The API answers a save keeps: a mixtape's or playlist's detail (by id or by slug) and its queue.
const SAVED_API = [/^\/mixtapes\/\d+(\/queue)?$/, /^\/mixtapes\/find$/, /^\/playlists\/\d+(\/queue)?$/, /^\/playlists\/find$/];
const STREAM = /^\/tracks\/\d+\/stream$/;
// Pages that are never kept: the console and the outbox (private), the payment steps, and the API's own pages.
const UNKEPT_PAGES = /^\/(admin|dev|payments|studio|api)(\/|$)/;

/** Which of the service worker's rules answers a request; null leaves it to the browser, as if there were none. */
export function offlineRuleOf({ url, method, mode, origin, apiBase }: RequestFacts): OfflineRule {
  if (method !== 'GET') return null;
  const base = apiBase.replace(/\/+$/, '');
  if (url.href.startsWith(`${base}/`)) {
    const path = url.href.slice(base.length).split(/[?#]/)[0];
    if (STREAM.test(path)) return 'stream';
    return SAVED_API.some((rule) => rule.test(path)) ? 'saved-api' : null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/_next/static/')) return 'asset';
  if (url.pathname.startsWith('/_next/data/')) return UNKEPT_PAGES.test(url.pathname.replace(/^\/_next\/data\/[^/]+/, '')) ? null : 'page-data';
  if (mode === 'navigate') return UNKEPT_PAGES.test(url.pathname) ? null : 'page';
  return null;
}
