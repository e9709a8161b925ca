import fs from 'node:fs/promises';
import path from 'node:path';
import { skipFrontTags, type AudioFacts } from './audio-probe';
import { runMediaTool } from './ffmpeg';
import { frontTagsLength } from './id3-reader';

// What a track becomes before listeners hear it, from one read of its original (ffmpeg, from npm):
// - its loudness by EBU R128 (integrated LUFS and true peak) and the gain that brings it to TARGET_LUFS without
//   the true peak passing 0 dBFS, which the listener's player applies (the files are not re-encoded for it);
// - a `standard` rendition: the original when it already is an MP3 of at most 320 kbps (its audio copied out of
//   its tags when they are large: a big embedded picture would come before every listener's first sound), else a
//   256 kbps MP3;
// - a `data_saver` rendition: 96 kbps AAC in MP4, which every browser plays;
// - its waveform: about WAVEFORM_POINTS peaks, from the audio at 8 kHz mono.
// The analysis, the data-saver encode and the waveform share one decode; an MP3 encode, when needed, runs beside
// it in a second process (two cores), both below the web's priority (ffmpeg.ts). Both start reading after the
// file's ID3v2 tags, whose pictures they would otherwise hold in memory.
//
// That decode goes through the whole file, so it is also the check that the file is whole: a file that does not
// decode without errors, whose decoded length is not the length its headers give, or whose loudness no sound can
// have (the figures of garbage decoded as audio) is damaged, and fails with a message naming it.

export const TARGET_LUFS = -14;
export const WAVEFORM_POINTS = 1000;
const WAVEFORM_RATE = 8000;
/** Peaks are first kept per block of this many samples (10 ms), then grouped down to WAVEFORM_POINTS. */
const BLOCK = WAVEFORM_RATE / 100;
const MAX_STANDARD_MP3_BITRATE = 320_000;
/** ID3v2 tags up to this size stay in a standard rendition that is the original; larger ones are left out of it. */
const STANDARD_TAGS_MAX_BYTES = 1024 * 1024;
/** Above these no real recording measures: louder than a full-scale square wave, peaks far over full scale. */
const MAX_INTEGRATED_LUFS = 0;
const MAX_TRUE_PEAK_DB = 6;
/** What ffmpeg writes when a frame does not decode (its wording changed with version 7). */
const DECODE_ERROR = /Error while decoding stream|Error submitting packet to decoder|Decoding error|Invalid data found when processing input/;
export const STANDARD_BITRATE = 256_000;
export const DATA_SAVER_BITRATE = 96_000;

export type Quality = 'original' | 'standard' | 'data_saver';

export interface Rendition {
  quality: Quality;
  /** The file made (in the work folder), or the original's own path when it serves as the standard rendition too. */
  file: string;
  mime: string;
  bitrate: number;
  bytes: number;
}

export interface Loudness {
  integratedLufs: number;
  truePeakDb: number;
  gainDb: number;
}

export interface ProcessedAudio {
  /** Seconds of audio actually decoded. */
  durationSeconds: number;
  loudness: Loudness;
  /** 0..1, the loudest block being 1. */
  peaks: number[];
  /** standard and data_saver (the original is the caller's). */
  renditions: Rendition[];
}

/** A file that cannot become a release, said in words its uploader understands. Processing it again will not help. */
export class MediaProblem extends Error {}

export const damagedMessage = (name: string) => `"${name}" is damaged: it does not decode cleanly to the end. Export it again and upload it.`;

/**
 * How far the decoded length may be from the headers' before the file counts as cut short (or padded): 5%, at
 * least half a second and at most 2 s. Headers that give a length (a Xing frame's count, FLAC's sample count, an
 * MP4's duration) match the decode within a frame or two.
 */
const lengthTolerance = (seconds: number) => Math.max(0.5, Math.min(2, seconds * 0.05));
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The gain to TARGET_LUFS, lowered so that the true peak stays at or under 0 dBFS; none for silence. */
export function loudnessGain(integratedLufs: number, truePeakDb: number): number {
  if (!Number.isFinite(integratedLufs) || integratedLufs <= -70) return 0;
  const toTarget = TARGET_LUFS - integratedLufs;
  return round(Number.isFinite(truePeakDb) ? Math.min(toTarget, -truePeakDb) : toTarget, 2);
}

/** The integrated loudness and true peak from the summary ffmpeg's ebur128 filter prints as it ends. */
export function parseEbur128Summary(log: string): { integratedLufs: number; truePeakDb: number } | null {
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !peak) return null;
  const value = (text: string) => (text === '-inf' ? -Infinity : Number(text));
  return { integratedLufs: value(integrated[1]), truePeakDb: value(peak[1]) };
}

/** Peak levels of 8 kHz mono 16-bit audio, block by block, as it streams out of ffmpeg. */
class PeakMeter {
  private blocks: number[] = [];
  private current = 0;
  private inBlock = 0;
  private carry: Buffer | null = null;
  samples = 0;

  write(chunk: Buffer): void {
    let data = chunk;
    if (this.carry) {
      data = Buffer.concat([this.carry, chunk]);
      this.carry = null;
    }
    const whole = data.length - (data.length % 2);
    for (let i = 0; i < whole; i += 2) {
      const level = Math.abs(data.readInt16LE(i));
      if (level > this.current) this.current = level;
      if (++this.inBlock === BLOCK) this.endBlock();
    }
    this.samples += whole / 2;
    if (whole < data.length) this.carry = data.subarray(whole);
  }

  private endBlock(): void {
    this.blocks.push(this.current);
    this.current = 0;
    this.inBlock = 0;
  }

