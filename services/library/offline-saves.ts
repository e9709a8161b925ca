import { OFFLINE_CACHE, type SavedCollection, type SavedKind, type SaveTarget } from '@/lib/offline';
import { ASSETS_CACHE, DOWNLOADS_PAGE, ENTITLEMENT_PATH, OFFLINE_LINKS_MAX, PAGES_CACHE, isRecordPath, recordPath, urlsToDelete } from '@/lib/offline-rules';
import { useAppStore, type AppState } from '@/store';
import { apiBaseUrl, apiOriginUrl, trackStreamUrl } from '@/services/common/api-urls';
import { knownPremium, watchSavedPremium } from '@/services/common/member-ids';
import { libraryService } from '@/services/library';
import { getAccessToken } from '@/services/common/session-token';

// Mixtapes and playlists saved offline, in Cache Storage, where the service worker (sw/sw.ts) answers them from
// when the network is gone (see docs/product.md, Offline and installing). The page fetches and keeps them itself,
// so it can count the progress; every URL is kept under the app's own address (a stream redirected to object
// storage too), the one the player and the API client ask for. The audio comes through the links the API gives a
// premium member for a save (POST /offline/links), and is kept under each track's stream URL.

export class SaveFailedError extends Error {
  override readonly name = 'SaveFailedError';
}

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });

/** The API answers a save keeps, as the site's API client asks for them (services/catalog/catalog.ts, services/playlists/playlists.ts). */
function apiUrlsOf({ kind, id, slug }: SaveTarget): string[] {
  const base = `${apiBaseUrl()}/${kind === 'mixtape' ? 'mixtapes' : 'playlists'}`;
  return [`${base}/${id}`, `${base}/find?slug=${encodeURIComponent(slug)}`, `${base}/${id}/queue`];
}

const pagePathOf = ({ kind, slug }: SaveTarget) => `/${kind}/${encodeURIComponent(slug)}`;

/** Fetches `url` and keeps its body in `cache` under `key`, as a plain 200 whatever redirect it took; its size. */
async function keep(cache: Cache, url: string, key = url, init?: RequestInit): Promise<number> {
  const answer = await fetch(url, { credentials: 'same-origin', ...init });
  if (!answer.ok) throw new SaveFailedError(`${url} answered ${answer.status}`);
  const body = await answer.blob();
  const headers: Record<string, string> = { 'Content-Length': String(body.size) };
  const type = answer.headers.get('Content-Type');
  if (type) headers['Content-Type'] = type;
  await cache.put(key, new Response(body, { status: 200, headers }));
  return body.size;
}

/** A link asked for with less than this left is asked for again: a fetch that starts in time finishes. */
const LINK_MARGIN_MS = 60_000;

/**
 * The links to the tracks' audio, asked for a batch at a time as the save goes on (each works for minutes, a slow
 * save may take longer); `linkFor` answers one track's, asking for the next batch when it has none or time is short.
 */
function audioLinks(trackIds: number[], quality: 'standard' | 'data_saver') {
  let links = new Map<number, string>();
  let usableUntil = 0;
  return async (index: number): Promise<string> => {
    const id = trackIds[index];
    if (!links.has(id) || Date.now() >= usableUntil) {
      const { requestOfflineLinks } = await libraryService();
      const asked = Date.now();
      const answer = await requestOfflineLinks(trackIds.slice(index, index + OFFLINE_LINKS_MAX), quality);
      links = new Map(answer.links.map((link) => [link.track_id, link.url]));
      usableUntil = asked + answer.expires_in * 1000 - LINK_MARGIN_MS;
    }
    const url = links.get(id);
    if (!url) throw new SaveFailedError(`no offline link for track ${id}`);
    return apiOriginUrl(url);
  };
}

/** The build's files a page's HTML names (its scripts and style sheets). */
const ASSET_IN_HTML = /(?:src|href)="(\/_next\/static\/[^"]+)"/g;
/** The chunks a script loads on demand, as the build names them inside it. */
const CHUNK_IN_SCRIPT = /static\/chunks\/[\w.-]+\.(?:js|css)/g;

/**
 * The chunks the Downloads page loads (its screen comes on demand, with MUI, after the page), found by following the
 * chunks its own scripts name, from the build manifest's entry for it: the same screen loaded from another page
 * comes in other chunks. A few levels deep; a page's own graph is a handful of files.
 */
async function downloadsChunks(): Promise<string[]> {
  const manifest = (window as { __BUILD_MANIFEST?: Record<string, string[]> }).__BUILD_MANIFEST;
  const found = new Set<string>(manifest?.[DOWNLOADS_PAGE] ?? []);
  let next = [...found];
  for (let depth = 0; depth < 4 && next.length > 0; depth += 1) {
    const scripts = await Promise.all(
      next.filter((file) => file.endsWith('.js')).map((file) => fetch(`/_next/${file}`).then((answer) => (answer.ok ? answer.text() : ''), () => '')),
    );
    next = [...new Set(scripts.flatMap((text) => text.match(CHUNK_IN_SCRIPT) ?? []))].filter((file) => !found.has(file));
    for (const file of next) found.add(file);
  }
  return [...found].map((file) => `/_next/${file}`);
}

/**
 * The build's files this page loaded (its scripts, style sheets and the parts loaded since), those `html` names and
 * those the Downloads page loads on demand, kept for the saved page and Downloads to run offline even if the service worker came after they loaded. Best
 * effort: a miss only costs a page its interactivity offline, never the save.
 */
