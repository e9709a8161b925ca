import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { EMBEDDED_PICTURE_MAX_BYTES, NOT_AUDIO_MESSAGE, RELEASE_COVER_MAX_BYTES } from '@/lib/contracts/studio';
import { GENRE_SLUGS, GENRES, MAX_MOODS, MOOD_SLUGS, type GenreSlug, type MoodSlug } from '@/lib/genres';
import { getMediaStorage } from '../adapters/media-storage';
import { newMediaKey } from '../adapters/stored-media';
import type { Db } from '../db/client';
import { artists, mixtapeTracks, mixtapes, trackRenditions, tracks } from '../db/schema';
import { slugAllocator } from '../db/slug';
import { generateCoverSvg } from '../media/cover';
import { probeAudio } from '../media/audio-probe';
import { readAudioTags, readEmbeddedPicture, type EmbeddedPicture, type PictureState } from '../media/audio-tags';
import { processStoredTrack, type ProcessedTrack } from '../media/process-track';
import { invalidateCatalog } from '../cache/catalog-cache';

const AUDIO_EXTENSIONS = new Set(['.mp3', '.m4a', '.flac', '.ogg', '.wav']);
const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/jpg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif' };
/** Cover files that rippers and stores leave next to the audio, used when no file embeds a picture. */
const FOLDER_IMAGES = /^(cover|folder|front|albumart)\.(jpe?g|png)$/i;

export interface ImportProblem {
  path: string;
  reason: string;
}

export interface ImportReport {
  imported: { folder: string; slug: string; title: string; artist: string; tracks: number; genre: GenreSlug | null }[];
  /** Files that could not be read as audio; the rest of their folder is imported. */
  skipped: ImportProblem[];
  /** Folders that produced no mixtape. */
  failed: ImportProblem[];
}

export interface ImportOptions {
  now?: Date;
  log?: (line: string) => void;
  /** The genre of every mixtape imported (else each one's from its files' genre tags, when one is on the list). */
  genre?: string;
  /** The moods of every mixtape imported, up to MAX_MOODS. */
  moods?: string[];
}