  /** At most `points` peaks, each the loudest of its group of blocks, scaled so the loudest is 1. */
  peaks(points: number): number[] {
    if (this.inBlock > 0) this.endBlock();
    const groups = Math.min(points, this.blocks.length);
    const out: number[] = [];
    for (let g = 0; g < groups; g++) {
      const from = Math.floor((g * this.blocks.length) / groups);
      const to = Math.floor(((g + 1) * this.blocks.length) / groups);
      let max = 0;
      for (let b = from; b < to; b++) if (this.blocks[b] > max) max = this.blocks[b];
      out.push(max);
    }
    const loudest = Math.max(1, ...out);
    return out.map((p) => round(p / loudest, 3));
  }
}

/** The last line of an ffmpeg log that reads like an error, for a failure nobody foresaw. */
const lastError = (log: string) =>
  log
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /error|invalid|could not|failed/i.test(line))
    .pop() ?? 'ffmpeg stopped';

export interface ProcessOptions {
  /** The file's name as its owner knows it, for the messages about it (else its own name). */
  filename?: string;
  /** Told the share of the file done so far (0..1), as it goes. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

/**
 * Processes the original audio `input` (as probe-audio.ts found it) into `workDir`: its loudness, waveform and
 * renditions. Throws a MediaProblem when the file is damaged.
 */
export async function processAudio(input: string, facts: AudioFacts, workDir: string, options: ProcessOptions = {}): Promise<ProcessedAudio> {
  const dataSaver = path.join(workDir, 'data_saver.m4a');
  const meter = new PeakMeter();
  let reported = 0;
  const tagsLength = await frontTagsLength(input);
  const skipTags = skipFrontTags(tagsLength);
  const analysis = runMediaTool(
    'ffmpeg',
    [
      '-hide_banner', '-nostdin', '-nostats', '-y', ...skipTags, '-i', input,
      '-filter_complex',
      `[0:a:0]asplit=3[l][d][w];[l]ebur128=peak=true:framelog=40[e];[w]aresample=${WAVEFORM_RATE},aformat=sample_fmts=s16:channel_layouts=mono[p]`,
      '-map', '[d]', '-vn', '-c:a', 'aac', '-b:a', String(DATA_SAVER_BITRATE), '-movflags', '+faststart', '-f', 'mp4', dataSaver,
      '-map', '[p]', '-f', 's16le', 'pipe:1',
      '-map', '[e]', '-f', 'null', '-',
    ],
    {
      signal: options.signal,
      onStdout: (chunk) => {
        meter.write(chunk);
        const done = Math.min(1, meter.samples / WAVEFORM_RATE / facts.durationSeconds);
        if (options.onProgress && done - reported >= 0.01) options.onProgress((reported = done));
      },
    },
  );
  const mp3Fits = facts.codec === 'mp3' && facts.bitrate <= MAX_STANDARD_MP3_BITRATE;
  const standardIsOriginal = mp3Fits && tagsLength <= STANDARD_TAGS_MAX_BYTES;
  const standardFile = standardIsOriginal ? input : path.join(workDir, 'standard.mp3');
  const encoding = mp3Fits ? ['-c:a', 'copy'] : ['-c:a', 'libmp3lame', '-b:a', String(STANDARD_BITRATE), '-compression_level', '7'];
  const standard = standardIsOriginal
    ? null
    : runMediaTool('ffmpeg', ['-hide_banner', '-nostdin', '-nostats', '-y', ...skipTags, '-i', input, '-map', '0:a:0', '-vn', ...encoding, '-f', 'mp3', standardFile], {
        signal: options.signal,
      });

  const [measured, encoded] = await Promise.all([analysis, standard]);
  const decodedSeconds = meter.samples / WAVEFORM_RATE;
  const damaged = new MediaProblem(damagedMessage(options.filename ?? path.basename(input)));
  const cutShort = !facts.durationEstimated && Math.abs(decodedSeconds - facts.durationSeconds) > lengthTolerance(facts.durationSeconds);
  if (DECODE_ERROR.test(measured.stderr) || cutShort || (measured.code !== 0 && decodedSeconds < facts.durationSeconds * 0.9 - 0.5)) throw damaged;
  if (measured.code !== 0) throw new Error(`ffmpeg failed on ${input}: ${lastError(measured.stderr)}`);
  if (encoded && encoded.code !== 0) throw new Error(`ffmpeg could not ${mp3Fits ? 'copy' : 'encode'} ${input} to MP3: ${lastError(encoded.stderr)}`);
  const summary = parseEbur128Summary(measured.stderr);
  if (!summary) throw new Error(`ffmpeg printed no loudness summary for ${input}`);
  if (summary.integratedLufs > MAX_INTEGRATED_LUFS || summary.truePeakDb > MAX_TRUE_PEAK_DB) throw damaged;

  const bytes = async (file: string) => (await fs.stat(file)).size;
  const [standardBytes, dataSaverBytes] = await Promise.all([bytes(standardFile), bytes(dataSaver)]);
  return {
    durationSeconds: round(decodedSeconds, 3),
    loudness: { integratedLufs: round(summary.integratedLufs, 1), truePeakDb: round(summary.truePeakDb, 1), gainDb: loudnessGain(summary.integratedLufs, summary.truePeakDb) },
    peaks: meter.peaks(WAVEFORM_POINTS),
    renditions: [
      { quality: 'standard', file: standardFile, mime: 'audio/mpeg', bitrate: mp3Fits ? facts.bitrate : STANDARD_BITRATE, bytes: standardBytes },
      { quality: 'data_saver', file: dataSaver, mime: 'audio/mp4', bitrate: DATA_SAVER_BITRATE, bytes: dataSaverBytes },
    ],
  };
}
