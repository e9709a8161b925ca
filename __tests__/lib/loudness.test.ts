import { dbToGain, elementVolume, playbackGain } from '@/lib/loudness';

it('turns decibels into an amplitude factor', () => {
  expect(dbToGain(0)).toBe(1);
  expect(dbToGain(-6)).toBeCloseTo(0.501, 3);
  expect(dbToGain(6)).toBeCloseTo(1.995, 3);
  expect(dbToGain(-20)).toBeCloseTo(0.1, 10);
});

it('plays a track at the volume times its loudness gain when normalizing', () => {
  expect(playbackGain(50, -6, true)).toBeCloseTo(0.5 * 0.501, 3);
  expect(playbackGain(100, 4.5, true)).toBeCloseTo(1.679, 3);
  expect(playbackGain(0, 8, true)).toBe(0);
});

it('an unmeasured track plays at 0 dB, and with normalizing off every track plays at the volume alone', () => {
  expect(playbackGain(80, undefined, true)).toBeCloseTo(0.8);
  expect(playbackGain(80, Number.NaN, true)).toBeCloseTo(0.8);
  expect(playbackGain(80, -9, false)).toBeCloseTo(0.8);
  expect(playbackGain(80, 6, false)).toBeCloseTo(0.8);
});

it('keeps the volume within 0..100', () => {
  expect(playbackGain(150, 0, true)).toBe(1);
  expect(playbackGain(-5, 0, true)).toBe(0);
});

it('caps at 1 on an element, whose volume cannot boost: a cut is kept', () => {
  expect(elementVolume(playbackGain(100, 6, true))).toBe(1);
  expect(elementVolume(playbackGain(100, -6, true))).toBeCloseTo(0.501, 3);
  expect(elementVolume(-0.1)).toBe(0);
});
