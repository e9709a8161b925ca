import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getMediaStorage } from '../adapters/media-storage';
import { newMediaKey } from '../adapters/stored-media';
import { probeAudio, type AudioFacts } from './audio-probe';
import { MediaProblem, processAudio, type ProcessOptions, type ProcessedAudio, type Rendition } from './audio-pipeline';

// A stored original through the audio pipeline (audio-pipeline.ts), its results stored beside it: what the studio's
// jobs do for an upload, and what the demo seed and `npm run import` do for theirs.

/**
 * The media keys a processed track's files are stored under: a folder nobody can guess (newMediaKey), new on every
 * run, so a track processed again never overwrites what is being streamed.
 */
function renditionKeys() {
  const folder = newMediaKey('renditions');
  return { standard: `${folder}/standard.mp3`, dataSaver: `${folder}/data_saver.m4a`, waveform: `${folder}/waveform.json` };
}

export interface StoredRendition {
  quality: 'original' | 'standard' | 'data_saver';
  mediaKey: string;
  mimeType: string;
  bitrate: number;
  bytes: number;
}

/** What a processed track's row says of it, and its renditions' rows. */
export interface ProcessedTrack {
  track: {
    durationSeconds: number;
    mediaKey: string;
    mimeType: string;
    size: number;
    bitrate: number;
    integratedLufs: number;
    truePeakDb: number;
    gainDb: number;
    waveform: string;
  };
  renditions: StoredRendition[];
}

async function store(originalKey: string, original: { path: string; mime: string; bitrate: number; bytes: number }, result: ProcessedAudio): Promise<ProcessedTrack> {
  const storage = getMediaStorage();
  const keys = renditionKeys();
  const [standard, dataSaver] = result.renditions;
  const standardKey = standard.file === original.path ? originalKey : keys.standard;
  if (standardKey !== originalKey) await storage.putFile(keys.standard, standard.file);
  await storage.putFile(keys.dataSaver, dataSaver.file);
  await storage.put(keys.waveform, Buffer.from(JSON.stringify({ duration: result.durationSeconds, peaks: result.peaks })));
  return {
    track: {
      durationSeconds: Math.max(1, Math.round(result.durationSeconds)),
      mediaKey: standardKey,
      mimeType: standard.mime,
      size: standard.bytes,
      bitrate: standard.bitrate,
      integratedLufs: result.loudness.integratedLufs,
      truePeakDb: result.loudness.truePeakDb,
      gainDb: result.loudness.gainDb,
      waveform: keys.waveform,
    },
    renditions: [
      { quality: 'original', mediaKey: originalKey, mimeType: original.mime, bitrate: original.bitrate, bytes: original.bytes },
      { quality: 'standard', mediaKey: standardKey, mimeType: standard.mime, bitrate: standard.bitrate, bytes: standard.bytes },
      { quality: 'data_saver', mediaKey: keys.dataSaver, mimeType: dataSaver.mime, bitrate: dataSaver.bitrate, bytes: dataSaver.bytes },
    ],
  };
}

export interface StoredTrackOptions extends ProcessOptions {
  /**
   * A folder of results to reuse: a file processed before (the same bytes) gives the files and facts kept there
   * instead of being processed again, and a new one is kept there. The demo seed's, during a test run
   * (SEED_TRACK_CACHE); nothing else passes one.
   */
  cache?: string;
}

/**
 * Changes whenever the same file would be processed otherwise (audio-pipeline.ts, audio-probe.ts): results kept in
 * a cache are named by it beside the original's bytes.
 */
const PROCESSING_REVISION = 1;

type Analysis = { facts: AudioFacts; result: ProcessedAudio };

async function analyse(input: string, work: string, options: ProcessOptions): Promise<Analysis> {
  const facts = await probeAudio(input);
  if (!facts) throw new MediaProblem('This file is not audio we can read.');
  return { facts, result: await processAudio(input, facts, work, options) };
}

/**
 * `analyse`, through the cache: a result is kept in a folder named by a hash of the original's bytes, holding the
 * renditions made (not the original, when it serves as one) and result.json; it is built aside and renamed into
 * place, so that another process sees all of it or nothing.
 */
async function analyseThroughCache(cache: string, input: string, work: string, options: ProcessOptions): Promise<Analysis> {
  const hashing = crypto.createHash('sha256').update(`${PROCESSING_REVISION}\n`);
  // Streamed: an original may be far larger than the memory a job should take.
  for await (const chunk of createReadStream(input)) hashing.update(chunk as Buffer);
  const hash = hashing.digest('hex');
  const dir = path.join(cache, 'processed', hash.slice(0, 32));
  type Kept = { facts: AudioFacts; result: Omit<ProcessedAudio, 'renditions'> & { renditions: (Omit<Rendition, 'file'> & { file: string | null })[] } };
  try {
    const kept = JSON.parse(await fs.readFile(path.join(dir, 'result.json'), 'utf8')) as Kept;
    const renditions = kept.result.renditions.map((r) => ({ ...r, file: r.file === null ? input : path.join(dir, r.file) }));
    return { facts: kept.facts, result: { ...kept.result, renditions } };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const fresh = await analyse(input, work, options);
  const aside = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.mkdir(aside, { recursive: true });
  try {
    const renditions = await Promise.all(
      fresh.result.renditions.map(async (r) => {
        if (r.file === input) return { ...r, file: null };
        await fs.copyFile(r.file, path.join(aside, path.basename(r.file)));
        return { ...r, file: path.basename(r.file) };
      }),
    );
    const kept: Kept = { facts: fresh.facts, result: { ...fresh.result, renditions } };
    await fs.writeFile(path.join(aside, 'result.json'), JSON.stringify(kept));
    await fs.rename(aside, dir);
  } catch (error) {
    // Another process kept the same result first (the folder is there): theirs serves.
    await fs.rm(aside, { recursive: true, force: true });
    if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
  return fresh;
}

/** Processes the stored original `originalKey` in a work folder of its own (removed after), storing what it makes beside it. */
export async function processStoredTrack(originalKey: string, options: StoredTrackOptions = {}): Promise<ProcessedTrack> {
  const local = await getMediaStorage().localFile(originalKey);
  if (!local) throw new MediaProblem('The uploaded file is gone: upload it again.');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'mixtape-track-'));
  try {
    const named = { ...options, filename: options.filename ?? path.basename(originalKey) };
    const { facts, result } = options.cache ? await analyseThroughCache(options.cache, local.path, work, named) : await analyse(local.path, work, named);
    const { size } = await fs.stat(local.path);
    return await store(originalKey, { path: local.path, mime: facts.mime, bitrate: facts.bitrate, bytes: size }, result);
  } finally {
    await local.release();
    await fs.rm(work, { recursive: true, force: true });
  }
}
