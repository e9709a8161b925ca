import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { buildId3Tag, type Id3Tags } from './id3';
import { SAMPLE_RATE } from './instruments';
import { FRAME_SAMPLES, SPLICE_CONTEXT_SAMPLES, composeSong, type Song } from './synth';

export const BITRATE_KBPS = 128;

interface Mp3Encoder {
  encodeBuffer(left: Int16Array): Int8Array;
  flush(): Int8Array;
}
type EncoderClass = new (channels: number, sampleRate: number, kbps: number) => Mp3Encoder;

let encoderClass: EncoderClass | undefined;

/**
 * lamejs' `require` entry is a browser IIFE that only defines a global, and its ESM entry cannot be loaded
 * synchronously (nor at all under Jest's CommonJS transform): run the IIFE in a function scope and keep the class.
 */
function loadEncoder(): EncoderClass {
  if (!encoderClass) {
    const file = createRequire(path.join(process.cwd(), 'package.json')).resolve('@breezystack/lamejs');
    const code = fs.readFileSync(file, 'utf8');
    const lib = new vm.Script(`(function () {\n${code}\nreturn lamejs;\n})()`, { filename: file }).runInThisContext();
    encoderClass = lib.Mp3Encoder as EncoderClass;
  }
  return encoderClass;
}

const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_LSF = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Splits a Layer III stream into its frames (lamejs writes neither ID3 nor a Xing frame). */
export function splitFrames(data: Uint8Array): Uint8Array[] {
  const frames: Uint8Array[] = [];
  for (let pos = 0; pos + 4 <= data.length; ) {
    const version = (data[pos + 1] >> 3) & 3;
    if (data[pos] !== 0xff || (data[pos + 1] & 0xe0) !== 0xe0 || version === 1) throw new Error(`No MPEG frame at ${pos}`);
    const kbps = (version === 3 ? BITRATES : BITRATES_LSF)[data[pos + 2] >> 4];
    const rate = RATES[version][(data[pos + 2] >> 2) & 3];
    const padding = (data[pos + 2] >> 1) & 1;
    const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
    frames.push(data.subarray(pos, pos + length));
    pos += length;
  }
  return frames;
}

// Audio encoded before a run's first kept frame (3456 samples) and after its last (2304): enough for the filter bank,
// the MDCT overlap and the psychoacoustic model's look-ahead to see what a full encode sees (measured: with this lead a
// spliced stream is bit-identical to a one-pass encode but for the odd frame; with 2304 samples of lead, a few more
// frames differ), and with the encoder's 1105-sample delay still inside the context a Song guarantees.
const LEAD_FRAMES = Math.ceil(3456 / FRAME_SAMPLES);
const TRAIL_FRAMES = Math.ceil(2304 / FRAME_SAMPLES);
const ENCODER_REACH = 1105 + 1152; // encoder delay plus look-ahead, in samples
if (LEAD_FRAMES * FRAME_SAMPLES + ENCODER_REACH > SPLICE_CONTEXT_SAMPLES) throw new Error('Margin exceeds the splice context');

const bytes = (a: Int8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

function encodeRange(song: Song, from: number, to: number): Uint8Array[] {
  const encoder = new (loadEncoder())(1, SAMPLE_RATE, BITRATE_KBPS);
  const pcm = song.render(from * FRAME_SAMPLES, to * FRAME_SAMPLES);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += FRAME_SAMPLES * 32) chunks.push(bytes(encoder.encodeBuffer(pcm.subarray(i, i + FRAME_SAMPLES * 32))));
  chunks.push(bytes(encoder.flush()));
  return splitFrames(Buffer.concat(chunks));
}

/**
 * Encodes a song, encoding each distinct piece once and repeating its frames where the piece recurs.
 * lamejs disables the bit reservoir, so every frame is self-contained; a splice is seamless because both sides were
 * encoded from identical audio around the seam (the Song's context guarantee), exactly as one long encode would see it.
 */
export function encodeSong(song: Song, options: { reuse?: boolean } = {}): { frames: Uint8Array[]; encodedFrames: number } {
  // Without reuse the whole song is one run: the reference a spliced stream is measured against.
  const pieces = options.reuse === false ? [{ frame: 0, key: 'all' }] : song.pieces;
  const end = (k: number) => (k + 1 < pieces.length ? pieces[k + 1].frame : Infinity);
  const fresh = pieces.map((p, k) => pieces.findIndex((q) => q.key === p.key) === k);
  // Re-encoding a short repeat is cheaper than the margins of a new run, so short gaps join their neighbours.
  for (let k = 1; k < pieces.length - 1; k++)
    if (!fresh[k] && fresh[k - 1] && fresh[k + 1] && end(k) - pieces[k].frame < LEAD_FRAMES + TRAIL_FRAMES) fresh[k] = true;

  const byKey = new Map<string, Uint8Array[]>();
  const out: Uint8Array[] = [];
  let encodedFrames = 0;
  for (let k = 0; k < pieces.length; ) {
    if (!fresh[k]) {
      out.push(...byKey.get(pieces[k].key)!);
      k++;
      continue;
    }
    let last = k;
    while (last + 1 < pieces.length && fresh[last + 1]) last++;
    const from = Math.max(0, pieces[k].frame - LEAD_FRAMES);
    const to = Math.min(song.frames, end(last) + TRAIL_FRAMES);
    const frames = encodeRange(song, from, to);
    encodedFrames += frames.length;
    for (let i = k; i <= last; i++) {
      const piece = frames.slice(pieces[i].frame - from, end(i) === Infinity ? undefined : end(i) - from);
      if (!byKey.has(pieces[i].key)) byKey.set(pieces[i].key, piece);
      out.push(...piece);
    }
    k = last + 1;
  }
  return { frames: out, encodedFrames };
}

export interface SynthesizedMp3 {
  data: Buffer;
  durationSeconds: number;
  /** Bits per second. */
  bitrate: number;
  genre: string;
  bpm: number;
}

/** A seeded, distinct piece of music as a tagged 128 kbps mono MP3 of about `seconds` seconds. Deterministic. */
export function synthesizeMp3(seed: number, seconds: number, tags: Id3Tags = {}): SynthesizedMp3 {
  const song = composeSong(seed, seconds);
  const { frames } = encodeSong(song);
  const durationSeconds = (frames.length * FRAME_SAMPLES) / SAMPLE_RATE;
  const tag = buildId3Tag({ genre: song.genre, ...tags, lengthMs: durationSeconds * 1000 });
  return { data: Buffer.concat([tag, ...frames]), durationSeconds, bitrate: BITRATE_KBPS * 1000, genre: song.genre, bpm: song.bpm };
}

export function synthesizeTrack(seed: number, seconds: number, tags: Id3Tags = {}): Buffer {
  return synthesizeMp3(seed, seconds, tags).data;
}
