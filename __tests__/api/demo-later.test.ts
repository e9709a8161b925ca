/** @jest-environment node */
import type { Chart } from '@/lib/contracts/charts';
import type { Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Podcast } from '@/lib/contracts/people';
import { apiForSuite } from '../helpers/api-server';
import { getV3, httpCall } from '../helpers/http';
import { runSql } from '../helpers/members';

// The demo as `npm start` makes it on an empty database: the artists, DJs and podcasts at once, and each mixtape
// listed by a job on the queue once its media are made (server/demo/demo-jobs.ts). Until then nobody meets it.

const api = apiForSuite();
const count = async (table: string) => (await runSql<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

it('lists no mixtape before its job has made its media, then each one whole, and the charts of the seed plays after the last', async () => {
  const [{ getDb }, { seedCatalog }, { sendDemoMixtapes }] = await Promise.all([import('@/server/db/client'), import('@/server/demo/seed'), import('@/server/demo/demo-jobs')]);
  const summary = await seedCatalog(await getDb(), { mixtapes: 5, artists: 2, djs: 1, podcasts: 1, minTracks: 2, maxTracks: 2, minSeconds: 3, maxSeconds: 3, playWeeks: 2, mediaLater: sendDemoMixtapes });
  expect(summary).toMatchObject({ seeded: true, mixtapes: 5, tracks: 10 });

  // Queued, not made: no mixtape, no track to list, open or stream, while the podcasts play already.
  expect(await runSql(`select count(*)::int as n from pgboss.job where name = 'demo-mixtape' and state = 'created'`)).toEqual([{ n: 5 }]);
  expect((await getV3(api)<Paged<Mixtape>>('/mixtapes')).meta.total).toBe(0);
  expect(await count('tracks')).toBe(0);
  expect((await httpCall(`${api.url}/api/v3/tracks/1/stream`, { raw: true })).status).toBe(404);
  const podcasts = await getV3(api)<Paged<Podcast>>('/podcasts');
  expect(podcasts.data).toHaveLength(1);
  expect(await getV3(api)<Chart>('/charts/tracks')).toMatchObject({ week: null, entries: [] });

  await (await import('@/server/jobs')).startJobs();
  for (const started = Date.now(); (await count('mixtapes')) < 5 || (await count('chart_weeks')) === 0; ) {
    if (Date.now() - started > 90_000) throw new Error('The demo jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const listed = await getV3(api)<Paged<Mixtape>>('/mixtapes');
  expect(listed.meta.total).toBeGreaterThan(0);
  const detail = await getV3(api)<MixtapeDetail>(`/mixtapes/${listed.data[0].id}`);
  expect(detail.tracks).toHaveLength(2);
  const stream = await httpCall(`${api.url}/api/v3/tracks/${detail.tracks[0].id}/stream`, { raw: true });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toBe('audio/mpeg');
  // Every track whole: its renditions and waveform made.
  expect(await runSql(`select count(*)::int as n from tracks where waveform is null or integrated_lufs is null`)).toEqual([{ n: 0 }]);
  expect(await count('track_renditions')).toBe(30);
  expect((await getV3(api)<Chart>('/charts/tracks')).entries.length).toBeGreaterThan(0);
}, 120_000);
