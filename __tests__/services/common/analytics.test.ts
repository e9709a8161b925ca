import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { analytics, reportMixtapeView, reportTrackCompletion, reportTrackPlay, type AnalyticsEvent } from '@/services/common/analytics';
import { AnalyticsBatcher, retryAfterMs } from '@/services/common/analytics-batcher';

const server = mockServer();
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function httpError(status: number, headers: Record<string, string> = {}) {
  const response = { status, statusText: '', headers: new AxiosHeaders(headers), data: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', undefined, undefined, response);
}

/** A batcher whose sends are recorded; `answers` says how each send ends (ok when empty). */
function recordingBatcher(answers: (Error | null)[] = []) {
  const batches: AnalyticsEvent[][] = [];
  const batcher = new AnalyticsBatcher({
    send: async (events) => {
      batches.push(events);
      const answer = answers.shift();
      if (answer) throw answer;
    },
  });
  return { batcher, batches };
}

const flushPromises = () => jest.advanceTimersByTimeAsync(0);

it('gives every event a unique event_id and an ISO time', () => {
  const { batcher } = recordingBatcher();
  const a = batcher.track('track_play', { track_id: 1 });
  const b = batcher.track('track_play', { track_id: 1 });
  expect(a.event_id).not.toBe(b.event_id);
  expect(a.event_id).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  expect(new Date(a.time).toISOString()).toBe(a.time);
});

it('sends a batch a few seconds after the first event, all waiting events together', async () => {
  jest.useFakeTimers();
  const { batcher, batches } = recordingBatcher();
  batcher.track('mixtape_view', { mixtape_id: 3 });
  await jest.advanceTimersByTimeAsync(2_000);
  batcher.track('track_play', { track_id: 4 });
  expect(batches).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(3_000);
  expect(batches).toHaveLength(1);
  expect(batches[0].map((e) => e.event)).toEqual(['mixtape_view', 'track_play']);
});

it('sends at once when 20 events are waiting', async () => {
  jest.useFakeTimers();
  const { batcher, batches } = recordingBatcher();
  for (let i = 0; i < 19; i += 1) batcher.track('track_play', { track_id: i + 1 });
  await flushPromises();
  expect(batches).toHaveLength(0);
  batcher.track('track_play', { track_id: 20 });
  await flushPromises();
  expect(batches).toHaveLength(1);
  expect(batches[0]).toHaveLength(20);
});

it('retries a failed batch with the same event_ids and never sends an event twice once it got through', async () => {
  jest.useFakeTimers();
  const { batcher, batches } = recordingBatcher([httpError(503), new Error('Network Error')]);
  batcher.track('track_play', { track_id: 1 });
  batcher.track('track_completion', { track_id: 1, percentage: 40 });
  await jest.advanceTimersByTimeAsync(5_000);
  batcher.track('track_play', { track_id: 2 });
  await jest.advanceTimersByTimeAsync(1_000);
  await jest.advanceTimersByTimeAsync(2_000);
  await jest.advanceTimersByTimeAsync(10_000);
  const ids = batches.map((b) => b.map((e) => e.event_id));
  expect(ids).toHaveLength(3);
  expect(ids[1]).toEqual([...ids[0], expect.any(String)]);
  expect(ids[2]).toEqual(ids[1]);
  expect(batcher.size).toBe(0);
});

it('withdraws an event still waiting (an undone action), but never one already handed to a send', async () => {
  jest.useFakeTimers();
  const { batcher, batches } = recordingBatcher([httpError(503)]);
  const play = batcher.track('track_play', { track_id: 1 });
  const undone = batcher.track('track_completion', { track_id: 1, percentage: 40 });
  expect(batcher.withdraw(undone)).toBe(true);
  expect(batcher.withdraw(undone)).toBe(false);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(batches.map((b) => b.map((e) => e.event_id))).toEqual([[play.event_id]]);
  // The failed send may have reached the server: the event is retried, not taken back.
  expect(batcher.size).toBe(1);
  expect(batcher.withdraw(play)).toBe(false);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(batches).toHaveLength(2);
  expect(batcher.size).toBe(0);
});

it('stops its timer when the only waiting event is withdrawn', async () => {
  jest.useFakeTimers();
  const { batcher, batches } = recordingBatcher();
  batcher.withdraw(batcher.track('track_completion', { track_id: 1, percentage: 40 }));
  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(batches).toHaveLength(0);
});

it('backs off on 429 for as long as Retry-After says', async () => {
  jest.useFakeTimers();
  const { batcher, batches } = recordingBatcher([httpError(429, { 'retry-after': '30' })]);
  batcher.track('track_play', { track_id: 1 });
  await jest.advanceTimersByTimeAsync(5_000);
  expect(batches).toHaveLength(1);
  for (let i = 0; i < 25; i += 1) batcher.track('track_play', { track_id: 2 });
  await jest.advanceTimersByTimeAsync(29_000);
  expect(batches).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1_000);
  expect(batches).toHaveLength(2);
  expect(batches[1][0].event_id).toBe(batches[0][0].event_id);
  // The rest (fewer than 20) waits for the next regular flush.
  await jest.advanceTimersByTimeAsync(5_000);
  expect(batches).toHaveLength(3);
  expect(batcher.size).toBe(0);
});

