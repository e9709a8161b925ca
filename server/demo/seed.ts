import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { getMediaStorage } from '../adapters/media-storage';
import { invalidateCatalog } from '../cache/catalog-cache';
import type { Db } from '../db/client';
import { artists, djs, episodes, mixtapes, podcasts, trackRenditions, tracks } from '../db/schema';
import { generateAvatarSvg, generateCoverSvg } from '../media/cover';
import { processStoredTrack, type ProcessedTrack } from '../media/process-track';
import { buildId3Tag, id3TagLength } from './audio/id3';
import { synthesizeAll, type SynthJob } from './audio/synth-pool';
import { planCatalog, type CatalogPlan, type PlannedMixtape, type PlannedTrack, type SeedOptions as PlanOptions } from './seed-plan';
import { insertCatalog, insertCatalogFrame, isCatalogEmpty } from './seed-insert';

export interface SeedOptions extends PlanOptions {
  /** Wipe the catalog tables (in the same transaction) and seed again. */
  force?: boolean;
  /** Tracks synthesized and processed at once (each an ffmpeg at a time); by default the machine's cores. */
  concurrency?: number;
  /**
   * Make the audio and pictures in a process of its own (seed-media.ts), away from the database: by default when the
   * catalog has MEDIA_APART_TRACKS tracks or more.
   */
  mediaApart?: boolean;
  /**
   * Make and insert the artists, DJs and podcasts only, and hand the mixtapes to this, which makes each one's media
   * and lists it later (demo-jobs.ts, sendDemoMixtapes): what `npm start` does, so the site answers meanwhile.
   */
  mediaLater?: (later: LaterMixtapes) => Promise<void>;
  /** Closed weeks of counted plays written before the current one, for the weekly charts (seed-plays.ts): none unless asked. */
  playWeeks?: number;
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

/** The covers and avatars of the plan's mixtapes, people and podcasts. */
async function writePictures(plan: CatalogPlan, put: (key: string, data: Buffer) => Promise<void>): Promise<void> {
  for (const m of plan.mixtapes)
    await put(m.cover, Buffer.from(generateCoverSvg(m.slug, { title: m.title, artist: m.artist.name, subtitle: m.dj ? `Hosted by ${m.dj.name}` : undefined })));
  for (const p of [...plan.artists, ...plan.djs]) await put(p.image, Buffer.from(generateAvatarSvg(p.slug, p.name)));
  for (const p of plan.podcasts) await put(p.cover, Buffer.from(generateCoverSvg(p.slug, { title: p.title, artist: p.host, subtitle: 'Podcast' })));
}

/** Episodes reuse a track's audio frames (`audio`, the synthesized MP3) under their own tag and key. */
async function writeEpisodes(plan: CatalogPlan, audio: (track: PlannedTrack) => Buffer, seconds: (track: PlannedTrack) => number, put: (key: string, data: Buffer) => Promise<void>): Promise<void> {
  for (const p of plan.podcasts)
    for (const [i, e] of p.episodes.entries()) {
      const source = audio(e.source);
      const tag = buildId3Tag({ title: e.title, artist: p.host, album: p.title, track: i + 1, genre: 'Podcast', lengthMs: seconds(e.source) * 1000 });
      await put(e.mediaKey, Buffer.concat([tag, source.subarray(id3TagLength(source))]));
    }
}

/**
 * Writes every file of the catalog: covers, avatars, and each track synthesized then put through the same pipeline
 * as a studio upload (server/media/process-track.ts: loudness, renditions, waveform), as many at a time as the
 * machine has cores (audio/synth-pool.ts). `wrote` hears every key written.
 */
export async function writeMedia(plan: CatalogPlan, options: Pick<SeedOptions, 'concurrency' | 'log'>, put: (key: string, data: Buffer) => Promise<void>, wrote: (key: string) => void) {
  const log = options.log ?? (() => {});
  await writePictures(plan, put);
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
      const track = await processStoredTrack(t.mediaKey, { cache: trackCache() });
      for (const key of [track.track.waveform, ...track.renditions.map((r) => r.mediaKey)]) wrote(key);
      facts.set(t, track);
      if (++done % 50 === 0 || done === jobs.length) log(`  audio ${done}/${jobs.length} (synthesized and processed)`);
    },
    { concurrency: options.concurrency },
  );

  await writeEpisodes(plan, (t) => kept.get(t)!, (t) => facts.get(t)!.track.durationSeconds, put);
  return facts;
}

