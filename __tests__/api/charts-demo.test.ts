/** @jest-environment node */
import type { Chart } from '@/lib/contracts/charts';
import { apiForSuite } from '../helpers/api-server';
import { getV3 } from '../helpers/http';
import { runSql } from '../helpers/members';

// The demo as `npm start` makes it: the seed writes two closed weeks of plays, and the jobs' start computes their
// charts before the first request, so /charts shows a week and how it moved since the one before.

const api = apiForSuite({ seed: { playWeeks: 2 }, jobs: true });

const seedPlays = async () => (await runSql<{ n: number }>(`select count(*)::int as n from analytics_events where event_id like 'seed-%' and counted`))[0].n;

it('computes the charts of the seeded weeks at start, the latest shown first with how each entry moved', async () => {
  const { lastClosedWeek } = await import('@/server/discovery/charts');
  const chart = await getV3(api)<Chart>('/charts/tracks');
  expect(chart.week).toBe(lastClosedWeek(new Date()));
  expect(chart.weeks).toHaveLength(2);
  expect(chart.entries.length).toBeGreaterThan(3);
  expect(chart.entries.map((e) => e.rank)).toEqual(chart.entries.map((_, i) => i + 1));
  // The week before is a chart of its own, of the tracks out by then, and each entry's movement is told against it.
  const before = await getV3(api)<Chart>(`/charts/tracks?week=${chart.weeks[1]}`);
  expect(before.entries.length).toBeGreaterThan(0);
  const rankBefore = new Map(before.entries.map((e) => ['track' in e ? e.track.id : 0, e.rank]));
  expect(chart.entries.map((e) => e.previousRank)).toEqual(chart.entries.map((e) => ('track' in e ? rankBefore.get(e.track.id) ?? null : -1)));
  expect(chart.entries.filter((e) => e.movement !== 'new')).toHaveLength(rankBefore.size);
  const mixtapes = await getV3(api)<Chart>('/charts/mixtapes');
  expect(mixtapes.week).toBe(chart.week);
  expect(mixtapes.entries.length).toBeGreaterThan(0);
});

it('schedules the weekly job for Mondays just after midnight UTC, for the week that closed', async () => {
  expect(await runSql(`select cron, timezone, data from pgboss.schedule where name = 'weekly-charts'`)).toEqual([{ cron: '5 0 * * 1', timezone: 'UTC', data: { weekJustClosed: true } }]);
});

it('writes the same plays again for the same catalog and day, and takes them and the charts away on a forced reseed', async () => {
  const { getDb } = await import('@/server/db/client');
  const { insertSeedPlays } = await import('@/server/demo/seed-plays');
  const before = await seedPlays();
  expect(before).toBeGreaterThan(50);
  await insertSeedPlays(await getDb(), 2, new Date());
  expect(await seedPlays()).toBe(before);

  const { seedCatalog } = await import('@/server/demo/seed');
  await seedCatalog(await getDb(), { force: true, mixtapes: 3, artists: 2, djs: 1, minTracks: 2, maxTracks: 2, minSeconds: 3, maxSeconds: 3 });
  expect(await seedPlays()).toBe(0);
  expect(await getV3(api)<Chart>('/charts/tracks')).toEqual({ chart: 'tracks', week: null, weeks: [], entries: [] });
});
