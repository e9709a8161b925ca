/** @jest-environment node */
import { and, eq, inArray } from 'drizzle-orm';
import type { CatalogStats, Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { EventBatchResult } from '@/lib/contracts/telemetry';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpAnswer, type HttpInit } from '../helpers/http';

let api: TestApi;
let tapes: MixtapeDetail[];
const get = async <T>(path: string): Promise<T> => (await httpCall<T>(`${api.url}/api/v3${path}`)).body;
/** A batch as JSON, or a string sent as it is written; as application/json unless `init.type` says otherwise. */
const post = (body: unknown, init: HttpInit = {}) =>
  httpCall<EventBatchResult>(`${api.url}/api/v3/log/event`, {
    method: 'POST',
    ...(typeof body === 'string' ? { body } : { json: body }),
    type: 'application/json',
    ...init,
  });
let seq = 0;
const ev = (event: string, fields: Record<string, unknown> = {}) => ({
  event,
  event_id: `ev-${++seq}-${Date.now().toString(36)}`,
  time: new Date().toISOString(),
  ...fields,
});
const stats = async (id: number) => (await get<MixtapeDetail>(`/mixtapes/${id}`)).stats;
const db = async () => (await import('@/server/db/client')).getDb();
const schema = () => import('@/server/db/schema');

let userId: number;
let listeners = 0;
/** A new user with a live session, made through the accounts code rather than the log-in flow this file is not about. */
async function accessToken(): Promise<string> {
  const [{ users }, { createSession }, { signAccessToken }] = await Promise.all([schema(), import('@/server/auth/sessions'), import('@/server/auth/jwt')]);
  const username = `listener${++listeners}`;
  const [user] = await (await db()).insert(users).values({ username, fullname: 'A Listener', passwordHash: 'unused' }).returning();
  userId = user.id;
  const { sessionId } = await createSession(await db(), user.id, 'jest', 'password');
  return signAccessToken({ userId: user.id, sessionId });
}

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 10, artists: 3, djs: 2 } });
  const list = await get<Paged<Mixtape>>('/mixtapes?take=100');
  tapes = await Promise.all(list.data.map((m) => get<MixtapeDetail>(`/mixtapes/${m.id}`)));
  if (tapes.length < 5 || tapes.some((t) => t.tracks.length < 2)) throw new Error('The seed gave too small a catalog for these tests');
});
afterAll(() => api.stop());