async function keepAssets(html: string): Promise<void> {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/_next/static/')) urls.add(url.href);
  }
  for (const [, path] of html.matchAll(ASSET_IN_HTML)) urls.add(new URL(path.replaceAll('&amp;', '&'), location.href).href);
  for (const path of await downloadsChunks().catch(() => [])) urls.add(new URL(path, location.href).href);
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all([...urls].map(async (url) => (await cache.match(url)) ?? cache.add(url).catch(() => undefined)));
}

/** The Downloads page, kept for the way to the saves offline; its HTML, for the files it names. */
async function keepDownloadsPage(): Promise<string> {
  const answer = await fetch(DOWNLOADS_PAGE, { credentials: 'same-origin' });
  if (!answer.ok) return '';
  await (await caches.open(PAGES_CACHE)).put(DOWNLOADS_PAGE, answer.clone());
  return answer.text();
}

/** Every save on this device, newest first. */
export async function listSaves(): Promise<SavedCollection[]> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_CACHE))) return [];
  const cache = await caches.open(OFFLINE_CACHE);
  const keys = (await cache.keys()).filter((request) => isRecordPath(new URL(request.url).pathname));
  const records = await Promise.all(keys.map(async (key) => (await cache.match(key))?.json() as Promise<SavedCollection | undefined>));
  return records.filter((r): r is SavedCollection => !!r).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * Saves a mixtape or playlist: each track's audio in `quality`, as the player would stream it, through the links the
 * API gives a premium member (its refusal, a 403 or a 451, fails the save with the API's message), then its API
 * answers, cover and page, then its record, which is what makes it saved. `onProgress` hears each track kept. A
 * failure leaves nothing of it behind (what another save holds stays).
 */
export async function saveCollection(target: SaveTarget, quality: 'standard' | 'data_saver', onProgress: (done: number) => void): Promise<SavedCollection> {
  const cache = await caches.open(OFFLINE_CACHE);
  const kept: string[] = [];
  let bytes = 0;
  try {
    const linkFor = audioLinks(target.tracks.map((track) => track.id), quality);
    for (const [index, track] of target.tracks.entries()) {
      const url = trackStreamUrl(track.id);
      bytes += await keep(cache, await linkFor(index), url);
      kept.push(url);
      onProgress(index + 1);
    }
    const token = getAccessToken();
    const auth = token ? { headers: { Authorization: `Bearer ${token}` } } : undefined;
    for (const url of apiUrlsOf(target)) {
      bytes += await keep(cache, url, url, auth);
      kept.push(url);
    }
    // A cover another origin will not share is left out: the Downloads screen then shows none.
    const cover = target.cover ? await keep(cache, target.cover).catch(() => null) : null;
    if (target.cover && cover !== null) {
      bytes += cover;
      kept.push(target.cover);
    }
    const page = pagePathOf(target);
    bytes += await keep(cache, page);
    kept.push(page);
  } catch (error) {
    const others = (await listSaves()).filter((save) => save.kind !== target.kind || save.id !== target.id);
    await Promise.all(urlsToDelete({ urls: kept }, others).map((url) => cache.delete(url)));
    throw error;
  }
  const record: SavedCollection = { ...target, urls: kept, bytes, savedAt: new Date().toISOString() };
  await cache.put(recordPath(target.kind, target.id), json(record));
  // The way to the saves offline: the Downloads page, and the files it and this page need.
  const downloads = await keepDownloadsPage().catch(() => '');
  await keepAssets(downloads).catch(() => undefined);
  // Ask the browser not to clear the site's storage under pressure: saved music is the member's choice.
  await navigator.storage?.persist?.().catch(() => false);
  return record;
}

/** Removes a save: its record and whatever no other save holds. */
export async function removeSave(kind: SavedKind, id: number): Promise<void> {
  const saves = await listSaves();
  const removed = saves.find((save) => save.kind === kind && save.id === id);
  if (!removed) return;
  const cache = await caches.open(OFFLINE_CACHE);
  const others = saves.filter((save) => save !== removed);
  await Promise.all([...urlsToDelete(removed, others), recordPath(kind, id)].map((url) => cache.delete(url)));
}

/**
 * Tells the service worker whether saved streams may play: the member's premium, as this browser knows it. Written
 * only where something was saved; a member whose premium ended keeps the files, unplayable offline.
 */
export async function writeEntitlement(premium: boolean): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_CACHE))) return;
  await (await caches.open(OFFLINE_CACHE)).put(ENTITLEMENT_PATH, json({ premium }));
}

let following = false;

/**
 * Keeps the service worker told of the member's premium from now on, as this browser learns it (a log-in or log-out
 * in the store; a lapse or a new subscription, the server's answers saved by services/common/member-ids.ts), on a
 * device that holds saves: loaded only there (hooks/layout/use-offline-runtime.ts) or by the first
 * save (commands/library/offline.ts), so other visits never load this module.
 */
export function followEntitlement(): void {
  if (following) return;
  following = true;
  let told: boolean | undefined;
  const tell = (state: AppState) => {
    if (!state.authReady) return;
    const premium = knownPremium(state);
    if (premium === told) return;
    told = premium;
    void writeEntitlement(premium).catch(() => undefined);
  };
  tell(useAppStore.getState());
  useAppStore.subscribe(tell);
  watchSavedPremium(() => tell(useAppStore.getState()));
}

/** How much this site stores on the device and may store, as the browser says; zeros where it does not. */
export async function storageEstimate(): Promise<{ usage: number; quota: number }> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return { usage: estimate?.usage ?? 0, quota: estimate?.quota ?? 0 };
}
