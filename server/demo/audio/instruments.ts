import type { Rng } from '../../media/random';

/**
 * 24 kHz (MPEG-2 Layer III, 576-sample frames): fewer samples to render and encode than at 32 or 44.1 kHz, which with
 * the bar reuse in mp3.ts keeps the demo catalog's synthesis short. It keeps a 12 kHz band, and at 128 kbps every frame
 * is 384 bytes (no padding slots), so spliced runs line up.
 */
export const SAMPLE_RATE = 24000;

// Math's methods held in module constants: inside Jest's vm sandbox every global lookup is a slow interceptor call,
// which made the per-sample loops twenty times slower there.
const { floor, min, abs } = Math;

// A sine table with linear interpolation: Math.sin per sample per partial would dominate the seed's run time.
const TABLE = 4096;
const SINE = new Float64Array(TABLE + 1);
for (let i = 0; i <= TABLE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE);

/** sin(2π·cycles) from the table. */
export function sine(cycles: number): number {
  const x = (cycles - floor(cycles)) * TABLE;
  const i = x | 0;
  return SINE[i] + (SINE[i + 1] - SINE[i]) * (x - i);
}

/** Per-sample factor of an exponential decay with the given time constant. */
const decay = (seconds: number) => Math.exp(-1 / (SAMPLE_RATE * seconds));

// Every note ends with a short linear fade, so a note cut at its length never clicks.
const FADE = Math.round(SAMPLE_RATE / 100);
const fade = (i: number, length: number) => min(1, (length - i) / FADE, i / 40);

/** Renders one note into `out` from index `at` for `length` samples. */
export type Voice = (out: Float32Array, at: number, length: number, freq: number, gain: number, rng: Rng) => void;

function render(out: Float32Array, at: number, length: number, sample: (i: number) => number): void {
  const n = Math.min(length, out.length - at);
  for (let i = 0; i < n; i++) out[at + i] += sample(i) * fade(i, length);
}

export const tonal: Record<'epiano' | 'organ' | 'pad' | 'pluck' | 'bell' | 'square', Voice> = {
  epiano(out, at, length, freq, gain) {
    // Two-operator FM with a fast-falling index: the bright attack and mellow body of a Rhodes.
    let ph = 0, env = gain, index = 0.35;
    const step = freq / SAMPLE_RATE, dEnv = decay(1.1), dIndex = decay(0.25);
    render(out, at, length, () => {
      const v = sine(ph + index * sine(ph)) * env;
      ph += step; env *= dEnv; index *= dIndex;
      return v;
    });
  },
  organ(out, at, length, freq, gain) {
    let ph = 0, lfo = 0;
    const step = freq / SAMPLE_RATE, lfoStep = 5.5 / SAMPLE_RATE;
    render(out, at, length, () => {
      const v = (sine(ph) + 0.5 * sine(2 * ph) + 0.22 * sine(4 * ph)) * gain * 0.6 * (1 + 0.08 * sine(lfo));
      ph += step; lfo += lfoStep;
      return v;
    });
  },
  pad(out, at, length, freq, gain) {
    // Two detuned voices and a slow swell: the chorus-y width of a string pad without a filter.
    let a = 0, b = 0.3, env = 0;
    const stepA = (freq * 1.004) / SAMPLE_RATE, stepB = (freq * 0.996) / SAMPLE_RATE, rise = 1 / (SAMPLE_RATE * 0.25);
    render(out, at, length, () => {
      const v = (sine(a) + sine(b) + 0.3 * (sine(2 * a) + sine(2 * b)) + 0.12 * sine(3 * a)) * gain * 0.45 * env;
      a += stepA; b += stepB; env = min(1, env + rise);
      return v;
    });
  },
  pluck(out, at, length, freq, gain, rng) {
    // Karplus-Strong: a noise burst through a damped delay line sounds like a plucked string.
    const size = Math.max(2, Math.round(SAMPLE_RATE / freq));
    const line = new Float32Array(size);
    for (let i = 0; i < size; i++) line[i] = rng.next() * 2 - 1;
    let pos = 0;
    render(out, at, length, () => {
      const next = (pos + 1) % size;
      const v = line[pos];
      line[pos] = 0.497 * (v + line[next]);
      pos = next;
      return v * gain * 1.6; // a plucked string spends its energy fast: louder to sit level with the keys
    });
  },
  bell(out, at, length, freq, gain) {
    let ph = 0, env = gain, index = 0.5;
    const step = freq / SAMPLE_RATE, dEnv = decay(0.6), dIndex = decay(0.4);
    render(out, at, length, () => {
      const v = sine(ph + index * sine(3.5 * ph)) * env;
      ph += step; env *= dEnv; index *= dIndex;
      return v;
    });
  },
  square(out, at, length, freq, gain) {
    // A soft square (three odd partials) with delayed vibrato, like a synth lead.
    let ph = 0, vib = 0, env = gain * 0.7;
    const step = freq / SAMPLE_RATE, dEnv = decay(2.5);
    render(out, at, length, (i) => {
      const v = (sine(ph) + sine(3 * ph) / 3 + sine(5 * ph) / 6) * env;
      const depth = i > 4000 ? 0.004 : 0;
      ph += step * (1 + depth * sine(vib)); vib += 5 / SAMPLE_RATE; env *= dEnv;
      return v;
    });
  },
};

