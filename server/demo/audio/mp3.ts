import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mediaToolPath, runMediaTool } from '../../media/ffmpeg';
import { buildId3Tag, type Id3Tags } from './id3';
import { SAMPLE_RATE } from './instruments';
import { FRAME_SAMPLES, SPLICE_CONTEXT_SAMPLES, composeSong, type Song } from './synth';

export const BITRATE_KBPS = 128;
/** Every frame's size: at 24 kHz and 128 kbps a Layer III frame needs no padding slot, so the stream is uniform. */
const FRAME_BYTES = ((SAMPLE_RATE >= 32000 ? 144 : 72) * BITRATE_KBPS * 1000) / SAMPLE_RATE;
if (!Number.isInteger(FRAME_BYTES)) throw new Error('Frames of this rate and bitrate need padding slots');

/**
 * LAME through ffmpeg (the studio's own binary, server/media/ffmpeg.ts): constant 128 kbps mono, quality 7 (its fast
 * search, as the pipeline's standard renditions), and no bit reservoir, so that every frame is self-contained and can be
 * spliced next to any other. Raw frames out: no ID3 tag, no Xing frame.
 */
const ENCODER_ARGS = [
  '-c:a', 'libmp3lame', '-b:a', `${BITRATE_KBPS}k`, '-compression_level', '7', '-reservoir', '0',
  '-write_xing', '0', '-id3v2_version', '0', '-f', 'mp3',
];
/** LAME's delay (576 + 529 samples): a stream of n frames of audio is heard in full after n + DELAY_FRAMES frames. */
const DELAY_FRAMES = Math.ceil(1105 / FRAME_SAMPLES);

/**
 * Changes whenever the same seed would give other audio (the synthesizer, its instruments and styles, the splicing
 * below): the name of a file in the seed's track cache (cacheFile) includes it, beside the encoder's arguments and build.
 */
const SYNTH_REVISION = 1;

const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_LSF = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Splits a Layer III stream into its frames (the encoder here writes neither ID3 nor a Xing frame). */
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

/** A stretch of a song to encode, in frames [from, to). */
interface Run {
  from: number;
  to: number;
}

/** What a song needs encoded (its runs), and how its frames are put together from theirs. */
interface SongPlan {
  song: Song;
  runs: Run[];
  assemble(encoded: Uint8Array[][]): { frames: Uint8Array[]; encodedFrames: number };
}

/**
 * Plans a song's encode so that each distinct piece is encoded once, its frames repeated where the piece recurs.
 * No frame leans on the bit reservoir, so every frame is self-contained; a splice is seamless because both sides were
 * encoded from identical audio around the seam (the Song's context guarantee), exactly as one long encode would see it.
 * The song's frames run on for DELAY_FRAMES past its audio, which the encoder's delay pushed there (silence follows).
 */
function planSong(song: Song, reuse = true): SongPlan {
  const total = song.frames + DELAY_FRAMES;
  // Without reuse the whole song is one run: the reference a spliced stream is measured against.
  const pieces = reuse ? song.pieces : [{ frame: 0, key: 'all' }];
  const end = (k: number) => (k + 1 < pieces.length ? pieces[k + 1].frame : total);
  const fresh = pieces.map((p, k) => pieces.findIndex((q) => q.key === p.key) === k);
  // Re-encoding a short repeat is cheaper than the margins of a new run, so short gaps join their neighbours.
  for (let k = 1; k < pieces.length - 1; k++)
    if (!fresh[k] && fresh[k - 1] && fresh[k + 1] && end(k) - pieces[k].frame < LEAD_FRAMES + TRAIL_FRAMES) fresh[k] = true;

  // Each run of fresh pieces, with its margins; past the song's end the audio is silence.
  const runs: (Run & { last: number })[] = [];
  for (let k = 0; k < pieces.length; k++) {
    if (!fresh[k]) continue;
    let last = k;
    while (last + 1 < pieces.length && fresh[last + 1]) last++;
    runs.push({ last, from: Math.max(0, pieces[k].frame - LEAD_FRAMES), to: end(last) + TRAIL_FRAMES });
    k = last;
  }

  const assemble = (encoded: Uint8Array[][]) => {
    const byKey = new Map<string, Uint8Array[]>();
    const frames: Uint8Array[] = [];
    let encodedFrames = 0;
    let r = 0;
    for (let k = 0; k < pieces.length; ) {
      if (!fresh[k]) {
        frames.push(...byKey.get(pieces[k].key)!);
        k++;
        continue;
      }
      const { from, last } = runs[r];
      const run = encoded[r++];
      encodedFrames += run.length;
      for (let i = k; i <= last; i++) {
        const piece = run.slice(pieces[i].frame - from, end(i) - from);
        if (!byKey.has(pieces[i].key)) byKey.set(pieces[i].key, piece);
        frames.push(...piece);
      }
      k = last + 1;
    }
    return { frames, encodedFrames };
  };
  return { song, runs, assemble };
}

/**
 * Silence before each song in an encoder: the song then starts from the same state whether it comes first or after
 * another (measured: 4 frames make every frame alike but the first, which an encoder's very start makes otherwise).
 */
const SEPARATOR_FRAMES = 8;

