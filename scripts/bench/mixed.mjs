// The mixed load: many listeners at once browsing pages, paging lists, streaming and reporting plays, each
// request drawn at random from the mix below over real catalog ids.
import { load } from './http-load.mjs';

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const SORTS = ['date', 'plays', 'views', 'title'];
const QUERIES = ['mix', 'dream', 'avenu', 'street', 'night', 'lil', 'dj', 'vol'];

const WINDOW = 65_536;
const streamWindow = (n) => `bytes=${n * WINDOW}-${(n + 1) * WINDOW - 1}`;

let eventSeq = 0;
const eventRun = `${process.pid.toString(36)}-${Date.now().toString(36)}`;

/** A batch of `size` analytics events with fresh event_ids, mixing the kinds over real (track, mixtape) pairs. */
export function eventBatch(pairs, size = 100) {
  const time = new Date().toISOString();
  const events = Array.from({ length: size }, (_, i) => {
    const [track_id, mixtape_id] = pairs[(eventSeq + i) % pairs.length];
    const base = { event_id: `bench-${eventRun}-${eventSeq + i}`, time };
    return [
      { ...base, event: 'track_play', track_id, mixtape_id },
      { ...base, event: 'track_completion', track_id, percentage: 92.5 },
      { ...base, event: 'mixtape_view', mixtape_id },
      { ...base, event: 'track_play', track_id },
      { ...base, event: 'track_download', track_id },
    ][i % 5];
  });
  eventSeq += size;
  return JSON.stringify({ events });
}

/**
 * `catalog`: { slugs, mixtapeIds, pairs: [trackId, mixtapeId][], search: boolean }. The weights are shares of
 * requests: pages, API reads, stream ranges as a player asks for them, and event batches as players flush them.
 */
export function mixedLoad(base, catalog, { connections = 200, duration = 60 } = {}) {
  const mix = [
    [15, () => ({ path: '/' })],
    [15, () => ({ path: `/mixtape/${pick(catalog.slugs)}` })],
    [15, () => ({ path: `/api/v3/mixtapes?page=${1 + Math.floor(Math.random() * 5)}&take=20&sort=${pick(SORTS)}` })],
    [5, () => ({ path: '/api/v3/home' })],
    [10, () => ({ path: `/api/v3/mixtapes/${pick(catalog.mixtapeIds)}/queue` })],
    // One of the first three 64 KB windows of a track, as a player asks for them (start and end drawn apart could
    // make an end before the start, which is no range at all and answers the whole file).
    [25, () => ({ path: `/api/v3/tracks/${pick(catalog.pairs)[0]}/stream`, headers: { range: streamWindow(pick([0, 1, 2])) } })],
    [5, () => ({ path: '/api/v3/log/event', method: 'POST', headers: { 'content-type': 'application/json' }, body: eventBatch(catalog.pairs, 20) })],
    ...(catalog.search ? [[10, () => ({ path: `/api/v3/search?query=${pick(QUERIES)}&take=20` })]] : []),
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  const next = () => {
    let roll = Math.random() * total;
    for (const [weight, make] of mix) if ((roll -= weight) < 0) return make();
    return mix[0][1]();
  };
  return load(`mixed load, ${connections} connections`, {
    url: base,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const drawn = next();
          return { ...request, method: drawn.method ?? 'GET', path: drawn.path, headers: { ...request.headers, ...drawn.headers }, body: drawn.body ?? '' };
        },
      },
    ],
  });
}