it('drops a batch the server rejected as invalid (400: it kept the valid ones)', async () => {
  jest.useFakeTimers();
  const { batcher, batches } = recordingBatcher([httpError(400)]);
  batcher.track('track_play', { track_id: 1 });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(batches).toHaveLength(1);
  expect(batcher.size).toBe(0);
});

/** What each beacon call sent: the API takes events only as application/json, so a beacon must be a JSON Blob. */
async function beaconBodies(calls: unknown[][]): Promise<{ url: string; json: { events: AnalyticsEvent[] } }[]> {
  return Promise.all(
    calls.map(async ([url, body]) => {
      expect(body).toBeInstanceOf(Blob);
      expect((body as Blob).type).toBe('application/json');
      return { url: url as string, json: JSON.parse(await (body as Blob).text()) };
    }),
  );
}

it('hands everything unsent to sendBeacon as a JSON Blob when the page is hidden', async () => {
  const beacon = jest.fn((url: string, body?: BodyInit | null) => body instanceof Blob && url.length > 0);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  const { batcher, batches } = recordingBatcher();
  const event = batcher.track('track_play', { track_id: 7, mixtape_id: 2 });
  const before = beacon.mock.calls.length;
  window.dispatchEvent(new Event('pagehide'));
  // Batchers of earlier tests listen too: only this one's beacon is looked at.
  const sent = await beaconBodies(beacon.mock.calls.slice(before));
  const ours = sent.filter(({ json }) => json.events.some((e) => e.event_id === event.event_id));
  expect(ours).toHaveLength(1);
  expect(ours[0].url).toBe('/api/v3/log/event');
  expect(ours[0].json).toEqual({ events: [event] });
  expect(batcher.size).toBe(0);
  expect(batches).toHaveLength(0);
});

it('beacons a backlog in batches of at most 20', async () => {
  const beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  // A send that never settles: the first 20 stay in flight, the rest wait.
  const batcher = new AnalyticsBatcher({ send: () => new Promise(() => undefined) });
  const ids = Array.from({ length: 45 }, (_, i) => batcher.track('track_play', { track_id: i + 1 }).event_id);
  const before = beacon.mock.calls.length;
  batcher.flushOnHide();
  const bodies = (await beaconBodies(beacon.mock.calls.slice(before) as unknown[][])).map(({ json }) => json.events);
  expect(bodies.map((b) => b.length)).toEqual([20, 20, 5]);
  expect(bodies.flat().map((e) => e.event_id)).toEqual(ids);
  // Only the request already in flight is left: it settles (or retries) on its own.
  expect(batcher.size).toBe(20);
});