/** Every song's runs, one after another with silence before each song: 16-bit PCM, rendered as ffmpeg reads it. */
function* pcmOf(plans: SongPlan[]): Generator<Uint8Array> {
  const step = 64;
  for (const { song, runs } of plans) {
    yield new Uint8Array(SEPARATOR_FRAMES * FRAME_SAMPLES * 2);
    for (const { from, to } of runs)
      for (let f = from; f < to; f += step) {
        const pcm = song.render(f * FRAME_SAMPLES, Math.min(to, f + step) * FRAME_SAMPLES);
        yield new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);
      }
  }
}

/**
 * Encodes the songs' runs back to back in one ffmpeg (a start of it costs more than a short song's encode), and gives
 * each run's frames. The encoder's frames line up with its input's (frame k holds what was heard around input frame
 * k, shifted by a fixed delay), so a run's frames are those at its own place in the stream; the lead before each kept
 * piece makes up for the foreign audio before it, the silence before each song for whatever came before.
 */
async function encodePlans(plans: SongPlan[]): Promise<Uint8Array[][][]> {
  const args = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0', ...ENCODER_ARGS, 'pipe:1'];
  const { code, stderr, stdout } = await runMediaTool('ffmpeg', args, { input: pcmOf(plans) });
  if (code !== 0) throw new Error(`ffmpeg could not encode the demo audio: ${stderr.trim().split('\n').pop()}`);
  const frames = splitFrames(stdout);
  let at = 0;
  const out = plans.map(({ runs }) => {
    at += SEPARATOR_FRAMES;
    return runs.map(({ from, to }) => frames.slice(at, (at += to - from)));
  });
  if (frames.length < at) throw new Error(`ffmpeg gave ${frames.length} frames for ${at}`);
  return out;
}

/** A song's MP3 frames, each distinct piece encoded once (see planSong); `reuse: false` encodes it whole. */
export async function encodeSong(song: Song, options: { reuse?: boolean } = {}): Promise<{ frames: Uint8Array[]; encodedFrames: number }> {
  const plan = planSong(song, options.reuse);
  return plan.assemble((await encodePlans([plan]))[0]);
}

export interface SynthesizedMp3 {
  data: Buffer;
  durationSeconds: number;
  /** Bits per second. */
  bitrate: number;
  genre: string;
  bpm: number;
}

export interface SynthJob {
  seed: number;
  seconds: number;
  tags: Id3Tags;
}

/** Where finished audio is kept for other seeds of this run to take (SEED_TRACK_CACHE), or null. */
const cacheDir = () => process.env.SEED_TRACK_CACHE || null;

let encoderBuild: string | undefined;
/** The ffmpeg build the audio comes from: its path, size and time, which another build changes. */
function encoderIdentity(): string {
  if (!encoderBuild) {
    const file = mediaToolPath('ffmpeg');
    const { size, mtimeMs } = fs.statSync(file);
    encoderBuild = `${file}:${size}:${mtimeMs}`;
  }
  return encoderBuild;
}

/** The cache's file for a seed's audio, named by everything that decides its frames. */
function cacheFile(dir: string, seed: number, seconds: number): string {
  const what = JSON.stringify([SYNTH_REVISION, seed, seconds, SAMPLE_RATE, ENCODER_ARGS, encoderIdentity()]);
  return path.join(dir, 'songs', `${crypto.createHash('sha256').update(what).digest('hex').slice(0, 32)}.mp3`);
}

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Written aside, then renamed into place: a reader in another process never sees half a file. */
async function writeCached(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(partial, data);
  await fs.promises.rename(partial, file);
}

/**
 * Seeded, distinct pieces of music, each a tagged 128 kbps mono MP3 of about its `seconds`, in the jobs' order; those
 * not in the track cache encoded by one ffmpeg. Deterministic: the same job gives the same bytes alone or in any batch.
 */
export async function synthesizeMany(jobs: SynthJob[]): Promise<SynthesizedMp3[]> {
  const dir = cacheDir();
  const songs = jobs.map((job) => composeSong(job.seed, job.seconds));
  const files = jobs.map((job) => (dir ? cacheFile(dir, job.seed, job.seconds) : null));
  const audio = await Promise.all(files.map((file) => (file ? readCached(file) : null)));
  const missing = jobs.flatMap((_, i) => (audio[i] ? [] : [i]));
  if (missing.length) {
    const plans = missing.map((i) => planSong(songs[i]));
    const encoded = await encodePlans(plans);
    await Promise.all(
      missing.map(async (i, m) => {
        audio[i] = Buffer.concat(plans[m].assemble(encoded[m]).frames);
        if (files[i]) await writeCached(files[i], audio[i]);
      }),
    );
  }
  return jobs.map((job, i) => {
    const frames = audio[i]!;
    const durationSeconds = (frames.length / FRAME_BYTES) * (FRAME_SAMPLES / SAMPLE_RATE);
    const tag = buildId3Tag({ genre: songs[i].genre, ...job.tags, lengthMs: durationSeconds * 1000 });
    return { data: Buffer.concat([tag, frames]), durationSeconds, bitrate: BITRATE_KBPS * 1000, genre: songs[i].genre, bpm: songs[i].bpm };
  });
}

/** A seeded, distinct piece of music as a tagged 128 kbps mono MP3 of about `seconds` seconds. Deterministic. */
export async function synthesizeMp3(seed: number, seconds: number, tags: Id3Tags = {}): Promise<SynthesizedMp3> {
  return (await synthesizeMany([{ seed, seconds, tags }]))[0];
}

export async function synthesizeTrack(seed: number, seconds: number, tags: Id3Tags = {}): Promise<Buffer> {
  return (await synthesizeMp3(seed, seconds, tags)).data;
}
