import { crossfadeLength, fadeGain } from '@/lib/crossfade';

it('fades out from 1 to 0 and in from 0 to 1 over the crossfade', () => {
  expect(fadeGain('out', 0, 6)).toBe(1);
  expect(fadeGain('in', 0, 6)).toBe(0);
  expect(fadeGain('out', 6, 6)).toBeCloseTo(0, 10);
  expect(fadeGain('in', 6, 6)).toBe(1);
  // Before and after the crossfade the gains hold their ends.
  expect(fadeGain('out', -1, 6)).toBe(1);
  expect(fadeGain('in', 9, 6)).toBe(1);
});

it('keeps the power constant: the squares of the two gains add up to 1 at every moment', () => {
  for (const duration of [0.5, 3, 12]) {
    for (let i = 0; i <= 40; i += 1) {
      const t = (duration * i) / 40;
      expect(fadeGain('out', t, duration) ** 2 + fadeGain('in', t, duration) ** 2).toBeCloseTo(1, 12);
    }
  }
  // Halfway both are at -3 dB, not -6 dB as a linear fade would be.
  expect(fadeGain('in', 3, 6)).toBeCloseTo(Math.SQRT1_2, 12);
});

it('moves each gain one way only', () => {
  let inGain = -1;
  let outGain = 2;
  for (let t = 0; t <= 4; t += 0.25) {
    expect(fadeGain('in', t, 4)).toBeGreaterThan(inGain);
    expect(fadeGain('out', t, 4)).toBeLessThan(outGain);
    inGain = fadeGain('in', t, 4);
    outGain = fadeGain('out', t, 4);
  }
});

it('shortens the crossfade so that neither track is more than half fade', () => {
  expect(crossfadeLength(6, 200, 180)).toBe(6);
  expect(crossfadeLength(6, 10, 180)).toBe(5);
  expect(crossfadeLength(12, 200, 8)).toBe(4);
  expect(crossfadeLength(0, 200, 180)).toBe(0);
  // A duration not known yet sets no bound.
  expect(crossfadeLength(6, Number.NaN, 0)).toBe(6);
});