it('posts JSON {events: [...]} to /log/event, with the report helpers filling the fields', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('http://localhost/api/v3/log/event', async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^application\/json/);
      bodies.push(await request.json());
      return HttpResponse.json({ accepted: 3, duplicates: 0, rejected: [] });
    }),
  );
  const track = { id: 5, mixtapeId: 2 };
  reportMixtapeView(2);
  reportTrackPlay(track);
  reportTrackCompletion(track, 49.6);
  await analytics.flush();
  expect(bodies).toHaveLength(1);
  expect((bodies[0] as { events: object[] }).events).toEqual([
    expect.objectContaining({ event: 'mixtape_view', mixtape_id: 2 }),
    expect.objectContaining({ event: 'track_play', track_id: 5, mixtape_id: 2 }),
    expect.objectContaining({ event: 'track_completion', track_id: 5, mixtape_id: 2, percentage: 50 }),
  ]);
});

it('reads Retry-After as seconds or an HTTP date', () => {
  expect(retryAfterMs('12')).toBe(12_000);
  expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10_000);
  expect(retryAfterMs(undefined)).toBeNull();
});

describe('offline', () => {
  afterEach(() => localStorage.clear());

  it('keeps the events while the network is gone, and sends them with the same ids when it is back', async () => {
    jest.useFakeTimers();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { batcher, batches } = recordingBatcher();
    const play = batcher.track('track_play', { track_id: 4 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('pending_events') ?? '[]')).toEqual([play]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await flushPromises();
    expect(batches).toEqual([[play]]);
    expect(localStorage.getItem('pending_events')).toBeNull();
  });

  it('hands the events of a page closed offline to the next page, which sends them once the network is back', async () => {
    jest.useFakeTimers();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const first = recordingBatcher();
    const play = first.batcher.track('track_play', { track_id: 7 });
    first.batcher.flushOnHide();
    expect(sendBeacon).not.toHaveBeenCalled();

    jest.restoreAllMocks();
    const next = recordingBatcher();
    next.batcher.install();
    await flushPromises();
    expect(next.batches).toEqual([[play]]);
    expect(localStorage.getItem('pending_events')).toBeNull();
  });
});

it('keeps the events made while the batcher loads with the first one, and sends them but the one withdrawn meanwhile', async () => {
  const bodies: { events: AnalyticsEvent[] }[] = [];
  server.use(
    http.post('http://localhost/api/v3/log/event', async ({ request }) => {
      bodies.push((await request.json()) as { events: AnalyticsEvent[] });
      return HttpResponse.json({ accepted: 2, duplicates: 0, rejected: [] });
    }),
  );
  await jest.isolateModulesAsync(async () => {
    // A page's first events: the batcher is not loaded yet, each is made (id and time) at once all the same.
    const fresh = await import('@/services/common/analytics');
    const view = fresh.reportMixtapeView(4);
    const play = fresh.reportTrackPlay({ id: 8, mixtapeId: 4 });
    const undone = fresh.reportTrackCompletion({ id: 8, mixtapeId: 4 }, 30);
    expect(view.event_id).toMatch(/\S/);
    expect(fresh.analytics.withdraw(undone)).toBe(true);
    await fresh.analytics.flush();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].events.map((event) => event.event_id)).toEqual([view.event_id, play.event_id]);
  });
});

it("at the player's start, loads the batcher only when an earlier page kept events offline, and sends them", async () => {
  const bodies: { events: AnalyticsEvent[] }[] = [];
  server.use(
    http.post('http://localhost/api/v3/log/event', async ({ request }) => {
      bodies.push((await request.json()) as { events: AnalyticsEvent[] });
      return HttpResponse.json({ accepted: 1, duplicates: 0, rejected: [] });
    }),
  );
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('@/services/common/analytics');
    fresh.analytics.install();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(0);
  });
  const kept = { event: 'track_play', event_id: 'kept-offline-1', time: new Date(0).toISOString(), track_id: 3, mixtape_id: 1 };
  localStorage.setItem('pending_events', JSON.stringify([kept]));
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('@/services/common/analytics');
    fresh.analytics.install();
    await waitFor(() => expect(bodies).toEqual([{ events: [kept] }]));
  });
  expect(localStorage.getItem('pending_events')).toBeNull();
});
