import { Rng, hashSeed } from '../../media/random';
import { SAMPLE_RATE, bass as basses, drums, tonal } from './instruments';
import { PROGRESSIONS, STYLES } from './styles';

// Held in module constants for the per-sample loops (global lookups are slow inside Jest's vm sandbox).
const { max, min, round } = Math;

/** Samples per MP3 frame: 1152 for MPEG-1 rates (32 kHz and up), 576 below. */
export const FRAME_SAMPLES = SAMPLE_RATE >= 32000 ? 1152 : 576;
/** How long a bar's notes may ring on into the next bar. */
const TAIL_SAMPLES = Math.round(SAMPLE_RATE * 0.5);
/**
 * The promise a Song makes to the encoder: the audio from SPLICE_CONTEXT_SAMPLES before a piece's start to as many
 * after its end depends only on the piece's key. Holds because tails stop well before the next bar's middle.
 */
export const SPLICE_CONTEXT_SAMPLES = 6144;

export interface Piece {
  /** First MP3 frame of the piece; it runs to the next piece's frame. */
  frame: number;
  key: string;
}

export interface Song {
  genre: string;
  bpm: number;
  /** Length of the music in MP3 frames of FRAME_SAMPLES samples. */
  frames: number;
  pieces: Piece[];
  /** 16-bit mono PCM of samples [start, end). */
  render(start: number, end: number): Int16Array;
}

const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * Composes a seeded piece: one-bar loops (a two-chord vamp) arranged into intro, verse, hook, break and outro.
 * Long runs of identical bars are deliberate: the encoder encodes each distinct bar-to-bar piece only once.
 */
