// The crossfade between two tracks (see docs/product.md, Player and queue).

export type Fade = 'in' | 'out';

/**
 * Equal-power fades: the gain of the track fading in (sine) or out (cosine) `t` seconds into a crossfade of
 * `duration` seconds. At every moment the squares of the two add up to 1, so two unrelated tracks keep the same
 * loudness through the overlap (a linear fade dips by 3 dB in its middle).
 */
export function fadeGain(fade: Fade, t: number, duration: number): number {
  const progress = duration > 0 ? Math.min(1, Math.max(0, t / duration)) : 1;
  return fade === 'in' ? Math.sin((Math.PI / 2) * progress) : Math.cos((Math.PI / 2) * progress);
}

/**
 * How many seconds two tracks overlap: the listener's setting, shortened so that neither track is more than half
 * fade (a 10-second track with a 6-second setting fades for 5). A duration not known yet (0, NaN) sets no bound.
 */
export function crossfadeLength(setting: number, current: number, next: number): number {
  const bounds = [setting, current / 2, next / 2].filter((value) => Number.isFinite(value) && value > 0);
  return setting > 0 ? Math.min(...bounds) : 0;
}