describe('POST /log/event', () => {
  it('stores a valid batch and moves the counters /mixtapes/{id} and /mixtapes/stats show', async () => {
    const [a, b] = tapes;
    const [beforeA, beforeB, beforeAll] = await Promise.all([stats(a.id), stats(b.id), get<CatalogStats>('/mixtapes/stats')]);
    const events = [
      ev('track_play', { track_id: a.tracks[0].id, mixtape_id: a.id }),
      ev('track_play', { track_id: a.tracks[1].id }),
      ev('track_completion', { track_id: a.tracks[0].id, percentage: 97.5, mixtape_id: a.id }),
      ev('mixtape_view', { mixtape_id: a.id, source: 'home' }),
      ev('mixtape_view', { mixtape_id: b.id }),
      ev('mixtape_download', { mixtape_id: b.id }),
      ev('track_download', { track_id: b.tracks[0].id }),
    ];
    const res = await post({ events });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 7, duplicates: 0, rejected: [] });

    expect(await stats(a.id)).toMatchObject({ plays: beforeA.plays + 2, views: beforeA.views + 1, downloads: beforeA.downloads });
    expect(await stats(b.id)).toMatchObject({ plays: beforeB.plays, views: beforeB.views + 1, downloads: beforeB.downloads + 1 });
    expect(await get<CatalogStats>('/mixtapes/stats')).toMatchObject({
      plays: beforeAll.plays + 2,
      views: beforeAll.views + 2,
      downloads: beforeAll.downloads + 1,
    });

    const { analyticsEvents } = await schema();
    const [stored] = await (await db()).select().from(analyticsEvents).where(eq(analyticsEvents.eventId, events[3].event_id));
    expect(stored).toMatchObject({ event: 'mixtape_view', mixtapeId: a.id, trackId: null, userId: null, extra: { source: 'home' } });
    expect(stored.clientTime.toISOString()).toBe(events[3].time);
    expect(stored.clientKey).not.toContain('127.0.0.1');
  });

  it('bumps track play and download counters', async () => {
    const { tracks } = await schema();
    const track = tapes[2].tracks[0];
    const read = async () => (await (await db()).select().from(tracks).where(eq(tracks.id, track.id)))[0];
    const before = await read();
    const res = await post({ events: [ev('track_play', { track_id: track.id }), ev('track_download', { track_id: track.id }), ev('track_download', { track_id: track.id })] });
    expect(res.status).toBe(200);
    expect(await read()).toMatchObject({ plays: before.plays + 1, downloads: before.downloads + 2 });
  });

  it('counts a play for the mixtape it names, or for every mixtape holding the track when it names none', async () => {
    const { mixtapeTracks } = await schema();
    const [home, other] = [tapes[3], tapes[4]];
    const track = home.tracks[0];
    await (await db()).insert(mixtapeTracks).values({ mixtapeId: other.id, trackId: track.id, position: 99 });
    const [h0, o0] = [await stats(home.id), await stats(other.id)];
    expect((await post({ events: [ev('track_play', { track_id: track.id, mixtape_id: other.id })] })).status).toBe(200);
    expect([(await stats(home.id)).plays, (await stats(other.id)).plays]).toEqual([h0.plays, o0.plays + 1]);
    // Another listener: the same one's replay within 30 s would not count.
    expect((await post({ events: [ev('track_play', { track_id: track.id })] }, { token: await accessToken() })).status).toBe(200);
    expect([(await stats(home.id)).plays, (await stats(other.id)).plays]).toEqual([h0.plays + 1, o0.plays + 2]);
  });

  it('counts one play of a track per listener per 30 seconds, however often it is reported', async () => {
    const tape = tapes[5];
    const track = tape.tracks[1];
    const plays = async () => (await stats(tape.id)).plays;
    const before = await plays();
    const play = () => ev('track_play', { track_id: track.id, mixtape_id: tape.id });
    const first = await post({ events: [play(), play(), play()] });
    expect(first.body).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    expect(await plays()).toBe(before + 1);
    await post({ events: [play()] });
    expect(await plays()).toBe(before + 1);
    // Every report is kept for analysis; only the first moved the counter.
    const { analyticsEvents } = await schema();
    const rows = await (await db()).select().from(analyticsEvents).where(eq(analyticsEvents.trackId, track.id));
    expect(rows.filter((r) => r.event === 'track_play').map((r) => r.counted).sort()).toEqual([false, false, false, true]);
    // Half a minute later the same listener's play counts again.
    await (await db()).update(analyticsEvents).set({ receivedAt: new Date(Date.now() - 31_000) }).where(eq(analyticsEvents.trackId, track.id));
    await post({ events: [play()] });
    expect(await plays()).toBe(before + 2);
  });

  it('indexes recent plays by track (episode plays apart), so the repeat check of a play reads that track\'s plays, not everyone\'s', async () => {
    // With an index led by the event type beside it, a planner whose statistics predate the last 30 s (PGlite
    // never analyzes) read every play of those 30 s for each new play.
    const { sql } = await import('drizzle-orm');
    const result = await (await db()).execute(sql`select indexname from pg_indexes where tablename = 'analytics_events' order by indexname`);
    const rows = (result as unknown as { rows: { indexname: string }[] }).rows;
    // Episode plays' own repeat check reads an index holding their rows alone (other events never enter it).
    expect(rows.map((r) => r.indexname)).toEqual([
      'analytics_events_episode_received_idx',
      'analytics_events_event_id_unique',
      'analytics_events_pkey',
      'analytics_events_track_received_idx',
    ]);
  });

  it('rejects each bad event with a 400 naming it, and keeps the good ones of the same batch', async () => {
    const [a, b] = tapes;
    const before = await stats(a.id);
    const good = ev('mixtape_view', { mixtape_id: a.id });
    const foreignTrack = b.tracks[0].id;
    const bad: [unknown, RegExp][] = [
      [ev('track_skip', { track_id: 1 }), /event must be one of mixtape_view, track_play/],
      [{ event: 'mixtape_view', time: new Date().toISOString(), mixtape_id: a.id }, /event_id must be a string/],
      [ev('mixtape_view', { event_id: 'has spaces!', mixtape_id: a.id }), /event_id must be 1 to 64/],
      [ev('mixtape_view', { time: 'yesterday', mixtape_id: a.id }), /time must be an ISO timestamp/],
      [ev('mixtape_view'), /mixtape_id must be a positive integer id/],
      [ev('track_play', { track_id: 'abc' }), /track_id must be a positive integer id/],
      [ev('track_completion', { track_id: a.tracks[0].id, percentage: 101 }), /percentage must be a number from 0 to 100/],
      [ev('track_completion', { track_id: a.tracks[0].id }), /percentage must be a number from 0 to 100/],
      [ev('mixtape_download', { mixtape_id: 999_999 }), /mixtape_id 999999 is not a known mixtape/],
      [ev('track_download', { track_id: 999_999 }), /track_id 999999 is not a known track/],
      [ev('track_play', { track_id: foreignTrack, mixtape_id: a.id }), new RegExp(`track ${foreignTrack} is not in mixtape ${a.id}`)],
      [42, /an event must be a JSON object/],
      [ev('mixtape_view', { mixtape_id: a.id, note: 'x'.repeat(3000) }), /extra fields must stay under 2000 characters/],
    ];
    const res = await post({ events: [good, ...bad.map(([e]) => e)] });
    expect(res.status).toBe(400);
    const body = res.body as EventBatchResult & { statusCode: number; message: string; error: string };
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', accepted: 1, duplicates: 0 });
    expect(body.message).toMatch(new RegExp(`^${bad.length} of ${bad.length + 1} events were rejected: #1`));
    expect(body.rejected.map((r) => r.index)).toEqual(bad.map((_, i) => i + 1));
    bad.forEach(([e, reason], i) => {
      expect(body.rejected[i].reason).toMatch(reason);
      const id = (e as { event_id?: unknown }).event_id;
      expect(body.rejected[i].event_id).toBe(typeof id === 'string' ? id : null);
    });
    expect((await stats(a.id)).views).toBe(before.views + 1);
    // Resending the whole batch (a naive client) stores nothing twice.
    const again = (await post({ events: [good, ...bad.map(([e]) => e)] })).body;
    expect(again).toMatchObject({ accepted: 0, duplicates: 1 });
    expect((await stats(a.id)).views).toBe(before.views + 1);
  });

  it('answers from what it keeps of the catalog, and sees a track join a mixtape once the catalog changes', async () => {
    // Tapes and tracks no other test here plays (a listener's play of a track counts once in 30 s).
    const [a, b] = [tapes[7], tapes[2]];
    const track = b.tracks.at(-1)!.id;
    const play = () => post({ events: [ev('track_play', { track_id: track, mixtape_id: a.id })] });
    expect((await play()).body.rejected?.[0]?.reason).toMatch(new RegExp(`track ${track} is not in mixtape ${a.id}`));
    // Added behind the API's back: what it keeps still says no (a write of another process, seen within
    // CATALOG_CACHE_SECONDS).
    const { mixtapeTracks } = await schema();
    await (await db()).insert(mixtapeTracks).values({ mixtapeId: a.id, trackId: track, position: 999 });
    expect((await play()).status).toBe(400);
    // A change of the catalog (an import, a seed) drops it: the next batch reads the database again.
    (await import('@/server/cache/catalog-cache')).invalidateCatalog();
    expect((await play()).body).toMatchObject({ accepted: 1, rejected: [] });
    await (await db()).delete(mixtapeTracks).where(and(eq(mixtapeTracks.mixtapeId, a.id), eq(mixtapeTracks.trackId, track)));
    (await import('@/server/cache/catalog-cache')).invalidateCatalog();
  });

  it('deduplicates by event_id within a batch and across batches', async () => {
    const a = tapes[1];
    const before = await stats(a.id);
    const play = ev('track_play', { track_id: a.tracks[0].id, mixtape_id: a.id });
    const first = await post({ events: [play, play, ev('mixtape_view', { mixtape_id: a.id })] });
    expect(first.body).toEqual({ accepted: 2, duplicates: 1, rejected: [] });
    const retry = await post({ events: [play] });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ accepted: 0, duplicates: 1, rejected: [] });
    expect(await stats(a.id)).toMatchObject({ plays: before.plays + 1, views: before.views + 1 });
    const { analyticsEvents } = await schema();
    const rows = await (await db()).select().from(analyticsEvents).where(inArray(analyticsEvents.eventId, [play.event_id]));
    expect(rows).toHaveLength(1);
  });

  it('answers batches sent at once each for its own events: two listeners\' plays both count, a racing retry is accepted once', async () => {
    const tape = tapes[6];
    const before = await stats(tape.id);
    const token = await accessToken();
    const play = () => ev('track_play', { track_id: tape.tracks[0].id, mixtape_id: tape.id });
    const view = () => ev('mixtape_view', { mixtape_id: tape.id });
    const shared = view();
    const answers = await Promise.all([
      post({ events: [play(), shared] }),
      post({ events: [play()] }, { headers: { Authorization: `Bearer ${token}` } }),
      post({ events: [shared] }),
      ...Array.from({ length: 5 }, () => post({ events: [view()] })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers[1].body).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    // The view both carried is stored once, and accepted by one of them only.
    expect(answers[0].body.accepted + answers[2].body.accepted).toBe(2);
    expect(answers[0].body.duplicates + answers[2].body.duplicates).toBe(1);
    expect(answers.slice(3).map((a) => a.body.accepted)).toEqual([1, 1, 1, 1, 1]);
    expect(await stats(tape.id)).toMatchObject({ plays: before.plays + 2, views: before.views + 6 });
  });

  it('refuses any body but JSON, and calls from other sites, so a foreign page cannot post events', async () => {
    const a = tapes[0];
    const before = await stats(a.id);
    const batch = JSON.stringify({ events: [ev('mixtape_view', { mixtape_id: a.id })] });
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post(batch, { type });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Send the request body as application/json.');
    }
    const foreign = await post(batch, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await stats(a.id)).views).toBe(before.views);
    const own = await post(batch, { headers: { Origin: api.url } });
    expect(own.status).toBe(200);
    expect((await stats(a.id)).views).toBe(before.views + 1);
  });

  it('rejects an event with NUL, a lone surrogate or deep nesting on its own, and stores the rest', async () => {
    const a = tapes[0];
    const bad = [
      ev('mixtape_view', { mixtape_id: a.id, note: 'a\u0000b' }),
      ev('mixtape_view', { mixtape_id: a.id, note: '\ud800' }),
      ev('mixtape_view', { mixtape_id: a.id, deep: 'DEEP' }),
    ];
    const good = Array.from({ length: 47 }, () => ev('mixtape_view', { mixtape_id: a.id }));
    // Written as text: 5,000 levels are more than JSON.stringify's stack takes here.
    const deep = `${'{"deep":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await post(JSON.stringify({ events: [...good, ...bad] }).replace('"DEEP"', deep));
    expect(res.status).toBe(400);
    const { body } = res;
    expect(body.accepted).toBe(47);
    expect(body.rejected.map((r) => r.reason)).toEqual([
      expect.stringMatching(/NUL/),
      expect.stringMatching(/valid Unicode/),
      expect.stringMatching(/nested too deeply/),
    ]);
  });

  it('answers 400, 413 and 405 for a bad envelope, too many events and other methods', async () => {
    const cases: [unknown, string, number, RegExp][] = [
      ['{"events": [', 'application/json', 400, /not valid JSON/],
      ['', 'application/json', 400, /Send a JSON object/],
      [{ events: [] }, 'application/json', 400, /at least one event/],
      [{ events: 'all of them' }, 'application/json', 400, /events must be an array/],
      [[1, 2], 'application/json', 400, /Send a JSON object/],
      [{ events: Array.from({ length: 101 }, () => ev('mixtape_view', { mixtape_id: tapes[0].id })) }, 'application/json', 413, /at most 100 events/],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await post(body, { type });
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const getRes = await httpCall(`${api.url}/api/v3/log/event`);
    expect(getRes.status).toBe(405);
    expect(getRes.headers.get('allow')).toBe('POST');
    const huge = await post(`{"events": ["${'x'.repeat(600 * 1024)}"]}`);
    expect(huge.status).toBe(413);
  });

  // Last: it exhausts this client's allowance for the rest of the window.
  it('rate-limits a client with 429 and Retry-After', async () => {
    process.env.RATE_LIMIT_EVENTS_PER_MINUTE = '2';
    try {
      const statuses: number[] = [];
      let limited: HttpAnswer<EventBatchResult> | undefined;
      for (let i = 0; i < 4 && !limited; i++) {
        const res = await post({ events: [ev('mixtape_view', { mixtape_id: tapes[0].id })] });
        statuses.push(res.status);
        if (res.status === 429) limited = res;
      }
      expect(limited).toBeDefined();
      const retryAfter = Number(limited!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited!.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/try again in \d+ s/) });

      // A signed-in listener is counted by user, not by the address the guest traffic has used up.
      const signedIn = ev('mixtape_view', { mixtape_id: tapes[0].id });
      const res = await post({ events: [signedIn] }, { token: await accessToken() });
      expect(res.status).toBe(200);
      const { analyticsEvents } = await schema();
      const [row] = await (await db()).select().from(analyticsEvents).where(eq(analyticsEvents.eventId, signedIn.event_id));
      expect(row.userId).toBe(userId);
    } finally {
      delete process.env.RATE_LIMIT_EVENTS_PER_MINUTE;
    }
  });
});