export function composeSong(seed: number, seconds: number): Song {
  const rng = new Rng(hashSeed('song', seed));
  const style = rng.pick(STYLES);
  const fpb = Math.round((60 * SAMPLE_RATE) / (rng.pick(style.bpm) * FRAME_SAMPLES));
  const barFrames = 4 * fpb;
  const barSamples = barFrames * FRAME_SAMPLES;
  const step = barSamples / 16;
  if (TAIL_SAMPLES > (barFrames / 2) * FRAME_SAMPLES - SPLICE_CONTEXT_SAMPLES) throw new Error('Bars too short to splice');
  const swing = rng.float(style.swing[0], style.swing[1]);
  const scale = rng.pick(style.scales);
  const root = rng.int(33, 44);
  const progression = rng.pick(PROGRESSIONS);
  const [kick, snare, hats] = [rng.pick(style.kicks), rng.pick(style.snares), rng.pick(style.hats)];
  const chordVoice = tonal[rng.pick(style.chords)];
  const leadVoice = tonal[rng.pick(style.leads)];
  const bassVoice = basses[style.bass];
  const chordRhythm = rng.pick(style.chordRhythms);
  const sevenths = rng.chance(0.5);
  const tune = rng.float(0.85, 1.2);
  const sections = rng.pick([['v', 'h'], ['h', 'v'], ['v', 'h', 'b', 'h'], ['v', 'b', 'h']]);
  const sectionBars = rng.pick([4, 6, 8]);

  const frames = Math.max(1, Math.round((seconds * SAMPLE_RATE) / FRAME_SAMPLES) - 1);
  // The outro takes the remainder: between a beat and a bar and a beat.
  const bars = Math.max(0, Math.floor((frames - fpb) / barFrames)) + 1;
  // Under 45 seconds a track is a single vamp: every change of section costs a freshly encoded bar or two.
  const arranged = bars * barSamples >= 45 * SAMPLE_RATE;
  const kinds: string[] = arranged && bars >= 18 ? ['i', 'i'] : [];
  for (let s = 0; kinds.length < bars - 1; s++) {
    const section = arranged ? sections[s % sections.length] : 'h';
    for (let i = 0; i < (section === 'b' ? 2 : sectionBars); i++) kinds.push(section);
  }
  kinds.length = bars - 1;
  kinds.push('end');

  const degreeNote = (degree: number, octave: number) =>
    root + 12 * octave + scale[degree % 7] + 12 * Math.floor(degree / 7);
  const chordNotes = (degree: number) =>
    [0, 2, 4, ...(sevenths ? [6] : [])].map((d) => degreeNote(degree + d, 2));
  const at = (s: number) => Math.round(s * step + (s % 2 === 1 ? swing * step : 0));

  function bar(kind: string, length: number): Float32Array {
    const out = new Float32Array(length + TAIL_SAMPLES);
    const r = new Rng(hashSeed(seed, kind));
    const hit = (name: keyof typeof drums, s: number, gain: number) =>
      drums[name](out, at(s), gain * r.float(0.85, 1), new Rng(hashSeed(seed, kind, name, s)), tune);
    const section = kind[0];
    const part = section === 'h' ? 1 : 0;
    for (let half = 0; half < 2; half++) {
      const degree = progression[2 * part + (style.chordPerBar ? 0 : half)];
      const notes = chordNotes(kind === 'end' ? 0 : degree);
      const hits = kind === 'end' && half === 0 ? [0] : kind === 'end' ? [] : chordRhythm;
      for (const h of hits) {
        const next = hits.find((x) => x > h) ?? 8;
        const len = kind === 'end' ? length - step : (next - h) * step - 200;
        for (const note of notes)
          chordVoice(out, at(8 * half + h), len, midiHz(note), section === 'i' ? 0.16 : 0.21, new Rng(hashSeed(seed, kind, note, h)));
      }
      if (section === 'v' || section === 'h')
        for (const s of style.bassOnOffbeats ? [2, 6] : kick.filter((k) => k >= 8 * half && k < 8 * half + 8).map((k) => k - 8 * half))
          bassVoice(out, at(8 * half + s), (style.bass === '808' ? 6 : 3) * step, midiHz(degreeNote(degree, 0)), 0.5, r);
    }
    if (section === 'v' || section === 'h') {
      for (const s of kick) hit('kick', s, 0.8);
      for (const s of snare) hit(section === 'h' && style.genre !== 'House' ? 'clap' : 'snare', s, 0.42);
      for (const s of hats) hit('hat', s, 0.12);
      if (style.rolls && section === 'h') for (let k = 0; k < 3; k++) drums.hat(out, at(14) + (k * step) / 2, 0.09, r, tune);
      if (section === 'h') hit('openHat', 14, 0.08);
      if (r.chance(0.5)) hit('rim', r.pick([3, 7, 11]), 0.2);
    }
    if (section === 'h' || section === 'b') {
      const melody = new Rng(hashSeed(seed, 'lead', kind));
      for (let s = 0; s < 16; s += melody.pick([1, 2, 2, 3])) {
        if (!melody.chance(0.6)) continue;
        const degree = progression[2 * part + (s >= 8 ? 1 : 0)] + melody.pick([0, 2, 4, 4, 7, 1]);
        leadVoice(out, at(s), melody.int(1, 3) * step, midiHz(degreeNote(degree, 3)), 0.25, melody);
      }
    }
    if (section === 'b' || kind === 'end') hit('kick', 0, 0.7);
    if (kind === 'end') for (let i = 0; i < out.length; i++) out[i] *= max(0, 1 - i / length) ** 2;
    return out;
  }

  const cache = new Map<string, Float32Array>();
  const audioOf = (index: number) => {
    const kind = kinds[index];
    let audio = cache.get(kind);
    if (!audio) cache.set(kind, (audio = bar(kind, kind === 'end' ? (frames - index * barFrames) * FRAME_SAMPLES : barSamples)));
    return audio;
  };

  const pieces: Piece[] = [{ frame: 0, key: 'start' }];
  for (let i = 0; i < bars - 1; i++) pieces.push({ frame: i * barFrames + barFrames / 2, key: `${kinds[i]}>${kinds[i + 1]}` });

  return {
    genre: style.genre,
    bpm: Math.round((60 * SAMPLE_RATE) / (fpb * FRAME_SAMPLES)),
    frames,
    pieces,
    render(start, end) {
      const mix = new Float32Array(end - start);
      for (let b = 0; b < bars; b++) {
        const offset = b * barSamples;
        if (offset >= end || offset + 3 * barSamples <= start) continue;
        const audio = audioOf(b);
        const from = Math.max(start, offset), to = Math.min(end, offset + audio.length);
        for (let i = from; i < to; i++) mix[i - start] += audio[i - offset];
      }
      const pcm = new Int16Array(mix.length);
      for (let i = 0; i < mix.length; i++) {
        // A soft clip (rational tanh) keeps stacked hits from wrapping around instead of a hard limiter.
        const x = max(-3, min(3, mix[i] * 0.9));
        pcm[i] = round(30000 * ((x * (27 + x * x)) / (27 + 9 * x * x)));
      }
      return pcm;
    },
  };
}
