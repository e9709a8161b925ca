/**
 * A waveform's peaks (0..1, in time order) grouped down to at most `count` bars, each the loudest peak of its group,
 * so a waveform drawn narrower than its peaks keeps its loud moments rather than the ones a sample happened to hit.
 * Fewer peaks than bars come back as they are.
 */
export function waveformBars(peaks: readonly number[], count: number): number[] {
  const bars = Math.max(0, Math.floor(count));
  if (peaks.length <= bars) return [...peaks];
  return Array.from({ length: bars }, (_, i) => {
    const from = Math.floor((i * peaks.length) / bars);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / bars));
    let loudest = 0;
    for (let j = from; j < to; j++) loudest = Math.max(loudest, peaks[j]);
    return loudest;
  });
}

/** Where a point at `x` (client px) falls on a box, as a share of its width from 0 to 1. */
export function shareAcross(x: number, box: { left: number; width: number }): number {
  if (box.width <= 0) return 0;
  return Math.min(1, Math.max(0, (x - box.left) / box.width));
}
