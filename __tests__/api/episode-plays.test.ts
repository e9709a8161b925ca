/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { CatalogStats } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Episode, Podcast, PodcastDetail } from '@/lib/contracts/people';
import type { EventBatchResult } from '@/lib/contracts/telemetry';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';

let api: TestApi;
let podcasts: PodcastDetail[];
const get = async <T>(path: string): Promise<T> => {
  const answer = await httpCall<T>(`${api.url}/api/v3${path}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
/** A batch as the player's analytics send it: JSON, to POST /log/event, with the listener's token when signed in. */
const post = (events: unknown[], token?: string) =>
  httpCall<EventBatchResult>(`${api.url}/api/v3/log/event`, { method: 'POST', json: { events }, token });
let seq = 0;
/** The event the player reports when an episode starts (services/common/analytics.ts, reportEpisodePlay). */
const episodePlay = (episodeId: number) => ({
  event: 'episode_play',
  event_id: `episode-${++seq}-${Date.now().toString(36)}`,
  time: new Date().toISOString(),
  episode_id: episodeId,
});
const db = async () => (await import('@/server/db/client')).getDb();

/** A new member with a live session: another listener than the guest the other calls come from. */
async function accessToken(username: string): Promise<string> {
  const [{ users }, { createSession }, { signAccessToken }] = await Promise.all([import('@/server/db/schema'), import('@/server/auth/sessions'), import('@/server/auth/jwt')]);
  const [user] = await (await db()).insert(users).values({ username, fullname: 'A Listener', passwordHash: 'unused' }).returning();
  const { sessionId } = await createSession(await db(), user.id, 'jest', 'password');
  return signAccessToken({ userId: user.id, sessionId });
}

/** Each episode's plays and the podcast's, as its page reads them (by id and by slug alike). */
async function playsOf(podcast: PodcastDetail) {
  const detail = await get<PodcastDetail>(`/podcasts/${podcast.id}`);
  expect(await get<PodcastDetail>(`/podcasts/find?slug=${podcast.slug}`)).toEqual(detail);
  return { podcast: detail.counts.plays, episodes: detail.episodes.map((e) => e.plays) };
}

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 6, artists: 3, djs: 2, podcasts: 2 } });
  const list = await get<Paged<Podcast>>('/podcasts');
  podcasts = await Promise.all(list.data.map((p) => get<PodcastDetail>(`/podcasts/${p.id}`)));
  if (podcasts.length < 2 || podcasts.some((p) => p.episodes.length < 2)) throw new Error('The seed gave too few episodes for these tests');
  // Seeding synthesizes the demo audio: slow on a busy machine.
}, 180_000);
afterAll(() => api.stop());

describe('episode plays', () => {
  it('a podcast carries its plays, the sum of its episodes\' plays, which the seed fills', async () => {
    const list = await get<Paged<Podcast>>('/podcasts');
    for (const podcast of podcasts) {
      expect(podcast.counts.plays).toBe(podcast.episodes.reduce((sum, e) => sum + e.plays, 0));
      expect(podcast.counts.plays).toBeGreaterThan(0);
      expect(list.data.find((p) => p.id === podcast.id)?.counts).toEqual(podcast.counts);
      for (const episode of podcast.episodes) expect((await get<Episode>(`/podcasts/episodes/${episode.id}`)).plays).toBe(episode.plays);
    }
  });

  it('counts a played episode for it and its podcast, once per listener per 30 seconds', async () => {
    const [podcast, other] = podcasts;
    const episode = podcast.episodes[1];
    const before = await playsOf(podcast);
    const otherBefore = await playsOf(other);
    const statsBefore = await get<CatalogStats>('/mixtapes/stats');

    // The same start reported three times in one batch (a retry with new ids), then again: one play.
    const first = await post([episodePlay(episode.id), episodePlay(episode.id), episodePlay(episode.id)]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    const after = await playsOf(podcast);
    expect(after.podcast).toBe(before.podcast + 1);
    expect(after.episodes).toEqual(before.episodes.map((plays, i) => (i === 1 ? plays + 1 : plays)));
    expect((await get<Episode>(`/podcasts/episodes/${episode.id}`)).plays).toBe(before.episodes[1] + 1);
    expect((await get<Paged<Podcast>>('/podcasts')).data.find((p) => p.id === podcast.id)?.counts.plays).toBe(before.podcast + 1);

    expect((await post([episodePlay(episode.id)])).body).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect(await playsOf(podcast)).toEqual(after);

    // Another listener counts at once; nothing else moved: the other show, the mixtapes' plays.
    expect((await post([episodePlay(episode.id)], await accessToken('episode-listener'))).status).toBe(200);
    expect((await playsOf(podcast)).podcast).toBe(before.podcast + 2);
    expect(await playsOf(other)).toEqual(otherBefore);
    expect((await get<CatalogStats>('/mixtapes/stats')).plays).toBe(statsBefore.plays);

    // Every report is kept; only the first of each listener moved the counter.
    const { analyticsEvents } = await import('@/server/db/schema');
    const rows = await (await db()).select().from(analyticsEvents).where(eq(analyticsEvents.episodeId, episode.id));
    expect(rows.map((r) => r.counted).sort()).toEqual([false, false, false, true, true]);
    expect(rows.every((r) => r.event === 'episode_play' && r.trackId === null)).toBe(true);

    // Half a minute later the same listener's play counts again.
    await (await db()).update(analyticsEvents).set({ receivedAt: new Date(Date.now() - 31_000) }).where(eq(analyticsEvents.episodeId, episode.id));
    await post([episodePlay(episode.id)]);
    expect((await playsOf(podcast)).podcast).toBe(before.podcast + 3);
  });

  it('a play of a track with the same number as an episode is not a repeat of the episode\'s', async () => {
    const [, podcast] = podcasts;
    const episode = podcast.episodes[0];
    const before = (await playsOf(podcast)).podcast;
    // Tracks and episodes are numbered apart: track 1 and episode 1 are two things a listener may play in a row.
    const trackPlay = { event: 'track_play', event_id: `track-${++seq}`, time: new Date().toISOString(), track_id: episode.id };
    const answer = await post([trackPlay, episodePlay(episode.id)]);
    expect(answer.body).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    expect((await playsOf(podcast)).podcast).toBe(before + 1);
  });

  it('refuses a play of an episode that does not exist, naming it, and counts the rest of the batch', async () => {
    const [podcast] = podcasts;
    const before = (await playsOf(podcast)).podcast;
    const listener = await accessToken('episode-listener-2');
    const answer = await post([episodePlay(999_999), episodePlay(podcast.episodes[0].id), { ...episodePlay(1), episode_id: 'abc' }], listener);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(answer.body.rejected.map((r) => [r.index, r.reason])).toEqual([
      [0, 'episode_id 999999 is not a known episode'],
      [2, 'episode_id must be a positive integer id'],
    ]);
    expect((await playsOf(podcast)).podcast).toBe(before + 1);
  });
});