interface AudioFile {
  file: string;
  title: string;
  artist?: string;
  album?: string;
  albumArtist?: string;
  trackNo?: number;
  genres: string[];
  picture: PictureState;
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

function mostCommon<T extends string>(values: (T | undefined)[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) if (v?.trim()) counts.set(v.trim() as T, (counts.get(v.trim() as T) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The files that are audio (judged by their bytes, as an upload is), with their tags. */
async function readAudio(files: string[], skipped: ImportProblem[]): Promise<AudioFile[]> {
  const out: AudioFile[] = [];
  for (const file of files) {
    if (!(await probeAudio(file))) {
      skipped.push({ path: file, reason: NOT_AUDIO_MESSAGE });
      continue;
    }
    const tags = await readAudioTags(file);
    const fallback = path.basename(file, path.extname(file)).replace(/^\d+\s*[-_.]\s*/, '');
    out.push({ ...tags, file, title: tags.title ?? fallback, genres: tags.genres ?? [] });
  }
  return out.sort((a, b) => (a.trackNo ?? Infinity) - (b.trackNo ?? Infinity) || byName(path.basename(a.file), path.basename(b.file)));
}

/** The first picture embedded in these files that can be a cover (at most EMBEDDED_PICTURE_MAX_BYTES, an image type kept). */
async function embeddedCover(audio: AudioFile[], log: (line: string) => void): Promise<EmbeddedPicture | null> {
  for (const a of audio) {
    if (a.picture === 'too-large') log(`  the picture embedded in ${a.file} is over ${EMBEDDED_PICTURE_MAX_BYTES / 1024 / 1024} MB: not used as a cover`);
    if (a.picture !== 'usable') continue;
    const picture = await readEmbeddedPicture(a.file);
    if (picture && IMAGE_EXTENSIONS[picture.format.toLowerCase()]) return picture;
  }
  return null;
}

/** The folder's own cover file, unless it is larger than a cover may be. */
async function folderCover(folder: string, log: (line: string) => void): Promise<string | null> {
  const name = (await fs.readdir(folder)).find((entry) => FOLDER_IMAGES.test(entry));
  if (!name) return null;
  const file = path.join(folder, name);
  if ((await fs.stat(file)).size <= RELEASE_COVER_MAX_BYTES) return file;
  log(`  ${file} is over ${RELEASE_COVER_MAX_BYTES / 1024 / 1024} MB: not used as a cover`);
  return null;
}

const loose = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The listed genre a genre tag names, by its name or slug written loosely ('Hip Hop', 'RnB', 'lofi'). */
function listedGenre(tag: string): GenreSlug | undefined {
  return GENRES.find((g) => loose(tag) === loose(g.name) || loose(tag) === loose(g.slug))?.slug;
}

/** The genre and moods asked of an import, checked against the lists before anything is written. */
function checkChoices(genre: string | undefined, moods: string[]): { genre?: GenreSlug; moods: MoodSlug[] } {
  const genres: readonly string[] = GENRE_SLUGS;
  const allMoods: readonly string[] = MOOD_SLUGS;
  if (genre !== undefined && !genres.includes(genre)) throw new Error(`Unknown genre ${genre}: it must be one of ${GENRE_SLUGS.join(', ')}`);
  const unknown = moods.find((mood) => !allMoods.includes(mood));
  if (unknown) throw new Error(`Unknown mood ${unknown}: it must be one of ${MOOD_SLUGS.join(', ')}`);
  if (new Set(moods).size > MAX_MOODS) throw new Error(`A mixtape has at most ${MAX_MOODS} moods`);
  return { genre: genre as GenreSlug | undefined, moods: [...new Set(moods)] as MoodSlug[] };
}

/** A key under `prefix` that no file uses yet, so a failed import never deletes a file someone else owns. */
async function freeKey(prefix: string, ext: string): Promise<string> {
  const storage = getMediaStorage();
  for (let n = 1; ; n++) {
    const key = `${prefix}${n > 1 ? `-${n}` : ''}${ext}`;
    if (!(await storage.stat(key))) return key;
  }
}

interface MixtapeChoices {
  now: Date;
  genre?: GenreSlug;
  moods: MoodSlug[];
}

async function importMixtape(
  db: Db,
  folder: string,
  audio: AudioFile[],
  slugs: { mixtape: (t: string) => string; artist: (t: string) => string },
  choices: MixtapeChoices,
  log: (line: string) => void,
) {
  const storage = getMediaStorage();
  const title = mostCommon(audio.map((a) => a.album)) ?? path.basename(folder);
  const genre = choices.genre ?? mostCommon(audio.flatMap((a) => a.genres.map(listedGenre))) ?? null;
  const artistName = mostCommon(audio.map((a) => a.albumArtist)) ?? mostCommon(audio.map((a) => a.artist)) ?? 'Unknown Artist';
  const slug = slugs.mixtape(`${artistName} ${title}`);
  const written: string[] = [];
  const put = async (key: string, data: Buffer | Uint8Array) => {
    await storage.put(key, data);
    written.push(key);
  };
  const putFile = async (key: string, file: string) => {
    await storage.putFile(key, file);
    written.push(key);
  };
  try {
    const picture = await embeddedCover(audio, log);
    const folderImage = picture ? null : await folderCover(folder, log);
    let cover: string;
    if (picture) await put((cover = await freeKey(`covers/${slug}`, IMAGE_EXTENSIONS[picture.format.toLowerCase()])), picture.data);
    else if (folderImage) await putFile((cover = await freeKey(`covers/${slug}`, path.extname(folderImage).toLowerCase())), folderImage);
    else await put((cover = await freeKey(`covers/${slug}`, '.svg')), Buffer.from(generateCoverSvg(slug, { title, artist: artistName })));
    const keys: string[] = [];
    const processed: ProcessedTrack[] = [];
    for (const a of audio) {
      const key = newMediaKey('audio', path.extname(a.file).toLowerCase());
      await putFile(key, a.file);
      keys.push(key);
      // The studio's pipeline: loudness, a standard and a data-saver rendition, a waveform.
      const track = await processStoredTrack(key, { filename: path.basename(a.file) });
      for (const rendition of track.renditions) if (rendition.mediaKey !== key) written.push(rendition.mediaKey);
      written.push(track.track.waveform);
      processed.push(track);
    }

    await db.transaction(async (tx) => {
      const [found] = await tx.select({ id: artists.id }).from(artists).where(sql`lower(${artists.name}) = lower(${artistName})`).limit(1);
      const artistId = found?.id ?? (await tx.insert(artists).values({ slug: slugs.artist(artistName), name: artistName }).returning({ id: artists.id }))[0].id;
      const [{ id: mixtapeId }] = await tx.insert(mixtapes).values({ slug, title, cover, releaseDate: choices.now, artistId, genre, moods: choices.moods }).returning({ id: mixtapes.id });
      const rows = await tx
        .insert(tracks)
        .values(audio.map((a, i) => ({ title: a.title, artist: a.artist ?? artistName, album: a.album ?? title, cover, ...processed[i].track })))
        .returning({ id: tracks.id });
      await tx.insert(trackRenditions).values(rows.flatMap((row, i) => processed[i].renditions.map((r) => ({ ...r, trackId: row.id }))));
      await tx.insert(mixtapeTracks).values(rows.map((row, i) => ({ mixtapeId, trackId: row.id, position: i + 1 })));
    });
  } catch (error) {
    // Nothing of a failed mixtape stays behind: the transaction rolled back, and its files go too.
    await Promise.all(written.map((key) => storage.remove(key).catch(() => {})));
    throw error;
  }
  return { folder, slug, title, artist: artistName, tracks: audio.length, genre };
}

/**
 * Imports real audio files: one mixtape per sub-folder of `root` (and one for audio files lying in `root` itself).
 * Unreadable files are reported and skipped; each mixtape is written in its own transaction, its files first.
 * A genre or mood not on the lists (lib/genres.ts) refuses the whole import, naming the valid ones.
 */
export async function importFolder(db: Db, root: string, options: ImportOptions = {}): Promise<ImportReport> {
  const log = options.log ?? (() => {});
  const choices = { now: options.now ?? new Date(), ...checkChoices(options.genre, options.moods ?? []) };
  const entries = await fs.readdir(root, { withFileTypes: true });
  const folders = [root, ...entries.filter((e) => e.isDirectory()).map((e) => path.join(root, e.name)).sort(byName)];
  const report: ImportReport = { imported: [], skipped: [], failed: [] };
  const slugs = {
    mixtape: slugAllocator((await db.select({ slug: mixtapes.slug }).from(mixtapes)).map((r) => r.slug)),
    artist: slugAllocator((await db.select({ slug: artists.slug }).from(artists)).map((r) => r.slug)),
  };
  for (const folder of folders) {
    const files = (await fs.readdir(folder, { withFileTypes: true }))
      .filter((e) => e.isFile() && AUDIO_EXTENSIONS.has(path.extname(e.name).toLowerCase()))
      .map((e) => path.join(folder, e.name));
    if (files.length === 0) {
      if (folder !== root) report.failed.push({ path: folder, reason: 'no audio files' });
      continue;
    }
    const before = report.skipped.length;
    const audio = await readAudio(files, report.skipped);
    for (const problem of report.skipped.slice(before)) log(`  skipped ${problem.path}: ${problem.reason}`);
    if (audio.length === 0) {
      report.failed.push({ path: folder, reason: 'no readable audio files' });
      log(`  no mixtape from ${folder}: no readable audio files`);
      continue;
    }
    try {
      const mixtape = await importMixtape(db, folder, audio, slugs, choices, log);
      invalidateCatalog();
      report.imported.push(mixtape);
      log(`  imported ${mixtape.title} by ${mixtape.artist}: ${mixtape.tracks} tracks${mixtape.genre ? `, ${mixtape.genre}` : ''} (/mixtape/${mixtape.slug})`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.failed.push({ path: folder, reason });
      log(`  failed ${folder}: ${reason}`);
    }
  }
  return report;
}
