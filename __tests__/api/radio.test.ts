/** @jest-environment node */
import { eq, ne } from 'drizzle-orm';
import { trackSchema, type Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { RadioBatch } from '@/lib/contracts/telemetry';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpInit } from '../helpers/http';

let api: TestApi;
/** Track ids the radio may play: every track of a released main-site mixtape. */
let pool: Set<number>;
let firstMixtape: { id: number; trackCount: number };

const radio = async (query: HttpInit['query'], status = 200) => {
  const res = await httpCall<RadioBatch>(`${api.url}/api/v3/radio`, { query });
  expect(res.status).toBe(status);
  return res.body;
};
const db = async () => (await import('@/server/db/client')).getDb();

function expectCapped(batch: RadioBatch) {
  const perMixtape = new Map<number, number>();
  for (const t of batch.data) perMixtape.set(t.mixtapeId, (perMixtape.get(t.mixtapeId) ?? 0) + 1);
  expect(Math.max(0, ...perMixtape.values())).toBeLessThanOrEqual(2);
}

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 10, artists: 4, djs: 2 } });
  const list = (await httpCall<Paged<Mixtape>>(`${api.url}/api/v3/mixtapes?take=100`)).body;
  const details = await Promise.all(list.data.map(async (m) => (await httpCall<{ id: number }[]>(`${api.url}/api/v3/mixtapes/${m.id}/queue`)).body));
  pool = new Set(details.flat().map((t) => t.id));
  firstMixtape = { id: list.data[0].id, trackCount: details[0].length };
  if (pool.size < 12) throw new Error('The seed gave too small a catalog for these tests');
});
afterAll(() => api.stop());

describe('GET /radio', () => {
  it('opens a session and answers a batch of catalog tracks, at most two per mixtape', async () => {
    const batch = await radio({ take: 10 });
    expect(batch.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(batch.cycle).toBe(1);
    expect(batch.data.length).toBeGreaterThan(0);
    expect(batch.data.length).toBeLessThanOrEqual(10);
    for (const track of batch.data) {
      expect(trackSchema.parse(track)).toEqual(track);
      expect(pool.has(track.id)).toBe(true);
      expect(track.cover).toMatch(/^\/api\/v3\/media\//);
    }
    expectCapped(batch);
    expect(new Set(batch.data.map((t) => t.id)).size).toBe(batch.data.length);
    const res = await httpCall<RadioBatch>(`${api.url}/api/v3/radio`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data.length).toBeLessThanOrEqual(10);
  });

  it('never repeats a track within a session until the catalog is exhausted, then starts a new cycle', async () => {
    let last = await radio({ take: 4 });
    const { session } = last;
    const heard = last.data.map((t) => t.id);
    for (let calls = 0; heard.length < pool.size; calls++) {
      if (calls > pool.size) throw new Error('the radio stopped making progress');
      last = await radio({ session, take: 4 });
      expect(last.session).toBe(session);
      expect(last.cycle).toBe(1);
      expect(last.data.length).toBeGreaterThan(0);
      expectCapped(last);
      heard.push(...last.data.map((t) => t.id));
    }
    expect(heard.length).toBe(pool.size);
    expect(new Set(heard)).toEqual(pool);

    const next = await radio({ session, take: 4 });
    expect(next.session).toBe(session);
    expect(next.cycle).toBe(2);
    expect(next.data.length).toBeGreaterThan(0);
    // The new cycle does not open with a track that has just played.
    const justPlayed = new Set(last.data.map((t) => t.id));
    expect(next.data.some((t) => justPlayed.has(t.id))).toBe(false);
  });

  it('opens a new session for an unknown or expired one, and refuses a malformed one', async () => {
    const unknown = await radio({ session: '00000000-0000-4000-8000-000000000000', take: 3 });
    expect(unknown.session).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(unknown.cycle).toBe(1);
    expect(unknown.data.length).toBeGreaterThan(0);

    const { radioSessions } = await import('@/server/db/schema');
    await (await db()).update(radioSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(radioSessions.id, unknown.session));
    const renewed = await radio({ session: unknown.session, take: 3 });
    expect(renewed.session).not.toBe(unknown.session);

    expect((await radio({ session: '' }, 200)).session).toMatch(/^[0-9a-f-]{36}$/);
    for (const [query, message] of [
      [{ session: '../../etc' }, 'session must be the id an earlier radio answer gave'],
      [{ take: 0 }, 'take must be 1 or more'],
      [{ take: 51 }, 'take must not be more than 50'],
    ] as const) {
      const res = await httpCall(`${api.url}/api/v3/radio`, { query });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const post = await httpCall(`${api.url}/api/v3/radio`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  // Last: it rewrites the catalog's counters and dates.
  it('plays popular, recent mixtapes more often', async () => {
    const { mixtapes, tracks } = await import('@/server/db/schema');
    const d = await db();
    const hit = firstMixtape.id;
    await d.update(tracks).set({ plays: 0 });
    await d.update(mixtapes).set({ plays: 0, releaseDate: new Date(Date.now() - 3 * 365 * 86_400_000) }).where(ne(mixtapes.id, hit));
    await d.update(mixtapes).set({ plays: 5_000_000, releaseDate: new Date(Date.now() - 86_400_000) }).where(eq(mixtapes.id, hit));

    const sessions = 60;
    let hits = 0;
    for (let i = 0; i < sessions; i++) if ((await radio({ take: 1 })).data[0].mixtapeId === hit) hits++;
    // Uniform picking would choose it about hitTracks / pool.size of the time (well under a third here);
    // its weight (about 20 against 1) makes it the first pick most of the time.
    expect(firstMixtape.trackCount / pool.size).toBeLessThan(0.34);
    expect(hits / sessions).toBeGreaterThan(0.5);
  });
});