export const bass: Record<'sub' | '808', Voice> = {
  sub(out, at, length, freq, gain) {
    let ph = 0, env = gain;
    const step = freq / SAMPLE_RATE, dEnv = decay(0.9);
    render(out, at, length, () => {
      const v = (sine(ph) + 0.25 * sine(2 * ph)) * env;
      ph += step; env *= dEnv;
      return v;
    });
  },
  '808'(out, at, length, freq, gain) {
    // A pitch drop into a long sine, lightly saturated so it is heard on small speakers too.
    let ph = 0, env = gain * 1.2, glide = 1;
    const dEnv = decay(0.7), dGlide = decay(0.03);
    render(out, at, length, () => {
      const x = sine(ph) * 1.8;
      ph += (freq * (1 + glide)) / SAMPLE_RATE; glide *= dGlide; env *= dEnv;
      return (x / (1 + abs(x))) * env;
    });
  },
};

export type Drum = (out: Float32Array, at: number, gain: number, rng: Rng, tune: number) => void;

export const drums: Record<'kick' | 'snare' | 'clap' | 'hat' | 'openHat' | 'rim', Drum> = {
  kick(out, at, gain, _rng, tune) {
    let ph = 0, env = gain, sweep = 1;
    const dEnv = decay(0.18), dSweep = decay(0.035), base = 45 * tune;
    render(out, at, Math.round(SAMPLE_RATE * 0.45), () => {
      const v = sine(ph) * env;
      ph += (base + 110 * sweep) / SAMPLE_RATE; env *= dEnv; sweep *= dSweep;
      return v;
    });
  },
  snare(out, at, gain, rng, tune) {
    let ph = 0, env = gain, tone = gain * 0.6;
    const dEnv = decay(0.09), dTone = decay(0.05), step = (185 * tune) / SAMPLE_RATE;
    render(out, at, Math.round(SAMPLE_RATE * 0.3), () => {
      const v = (rng.next() * 2 - 1) * env + sine(ph) * tone;
      ph += step; env *= dEnv; tone *= dTone;
      return v;
    });
  },
  clap(out, at, gain, rng) {
    let env = gain;
    const dEnv = decay(0.07);
    render(out, at, Math.round(SAMPLE_RATE * 0.25), (i) => {
      const burst = i < 1800 ? 0.6 + 0.4 * ((i / 600) % 1 < 0.3 ? 1 : 0) : 1;
      const v = (rng.next() * 2 - 1) * env * burst;
      env *= dEnv;
      return v;
    });
  },
  hat(out, at, gain, rng) {
    let env = gain, last = 0;
    const dEnv = decay(0.025);
    render(out, at, Math.round(SAMPLE_RATE * 0.12), () => {
      // First difference of white noise: a crude high-pass that leaves the hiss of a hi-hat.
      const noise = rng.next() * 2 - 1, v = (noise - last) * env;
      last = noise; env *= dEnv;
      return v;
    });
  },
  openHat(out, at, gain, rng) {
    let env = gain, last = 0;
    const dEnv = decay(0.16);
    render(out, at, Math.round(SAMPLE_RATE * 0.45), () => {
      const noise = rng.next() * 2 - 1, v = (noise - last) * env;
      last = noise; env *= dEnv;
      return v;
    });
  },
  rim(out, at, gain, _rng, tune) {
    let ph = 0, env = gain;
    const dEnv = decay(0.02), step = (820 * tune) / SAMPLE_RATE;
    render(out, at, Math.round(SAMPLE_RATE * 0.1), () => {
      const v = (sine(ph) + 0.5 * sine(2.7 * ph)) * env;
      ph += step; env *= dEnv;
      return v;
    });
  },
};
