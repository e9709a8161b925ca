/** @jest-environment node */
import { weekOf } from '@/lib/charts';
import type { Chart } from '@/lib/contracts/charts';
import { apiForSuite } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { runSql } from '../helpers/members';

// The weekly charts over HTTP (see docs/product.md, Charts): known plays written straight into analytics_events over
// four closed weeks, the weeks computed as the job computes them, and what GET /charts/{chart} answers of them.

const api = apiForSuite({ seed: true });

const WEEK_MS = 7 * 86_400_000;
const thisWeek = Date.parse(`${weekOf(new Date())}T00:00:00Z`);
/** The Monday `n` weeks before this week's. */
const weeksAgo = (n: number) => new Date(thisWeek - n * WEEK_MS).toISOString().slice(0, 10);
const [W1, W2, W3, W4] = [weeksAgo(4), weeksAgo(3), weeksAgo(2), weeksAgo(1)];

const charts = () => import('@/server/discovery/charts');
const get = (path: string) => httpCall<Chart>(`${api.url}/api/v3/charts${path}`);

/** Five tracks of five mixtapes (and a sixth), ascending by track id: t[1] … t[6], each with its mixtape as m[i]. */
let t: number[] = [];
let m: number[] = [];
let seq = 0;

interface Play {
  track: number;
  /** The mixtape it was played from; null as an older client reports it (every holding mixtape's play). */
  mixtape?: number | null;
  /** A time, or a week's Monday (then a moment inside it). */
  at: string | Date;
  counted?: boolean;
  event?: string;
}

async function insertPlays(plays: Play[]) {
  const rows = plays.map(({ track, mixtape, at, counted = true, event = 'track_play' }) => {
    seq += 1;
    const received = at instanceof Date ? at : new Date(Date.parse(`${at}T00:00:00Z`) + 86_400_000 + seq * 60_000);
    const from = mixtape === undefined ? m[t.indexOf(track)] ?? null : mixtape;
    return `('chart-${seq}', '${event}', now(), '${received.toISOString()}', ${track}, ${from ?? 'null'}, 'listener-${seq}', ${counted})`;
  });
  await runSql(`insert into analytics_events (event_id, event, client_time, received_at, track_id, mixtape_id, client_key, counted) values ${rows.join(', ')}`);
}

const times = (count: number, play: Play) => Array.from({ length: count }, () => play);

function tracksChart(chart: Chart) {
  if (chart.chart !== 'tracks') throw new Error(`a ${chart.chart} chart where tracks were asked`);
  return chart;
}
function mixtapesChart(chart: Chart) {
  if (chart.chart !== 'mixtapes') throw new Error(`a ${chart.chart} chart where mixtapes were asked`);
  return chart;
}

/** rank:track for each entry of a tracks chart. */
const trackRanks = (chart: Chart) => tracksChart(chart).entries.map((e) => `${e.rank}:${e.track.id}`);

async function takeDown(table: 'mixtapes' | 'tracks', id: number) {
  const [notice] = await runSql<{ id: number }>(
    `insert into dmca_notices (reference, name, email, copyrighted_work, infringing_urls, signature, ip_hash) values ('D-${table}-${id}', 'n', 'e@example.com', 'w', '[]', 's', 'h') returning id`,
  );
  await runSql(`update ${table} set taken_down_by = ${notice.id} where id = ${id}`);
  (await import('@/server/cache/catalog-cache')).invalidateCatalog();
}

beforeAll(async () => {
  const firsts = await runSql<{ track_id: number; mixtape_id: number }>(
    `select distinct on (mixtape_id) mixtape_id, track_id from mixtape_tracks order by mixtape_id, position`,
  );
  const pairs = firsts.sort((a, b) => a.track_id - b.track_id).slice(0, 6);
  // Index 0 unused, so that t[1] is "t1".
  t = [0, ...pairs.map((p) => p.track_id)];
  m = [0, ...pairs.map((p) => p.mixtape_id)];
});

describe('before the first chart', () => {
  it('answers the latest chart as none yet, and computes nothing while no play was counted', async () => {
    const res = await get('/mixtapes');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ chart: 'mixtapes', week: null, weeks: [], entries: [] });
    expect(await (await charts()).updateCharts()).toEqual([]);
  });

  it("makes the Monday job's week a chart even without plays: an empty one", async () => {
    // A server in 2001: the week that closed then had no plays.
    const written = await (await charts()).updateCharts(new Date('2001-01-10T12:00:00Z'), { weekJustClosed: true });
    expect(written).toEqual(['mixtapes 2001-01-01', 'tracks 2001-01-01']);
    expect((await get('/tracks')).body).toEqual({ chart: 'tracks', week: '2001-01-01', weeks: ['2001-01-01'], entries: [] });
  });
});

