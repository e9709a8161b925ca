import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getMediaStorage } from '../adapters/media-storage';
import { probeAudio } from './audio-probe';
import { MediaProblem, processAudio, type ProcessOptions, type ProcessedAudio } from './audio-pipeline';

// A stored original through the audio pipeline (audio-pipeline.ts), its results stored beside it: what the studio's
// jobs do for an upload, and what the demo seed and `npm run import` do for theirs.

/** The media keys a processed track's files are stored under, from a name of its own (the same on every run). */
export const renditionKeys = (name: string) => ({
  standard: `renditions/${name}/standard.mp3`,
  dataSaver: `renditions/${name}/data_saver.m4a`,
  waveform: `waveforms/${name}.json`,
});

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

async function store(name: string, originalKey: string, original: { path: string; mime: string; bitrate: number; bytes: number }, result: ProcessedAudio): Promise<ProcessedTrack> {
  const storage = getMediaStorage();
  const keys = renditionKeys(name);
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

/** Processes the stored original `originalKey` in a work folder of its own (removed after), storing what it makes under `name`. */
export async function processStoredTrack(name: string, originalKey: string, options: ProcessOptions = {}): Promise<ProcessedTrack> {
  const local = await getMediaStorage().localFile(originalKey);
  if (!local) throw new MediaProblem('The uploaded file is gone: upload it again.');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'mixtape-track-'));
  try {
    const facts = await probeAudio(local.path);
    if (!facts) throw new MediaProblem('This file is not audio we can read.');
    const result = await processAudio(local.path, facts, work, options);
    const { size } = await fs.stat(local.path);
    return await store(name, originalKey, { path: local.path, mime: facts.mime, bitrate: facts.bitrate, bytes: size }, result);
  } finally {
    await local.release();
    await fs.rm(work, { recursive: true, force: true });
  }
}