/**
 * From this many tracks on, the media are made in a process of their own. Each track starts two or three ffmpeg or
 * ffprobe processes, and starting one costs in proportion to the memory of the process that starts it: a seed holds
 * the embedded database (PGlite, about 800 MB resident after creating a fresh one), where a process of its own holds
 * about 150 MB. The default catalog's media took 216 s of CPU (160 s on two cores) beside the database and 147 s
 * (78 s) apart; a process of its own costs about a second to start, more than it saves for a test's few tracks.
 */
const MEDIA_APART_TRACKS = 100;
/** The media process's priority when it works beside a running site (as ffmpeg's: server/media/ffmpeg.ts). */
const MEDIA_NICENESS = 10;

/** What seed-media.ts tells the seed. */
export type MediaNews =
  | { kind: 'wrote'; key: string; bytes: number }
  | { kind: 'log'; message: string }
  | { kind: 'done'; facts: [string, ProcessedTrack][] }
  | { kind: 'failed'; message: string };

/** How writeMediaApart runs its process: stopped by `signal`, and with `nice`, below the web's priority. */
interface ApartOptions extends Pick<SeedOptions, 'concurrency' | 'log'> {
  signal?: AbortSignal;
  nice?: boolean;
}

/** writeMedia in a process of its own (seed-media.ts), which hears the plan and tells each key written, then the facts. */
export function writeMediaApart(plan: CatalogPlan, options: ApartOptions, wrote: (key: string, bytes: number) => void): Promise<Map<PlannedTrack, ProcessedTrack>> {
  const log = options.log ?? (() => {});
  const byKey = new Map(plan.mixtapes.flatMap((m) => m.tracks.map((t) => [t.mediaKey, t] as const)));
  // tsx runs the TypeScript, as it runs the seed's own callers (scripts/seed.ts, the tests), also in the server that
  // runs the demo's jobs (demo-jobs.ts): the build does not trace this path. The environment is passed on by name:
  // under Jest, process.env is the test's own copy, where DATA_DIR and the like were set.
  const child = fork(path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/demo/seed-media.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: process.env,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    signal: options.signal,
  });
  if (options.nice && child.pid) {
    try {
      os.setPriority(child.pid, MEDIA_NICENESS);
    } catch {
      // Not allowed here (some containers): it runs at normal priority.
    }
  }
  return new Promise((resolve, reject) => {
    let outcome: { facts: Map<PlannedTrack, ProcessedTrack> } | { error: Error } | null = null;
    child.on('message', (news: MediaNews) => {
      if (news.kind === 'wrote') wrote(news.key, news.bytes);
      else if (news.kind === 'log') log(news.message);
      else if (news.kind === 'done') outcome = { facts: new Map(news.facts.map(([key, facts]) => [byKey.get(key)!, facts])) };
      else outcome = { error: new Error(news.message) };
    });
    child.once('error', reject);
    // Only once it has exited: a failed seed removes what was written, and nothing may be written after that.
    child.once('exit', (code, signal) => {
      if (outcome && 'facts' in outcome && code === 0) resolve(outcome.facts);
      else reject(outcome && 'error' in outcome ? outcome.error : new Error(`The seed's media process stopped (${signal ?? `exit ${code}`})`));
    });
    child.send({ plan, options: { concurrency: options.concurrency } });
  });
}

/**
 * What `mediaLater` is told: the mixtapes whose media are still to be made, and how to insert each of them then
 * (server/demo/demo-jobs.ts).
 */
export interface LaterMixtapes {
  mixtapes: PlannedMixtape[];
  playWeeks: number;
  now: Date;
}

