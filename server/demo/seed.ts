import path from 'node:path';
import { getMediaStorage } from '../adapters/media-storage';
import { invalidateCatalog } from '../cache/catalog-cache';
import type { Db } from '../db/client';
import { artists, djs, episodes, mixtapes, podcasts, trackRenditions, tracks } from '../db/schema';
import { generateAvatarSvg, generateCoverSvg } from '../media/cover';
import { processStoredTrack, type ProcessedTrack } from '../media/process-track';
import { buildId3Tag, id3TagLength } from './audio/id3';
import { synthesizeAll, type SynthJob } from './audio/synth-pool';
import { planCatalog, type CatalogPlan, type PlannedTrack, type SeedOptions as PlanOptions } from './seed-plan';
import { insertCatalog, isCatalogEmpty } from './seed-insert';

export interface SeedOptions extends PlanOptions {
  /** Wipe the catalog tables (in the same transaction) and seed again. */
  force?: boolean;
  /** Tracks synthesized and processed at once (each an ffmpeg at a time); by default the machine's cores. */
  concurrency?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  seeded: boolean;
  artists: number;
  djs: number;
  mixtapes: number;
  tracks: number;
  podcasts: number;
  episodes: number;
  mediaFiles: number;
  mediaBytes: number;
  audioSeconds: number;
}

export { isCatalogEmpty };

/**
 * A test run's folder of finished demo audio (SEED_TRACK_CACHE, docs/operations.md#testing): the songs
 * (audio/mp3.ts) and what the pipeline made of them, shared by every seed of the run.
 */
const trackCache = () => process.env.SEED_TRACK_CACHE || undefined;

const EMPTY: SeedSummary = { seeded: false, artists: 0, djs: 0, mixtapes: 0, tracks: 0, podcasts: 0, episodes: 0, mediaFiles: 0, mediaBytes: 0, audioSeconds: 0 };

/** Every media key the current catalog rows point at, so a forced reseed can delete what it no longer uses. */
async function referencedMedia(db: Db): Promise<Set<string>> {
  const lists = await Promise.all([
    db.select({ key: tracks.mediaKey }).from(tracks),
    db.select({ key: tracks.cover }).from(tracks),
    db.select({ key: mixtapes.cover }).from(mixtapes),
    db.select({ key: artists.image }).from(artists),
    db.select({ key: djs.image }).from(djs),
    db.select({ key: podcasts.cover }).from(podcasts),
    db.select({ key: episodes.mediaKey }).from(episodes),
    db.select({ key: trackRenditions.mediaKey }).from(trackRenditions),
    db.select({ key: tracks.waveform }).from(tracks),
  ]);
  return new Set(lists.flat().flatMap((row) => (row.key ? [row.key] : [])));
}

/**
 * Writes every file of the catalog: covers, avatars, and each track synthesized then put through the same pipeline
 * as a studio upload (server/media/process-track.ts: loudness, renditions, waveform), as many at a time as the
 * machine has cores (audio/synth-pool.ts). `wrote` hears every key written.
 */