describe('four closed weeks of plays', () => {
  beforeAll(async () => {
    const [t1, t2, t3, t4, t5, t6] = t.slice(1);
    await insertPlays([
      // W1: t1 3, t2 and t3 2 each (a tie: the lower id first); t4's play was a repeat, and a completion is no play.
      ...times(3, { track: t1, at: W1 }),
      ...times(2, { track: t2, at: W1 }),
      ...times(2, { track: t3, at: W1 }),
      { track: t4, at: W1, counted: false },
      ...times(4, { track: t3, at: W1, event: 'track_completion' }),
      // W2: t2 4, t1 3, t3 2, t4 1.
      ...times(4, { track: t2, at: W2 }),
      ...times(3, { track: t1, at: W2 }),
      ...times(2, { track: t3, at: W2 }),
      { track: t4, at: W2 },
      // W3: t1 5, t2 2, t4 2; t3 none.
      ...times(5, { track: t1, at: W3 }),
      ...times(2, { track: t2, at: W3 }),
      ...times(2, { track: t4, at: W3 }),
      // W4: t1 5 (and 5 repeats), t2 2 (at the very first and the very last moment of the week; its play at the next
      // Monday's midnight is the next week's), t4 2, t6 2 reported without a mixtape, t3 1; t5 10 but its mixtape is
      // taken down, and a track no longer in the catalog 7.
      ...times(5, { track: t1, at: W4 }),
      ...times(5, { track: t1, at: W4, counted: false }),
      { track: t2, at: new Date(`${W4}T00:00:00Z`) },
      { track: t2, at: new Date(thisWeek - 1) },
      { track: t2, at: new Date(thisWeek) },
      ...times(2, { track: t4, at: W4 }),
      ...times(2, { track: t6, mixtape: null, at: W4 }),
      { track: t3, at: W4 },
      ...times(10, { track: t5, at: W4 }),
      ...times(7, { track: 999_999, mixtape: 999_999, at: W4 }),
    ]);
    await takeDown('mixtapes', m[5]);
    const written = await (await charts()).updateCharts();
    // After the 2001 chart, the catch-up goes back eight weeks, oldest first, each chart on its own.
    expect(written).toEqual([...[8, 7, 6, 5, 4, 3, 2, 1].map((n) => `mixtapes ${weeksAgo(n)}`), ...[8, 7, 6, 5, 4, 3, 2, 1].map((n) => `tracks ${weeksAgo(n)}`)]);
  });

  it('ranks a week by its counted plays, ties to the lower id, every entry new the first week', async () => {
    const res = await get(`/tracks?week=${W1}`);
    expect(res.status).toBe(200);
    expect(res.body.week).toBe(W1);
    expect(res.body.entries.map(({ rank, plays, previousRank, weeksOnChart, peakRank, movement }) => ({ rank, plays, previousRank, weeksOnChart, peakRank, movement }))).toEqual([
      { rank: 1, plays: 3, previousRank: null, weeksOnChart: 1, peakRank: 1, movement: 'new' },
      { rank: 2, plays: 2, previousRank: null, weeksOnChart: 1, peakRank: 2, movement: 'new' },
      { rank: 3, plays: 2, previousRank: null, weeksOnChart: 1, peakRank: 3, movement: 'new' },
    ]);
    expect(trackRanks(res.body)).toEqual([`1:${t[1]}`, `2:${t[2]}`, `3:${t[3]}`]);
  });

  it('says how each entry moved since the week before: up, down, the same or new', async () => {
    const w2 = (await get(`/tracks?week=${W2}`)).body;
    expect(trackRanks(w2)).toEqual([`1:${t[2]}`, `2:${t[1]}`, `3:${t[3]}`, `4:${t[4]}`]);
    expect(w2.entries.map((e) => [e.movement, e.previousRank, e.weeksOnChart, e.peakRank])).toEqual([
      ['up', 2, 2, 1],
      ['down', 1, 2, 1],
      ['same', 3, 2, 3],
      ['new', null, 1, 4],
    ]);
    const w3 = (await get(`/tracks?week=${W3}`)).body;
    expect(trackRanks(w3)).toEqual([`1:${t[1]}`, `2:${t[2]}`, `3:${t[4]}`]);
    expect(w3.entries.map((e) => [e.movement, e.previousRank, e.weeksOnChart, e.peakRank])).toEqual([
      ['up', 2, 3, 1],
      ['down', 1, 3, 1],
      ['up', 4, 2, 3],
    ]);
  });

  it('leaves out taken-down items and those gone from the catalog; counts a play without a mixtape for its holders; an item back after a week off starts again', async () => {
    const tracks = tracksChart((await get(`/tracks?week=${W4}`)).body);
    expect(trackRanks(tracks)).toEqual([`1:${t[1]}`, `2:${t[2]}`, `3:${t[4]}`, `4:${t[6]}`, `5:${t[3]}`]);
    expect(tracks.entries.map((e) => [e.plays, e.movement, e.weeksOnChart, e.peakRank])).toEqual([
      [5, 'same', 4, 1],
      [2, 'same', 4, 1],
      [2, 'same', 3, 3],
      [2, 'new', 1, 4],
      [1, 'new', 1, 5],
    ]);
    const mixtapes = mixtapesChart((await get(`/mixtapes?week=${W4}`)).body);
    const tied = [m[2], m[4], m[6]].sort((a, b) => a - b);
    expect(mixtapes.entries.map((e) => [e.rank, e.mixtape.id, e.plays])).toEqual([
      [1, m[1], 5],
      [2, tied[0], 2],
      [3, tied[1], 2],
      [4, tied[2], 2],
      [5, m[3], 1],
    ]);
    expect(mixtapes.entries[0]).toMatchObject({ movement: 'same', weeksOnChart: 4, mixtape: { id: m[1], slug: expect.any(String), artist: { name: expect.any(String) } } });
    expect(tracks.entries[0].track).toMatchObject({ id: t[1], title: expect.any(String), mixtapeId: m[1] });
  });

  it('answers the latest chart by default, with the weeks that have one, newest first', async () => {
    const res = await get('/tracks');
    expect(res.status).toBe(200);
    expect(res.body.week).toBe(W4);
    expect(res.body.weeks).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(weeksAgo).concat('2001-01-01'));
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    // Any date of a week names it; a named week is closed and kept a day.
    const midweek = new Date(Date.parse(`${W3}T00:00:00Z`) + 3 * 86_400_000 + 3_600_000).toISOString().slice(0, 10);
    const named = await get(`/tracks?week=${midweek}`);
    expect(named.body.week).toBe(W3);
    expect(named.headers.get('cache-control')).toBe('public, max-age=86400');
    // An empty week of the catch-up is a chart too.
    expect((await get(`/mixtapes?week=${weeksAgo(6)}`)).body).toMatchObject({ week: weeksAgo(6), entries: [] });
  });

  it('never changes a closed week: more plays, a recompute and the catch-up leave it as it was', async () => {
    const before = (await get(`/tracks?week=${W3}`)).body;
    await insertPlays(times(20, { track: t[3], at: W3 }));
    const { computeChart, updateCharts } = await charts();
    expect(await computeChart('tracks', W3)).toBe(false);
    expect(await updateCharts()).toEqual([]);
    (await import('@/server/cache/catalog-cache')).invalidateCatalog();
    expect((await get(`/tracks?week=${W3}`)).body).toEqual(before);
  });

  it('writes a week once when two processes compute it at the same time, and refuses a week still open', async () => {
    const { computeChart } = await charts();
    const results = await Promise.all([computeChart('tracks', '2001-01-08', new Date()), computeChart('tracks', '2001-01-08', new Date())]);
    expect(results.sort()).toEqual([false, true]);
    await expect(computeChart('tracks', weekOf(new Date()))).rejects.toThrow('has not closed yet');
  });

  it('leaves out an item taken down after its week, where it stood', async () => {
    await takeDown('tracks', t[2]);
    expect(trackRanks((await get(`/tracks?week=${W4}`)).body)).toEqual([`1:${t[1]}`, `3:${t[4]}`, `4:${t[6]}`, `5:${t[3]}`]);
  });
});

describe('bad requests', () => {
  it('is a 404 that names the week when that week has no chart', async () => {
    const res = await get('/mixtapes?week=2002-06-05');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No chart for the week of 06/03/2002.');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Nor has the week still open.
    expect((await get(`/tracks?week=${weekOf(new Date())}`)).status).toBe(404);
  });

  it.each(['2024-02-30', 'yesterday', '2024-1-05', '0000-01-03', ''])('is a 400 for week=%p', async (week) => {
    const res = await get(`/tracks?week=${encodeURIComponent(week)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('week must be a date as YYYY-MM-DD');
  });

  it('is a 400 for a chart that does not exist', async () => {
    const res = await get('/albums');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('chart must be mixtapes or tracks');
  });
});
