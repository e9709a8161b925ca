import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Episode, Podcast, PodcastDetail } from '@/lib/contracts/people';
import { episodeAsTrack } from '@/lib/episode-track';
import { mediaUrl } from '../adapters/media-storage';
import { mediaMimeType } from '../adapters/mime';
import { getDb } from '../db/client';
import { episodes, podcasts } from '../db/schema';
import { notFound } from '../core/errors';
import type { StoredFile } from '../core/files';
import { catalogLookup } from '../cache/catalog-cache';
import { inOrder } from './by-ids';

const EPISODE_NOT_FOUND = 'Episode not found';

const podcastColumns = {
  id: podcasts.id,
  slug: podcasts.slug,
  title: podcasts.title,
  host: podcasts.host,
  description: podcasts.description,
  cover: podcasts.cover,
  followers: podcasts.followers,
  // Written out: drizzle leaves columns unqualified here, and a bare "id" would be the episode's.
  episodes: sql<number>`(select count(*) from episodes e where e.podcast_id = "podcasts"."id")`.mapWith(Number),
  // A podcast's plays are its episodes' (each counted as a track's are: server/telemetry/store-events.ts).
  plays: sql<number>`(select coalesce(sum(e.plays), 0) from episodes e where e.podcast_id = "podcasts"."id")`.mapWith(Number),
};

interface PodcastRow {
  id: number;
  slug: string;
  title: string;
  host: string;
  description: string;
  cover: string | null;
  followers: number;
  episodes: number;
  plays: number;
}

const toPodcast = (r: PodcastRow): Podcast => ({
  id: r.id,
  slug: r.slug,
  name: r.title,
  host: r.host,
  image: mediaUrl(r.cover),
  bio: r.description,
  followers: r.followers,
  counts: { episodes: r.episodes, plays: r.plays },
});

export const episodeStreamUrl = (id: number) => `/api/v3/podcasts/episodes/${id}/stream`;

async function selectPodcasts(where: SQL | undefined, page: number, take: number): Promise<Podcast[]> {
  const db = await getDb();
  const rows = await db.select(podcastColumns).from(podcasts).where(where).orderBy(asc(podcasts.title), asc(podcasts.id)).limit(take).offset((page - 1) * take);
  return rows.map(toPodcast);
}

export async function listPodcasts({ page, take }: { page: number; take: number }): Promise<Paged<Podcast>> {
  const db = await getDb();
  const [data, [{ total }]] = await Promise.all([
    selectPodcasts(undefined, page, take),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(podcasts),
  ]);
  return { data, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
}

/** Podcasts by id, in the order of `ids` (ids naming none are left out). */
export async function podcastsByIds(ids: number[]): Promise<Podcast[]> {
  if (!ids.length) return [];
  return inOrder(ids, await selectPodcasts(inArray(podcasts.id, ids), 1, ids.length));
}

const episodeColumns = {
  id: episodes.id,
  slug: episodes.slug,
  title: episodes.title,
  description: episodes.description,
  durationSeconds: episodes.durationSeconds,
  publishedAt: episodes.publishedAt,
  plays: episodes.plays,
  podcastId: podcasts.id,
  podcastSlug: podcasts.slug,
  podcastTitle: podcasts.title,
  cover: podcasts.cover,
};

interface EpisodeRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  publishedAt: Date;
  plays: number;
  podcastId: number;
  podcastSlug: string;
  podcastTitle: string;
  cover: string | null;
}

const toEpisode = (r: EpisodeRow): Episode => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  duration: r.durationSeconds,
  publishedAt: new Date(r.publishedAt).toISOString(),
  plays: r.plays,
  podcast: { id: r.podcastId, slug: r.podcastSlug, name: r.podcastTitle },
  image: mediaUrl(r.cover),
  stream: episodeStreamUrl(r.id),
});

async function selectEpisodes(where: SQL): Promise<Episode[]> {
  const db = await getDb();
  const rows = await db
    .select(episodeColumns)
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(where)
    .orderBy(desc(episodes.publishedAt), desc(episodes.id));
  return rows.map(toEpisode);
}

async function withEpisodes(where: SQL): Promise<PodcastDetail> {
  const [podcast] = await selectPodcasts(where, 1, 1);
  if (!podcast) throw notFound('Podcast not found');
  return { ...podcast, episodes: await selectEpisodes(eq(episodes.podcastId, podcast.id)) };
}

export const getPodcast = (id: number) => withEpisodes(eq(podcasts.id, id));
export const findPodcastBySlug = (slug: string) => withEpisodes(eq(podcasts.slug, slug));

/** Episodes by id, in the order of `ids` (ids naming none are left out). */
export async function episodesByIds(ids: number[]): Promise<Episode[]> {
  if (!ids.length) return [];
  return inOrder(ids, await selectEpisodes(inArray(episodes.id, ids)));
}

export async function getEpisode(id: number): Promise<Episode> {
  const [episode] = await selectEpisodes(eq(episodes.id, id));
  if (!episode) throw notFound(EPISODE_NOT_FOUND);
  return episode;
}

/**
 * Episodes by id as the player queues them (lib/episode-track.ts), in the order of `ids` (ids naming no episode are
 * left out), each ranked by its number in its podcast, the first one 1, as the podcast's page ranks it.
 */
export async function episodeTracksByIds(ids: number[]): Promise<Track[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({
      ...episodeColumns,
      // Written out, as podcastColumns' counts are: the outer row's columns must be qualified.
      number: sql<number>`(select count(*) from episodes e where e.podcast_id = "episodes"."podcast_id" and (e.published_at, e.id) <= ("episodes"."published_at", "episodes"."id"))`.mapWith(Number),
    })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(inArray(episodes.id, ids));
  return inOrder(ids, rows).map((row) => episodeAsTrack(toEpisode(row), row.number));
}

// Like a track's, an episode's file is looked up once and kept with the catalog's answers.
const episodeMedia = catalogLookup<number, StoredFile>(1_000);

async function loadEpisodeMedia(id: number): Promise<StoredFile> {
  const db = await getDb();
  const [row] = await db.select({ key: episodes.mediaKey }).from(episodes).where(eq(episodes.id, id));
  if (!row) throw notFound(EPISODE_NOT_FOUND);
  return { kind: 'stored', key: row.key, mimeType: mediaMimeType(row.key) };
}

export const getEpisodeMedia = (id: number) => episodeMedia.get(id, () => loadEpisodeMedia(id));