async function writeMedia(plan: CatalogPlan, options: SeedOptions, put: (key: string, data: Buffer) => Promise<void>, wrote: (key: string) => void) {
  const log = options.log ?? (() => {});
  for (const m of plan.mixtapes)
    await put(m.cover, Buffer.from(generateCoverSvg(m.slug, { title: m.title, artist: m.artist.name, subtitle: m.dj ? `Hosted by ${m.dj.name}` : undefined })));
  for (const p of [...plan.artists, ...plan.djs]) await put(p.image, Buffer.from(generateAvatarSvg(p.slug, p.name)));
  for (const p of plan.podcasts) await put(p.cover, Buffer.from(generateCoverSvg(p.slug, { title: p.title, artist: p.host, subtitle: 'Podcast' })));

  const list = plan.mixtapes.flatMap((m) => m.tracks.map((t) => ({ m, t })));
  const jobs: SynthJob[] = list.map(({ m, t }) => ({
    seed: t.audioSeed,
    seconds: t.seconds,
    tags: { title: t.title, artist: t.artist, album: m.title, track: t.position, trackTotal: m.tracks.length, year: m.releaseDate.getUTCFullYear() },
  }));
  const totalSeconds = list.reduce((sum, { t }) => sum + t.seconds, 0);
  log(`  synthesizing ${jobs.length} tracks (${Math.round(totalSeconds / 60)} min of audio)`);
  const sources = new Set(plan.podcasts.flatMap((p) => p.episodes.map((e) => e.source)));
  const facts = new Map<PlannedTrack, ProcessedTrack>();
  const kept = new Map<PlannedTrack, Buffer>();
  let done = 0;
  await synthesizeAll(
    jobs,
    async (index, result) => {
      const { t } = list[index];
      await put(t.mediaKey, result.data);
      if (sources.has(t)) kept.set(t, result.data);
      const track = await processStoredTrack(path.basename(t.mediaKey, path.extname(t.mediaKey)), t.mediaKey, { cache: trackCache() });
      for (const key of [track.track.waveform, ...track.renditions.map((r) => r.mediaKey)]) wrote(key);
      facts.set(t, track);
      if (++done % 50 === 0 || done === jobs.length) log(`  audio ${done}/${jobs.length} (synthesized and processed)`);
    },
    { concurrency: options.concurrency },
  );

  // Episodes reuse a track's audio frames under their own tag and key.
  for (const p of plan.podcasts)
    for (const [i, e] of p.episodes.entries()) {
      const source = kept.get(e.source)!;
      const { durationSeconds } = facts.get(e.source)!.track;
      const tag = buildId3Tag({ title: e.title, artist: p.host, album: p.title, track: i + 1, genre: 'Podcast', lengthMs: durationSeconds * 1000 });
      await put(e.mediaKey, Buffer.concat([tag, source.subarray(id3TagLength(source))]));
    }
  return facts;
}

/**
 * Seeds the demo catalog when the catalog is empty (or always, with `force`): writes covers, avatars and synthesized
 * MP3s to media storage first, then inserts every row in one transaction. If anything fails, the transaction rolls
 * back and the files written by this run are removed again, so nothing is left half-seeded.
 */
export async function seedCatalog(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  if (!options.force && !(await isCatalogEmpty(db))) {
    log('Catalog is not empty: nothing to seed.');
    return EMPTY;
  }
  const previous = options.force ? await referencedMedia(db) : new Set<string>();
  const plan = planCatalog(options);
  const storage = getMediaStorage();
  const written = new Set<string>();
  let mediaBytes = 0;
  const put = async (key: string, data: Buffer) => {
    await storage.put(key, data);
    written.add(key);
    mediaBytes += data.length;
  };

  let inserted: boolean;
  let facts: Map<PlannedTrack, ProcessedTrack>;
  try {
    facts = await writeMedia(plan, options, put, (key) => written.add(key));
    log('  writing the catalog rows');
    inserted = await insertCatalog(db, plan, facts, options.force ?? false);
  } catch (error) {
    // Files the old catalog still points at stay; everything else this run wrote goes.
    await Promise.all([...written].filter((key) => !previous.has(key)).map((key) => storage.remove(key).catch(() => {})));
    throw error;
  }
  if (!inserted) {
    log('Another process seeded the catalog first: nothing to do.');
    return EMPTY;
  }
  invalidateCatalog();
  await Promise.all([...previous].filter((key) => !written.has(key)).map((key) => storage.remove(key).catch(() => {})));

  const allTracks = plan.mixtapes.flatMap((m) => m.tracks);
  return {
    seeded: true,
    artists: plan.artists.length,
    djs: plan.djs.length,
    mixtapes: plan.mixtapes.length,
    tracks: allTracks.length,
    podcasts: plan.podcasts.length,
    episodes: plan.podcasts.reduce((sum, p) => sum + p.episodes.length, 0),
    mediaFiles: written.size,
    mediaBytes,
    audioSeconds: allTracks.reduce((sum, t) => sum + facts.get(t)!.track.durationSeconds, 0),
  };
}

