// The mixed load: many listeners at once browsing pages, paging lists, searching, streaming, reporting plays and
// now and then logging in, each request drawn at random from the mix below over real catalog ids.
import { load } from './http-load.mjs';
import { listenerLoad } from './listeners.mjs';

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const SORTS = ['date', 'plays', 'views', 'title'];
const QUERIES = ['mix', 'dream', 'avenu', 'street', 'night', 'lil', 'dj', 'vol'];

const WINDOW = 65_536;
const streamWindow = (n) => `bytes=${n * WINDOW}-${(n + 1) * WINDOW - 1}`;
const JSON_BODY = { 'content-type': 'application/json' };

let eventSeq = 0;
let loads = 0;
const EVENT_ID_PREFIX = `bench-${process.pid.toString(36)}-${Date.now().toString(36)}-`;

/**
 * A batch of `size` analytics events with fresh event_ids (starting with `prefix`), mixing the kinds over real
 * (track, mixtape) pairs.
 */
export function eventBatch(pairs, size = 100, prefix = EVENT_ID_PREFIX) {
  const time = new Date().toISOString();
  const events = Array.from({ length: size }, (_, i) => {
    const [track_id, mixtape_id] = pairs[(eventSeq + i) % pairs.length];
    const base = { event_id: `${prefix}${eventSeq + i}`, time };
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
 * `catalog`: { slugs, mixtapeIds, pairs: [trackId, mixtapeId][], search: boolean, login?: { user, pass } }. The
 * weights are shares of requests: pages, API reads, stream ranges as a player asks for them, event batches as
 * players flush them, searches, and (a member's credentials given) a log-in now and then: each checks a password
 * hash, which costs tens of milliseconds of a core, and a listener logs in once in a long while. Answers the load's
 * figures (http-load.mjs), `eventsAccepted`, the events the server answered as stored, and `eventIdPrefix`, what
 * this load's event ids start with (to find them in the database). `until`: see load.
 *
 * `connections` ask again as soon as they are answered (autocannon), which finds the most the server answers; with
 * `thinkMs`, they are as many listeners who each wait that long on average between requests (listeners.mjs).
 */
export async function mixedLoad(base, catalog, { connections = 200, duration = 60, until, thinkMs } = {}) {
  const eventIdPrefix = `${EVENT_ID_PREFIX}${++loads}-`;
  const mix = [
    [15, 'page', () => ({ path: '/' })],
    [15, 'page', () => ({ path: `/mixtape/${pick(catalog.slugs)}` })],
    [15, 'list', () => ({ path: `/api/v3/mixtapes?page=${1 + Math.floor(Math.random() * 5)}&take=20&sort=${pick(SORTS)}` })],
    [5, 'list', () => ({ path: '/api/v3/home' })],
    [10, 'queue', () => ({ path: `/api/v3/mixtapes/${pick(catalog.mixtapeIds)}/queue` })],
    // One of the first three 64 KB windows of a track, as a player asks for them (start and end drawn apart could
    // make an end before the start, which is no range at all and answers the whole file).
    [25, 'stream', () => ({ path: `/api/v3/tracks/${pick(catalog.pairs)[0]}/stream`, headers: { range: streamWindow(pick([0, 1, 2])) } })],
    [5, 'events', () => ({ path: '/api/v3/log/event', method: 'POST', headers: JSON_BODY, body: eventBatch(catalog.pairs, 20, eventIdPrefix), keepBody: true })],
    ...(catalog.search ? [[10, 'search', () => ({ path: `/api/v3/search?query=${pick(QUERIES)}&take=20` })]] : []),
    ...(catalog.login ? [[0.25, 'login', () => ({ path: '/api/v3/auth/login', method: 'POST', headers: JSON_BODY, body: JSON.stringify(catalog.login) })]] : []),
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  const next = () => {
    let roll = Math.random() * total;
    for (const [weight, kind, make] of mix) if ((roll -= weight) < 0) return { kind, ...make() };
    return { kind: mix[0][1], ...mix[0][2]() };
  };
  let eventsAccepted = 0;
  const onResponse = (status, body, { kind }) => {
    if (kind === 'events' && status === 200) eventsAccepted += JSON.parse(body).accepted;
  };
  const result = thinkMs
    ? await listenerLoad(`mixed load, ${connections} listeners`, base, { listeners: connections, duration, thinkMs, next, onResponse, until })
    : await load(
        `mixed load, ${connections} connections`,
        {
          url: base,
          connections,
          duration,
          timeout: 10,
          requests: [
            {
              setupRequest: (request, context) => {
                const drawn = next();
                context.kind = drawn.kind;
                return { ...request, method: drawn.method ?? 'GET', path: drawn.path, headers: { ...request.headers, ...drawn.headers }, body: drawn.body ?? '' };
              },
              onResponse: (status, body, context) => onResponse(status, body, context),
            },
          ],
        },
        { until },
      );
  return { ...result, eventsAccepted, eventIdPrefix };
}