/** Episodes' audio without the mixtapes' media: their source tracks synthesized (not processed), then written. */
async function writeEpisodesAlone(plan: CatalogPlan, options: SeedOptions, put: (key: string, data: Buffer) => Promise<void>): Promise<Map<PlannedTrack, number>> {
  const sources = [...new Set(plan.podcasts.flatMap((p) => p.episodes.map((e) => e.source)))];
  const audio = new Map<PlannedTrack, Buffer>();
  const seconds = new Map<PlannedTrack, number>();
  await synthesizeAll(
    sources.map((t) => ({ seed: t.audioSeed, seconds: t.seconds, tags: {} })),
    async (index, result) => {
      audio.set(sources[index], result.data);
      // As processing would have measured it (process-track.ts).
      seconds.set(sources[index], Math.max(1, Math.round(result.durationSeconds)));
    },
    { concurrency: options.concurrency },
  );
  await writeEpisodes(plan, (t) => audio.get(t)!, (t) => seconds.get(t)!, put);
  return seconds;
}

/**
 * Seeds the demo catalog when the catalog is empty (or always, with `force`): writes covers, avatars and synthesized
 * MP3s to media storage first, then inserts every row in one transaction. If anything fails, the transaction rolls
 * back and the files written by this run are removed again, so nothing is left half-seeded.
 *
 * With `mediaLater`, only the artists, DJs and podcasts are made and inserted so; each mixtape is handed to it, to be
 * made and listed later (`npm start`: one job on the queue each, demo-jobs.ts), and nobody sees it before.
 */
export async function seedCatalog(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  if (options.force && options.mediaLater) throw new Error('A forced seed makes its media at once');
  if (!options.force && !(await isCatalogEmpty(db))) {
    log('Catalog is not empty: nothing to seed.');
    return EMPTY;
  }
  const previous = options.force ? await referencedMedia(db) : new Set<string>();
  const now = options.now ?? new Date();
  const plan = planCatalog({ ...options, now });
  const storage = getMediaStorage();
  const written = new Set<string>();
  let mediaBytes = 0;
  const put = async (key: string, data: Buffer) => {
    await storage.put(key, data);
    written.add(key);
    mediaBytes += data.length;
  };
  const playWeeks = options.playWeeks ?? 0;

  let inserted: boolean;
  let seconds: (track: PlannedTrack) => number;
  try {
    if (options.mediaLater) {
      await writePictures({ ...plan, mixtapes: [] }, put);
      const episodeSeconds = await writeEpisodesAlone(plan, options, put);
      seconds = (t) => episodeSeconds.get(t) ?? t.seconds;
      log('  writing the artists, DJs and podcasts');
      inserted = await insertCatalogFrame(db, plan, seconds, now);
    } else {
      const tracks = plan.mixtapes.reduce((sum, m) => sum + m.tracks.length, 0);
      const facts = (options.mediaApart ?? tracks >= MEDIA_APART_TRACKS)
        ? await writeMediaApart(plan, options, (key, bytes) => {
            written.add(key);
            mediaBytes += bytes;
          })
        : await writeMedia(plan, options, put, (key) => written.add(key));
      seconds = (t) => facts.get(t)!.track.durationSeconds;
      log('  writing the catalog rows');
      inserted = await insertCatalog(db, plan, facts, { force: options.force ?? false, playWeeks, now });
    }
  } catch (error) {
    // Files the old catalog still points at stay; everything else this run wrote goes.
    await Promise.all([...written].filter((key) => !previous.has(key)).map((key) => storage.remove(key).catch(() => {})));
    throw error;
  }
  if (!inserted) {
    log('Another process seeded the catalog first: nothing to do.');
    await Promise.all([...written].map((key) => storage.remove(key).catch(() => {})));
    return EMPTY;
  }
  invalidateCatalog();
  await Promise.all([...previous].filter((key) => !written.has(key)).map((key) => storage.remove(key).catch(() => {})));
  if (options.mediaLater) await options.mediaLater({ mixtapes: plan.mixtapes, playWeeks, now });

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
    audioSeconds: allTracks.reduce((sum, t) => sum + seconds(t), 0),
  };
}
