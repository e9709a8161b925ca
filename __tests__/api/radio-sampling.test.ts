/** @jest-environment node */
import { mulberry32 } from '@/server/media/random';
import { MAX_PER_MIXTAPE, pickBatch, trackWeight, type Candidate } from '@/server/radio/sample';

const now = new Date('2026-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

/** Six mixtapes of four tracks each; mixtape 1 far heavier than the rest. */
const catalog: Candidate[] = Array.from({ length: 24 }, (_, i) => ({
  trackId: i + 1,
  mixtapeId: Math.floor(i / 4) + 1,
  weight: i < 4 ? 10 : 1,
}));

describe('trackWeight', () => {
  it('grows with plays on a log scale, favours recent releases, and never drops below 1', () => {
    const base = { mixtapePlays: 0, trackPlays: 0, releaseDate: daysAgo(3650) };
    expect(trackWeight(base, now)).toBeCloseTo(1, 3);
    const popular = trackWeight({ ...base, mixtapePlays: 1_000_000 }, now);
    const modest = trackWeight({ ...base, mixtapePlays: 1_000 }, now);
    expect(popular).toBeGreaterThan(modest);
    expect(popular / modest).toBeLessThan(3); // a log scale: popular, not overwhelming
    expect(trackWeight({ ...base, releaseDate: daysAgo(1) }, now)).toBeGreaterThan(trackWeight({ ...base, releaseDate: daysAgo(60) }, now));
    expect(trackWeight({ ...base, trackPlays: 500 }, now)).toBeGreaterThan(trackWeight(base, now));
    expect(trackWeight({ ...base, releaseDate: daysAgo(-5) }, now)).toBe(trackWeight({ ...base, releaseDate: now }, now));
  });
});

describe('pickBatch', () => {
  it('is deterministic for a given random source', () => {
    expect(pickBatch(catalog, 8, mulberry32(7))).toEqual(pickBatch(catalog, 8, mulberry32(7)));
    expect(pickBatch(catalog, 8, mulberry32(7))).not.toEqual(pickBatch(catalog, 8, mulberry32(8)));
  });

  it('takes at most `take` tracks, each once, and at most two of one mixtape', () => {
    const withRepeats = [...catalog, { trackId: 1, mixtapeId: 6, weight: 50 }];
    for (let seed = 1; seed <= 200; seed++) {
      const batch = pickBatch(withRepeats, 10, mulberry32(seed));
      expect(batch).toHaveLength(10);
      expect(new Set(batch.map((c) => c.trackId)).size).toBe(10);
      const perMixtape = new Map<number, number>();
      for (const c of batch) perMixtape.set(c.mixtapeId, (perMixtape.get(c.mixtapeId) ?? 0) + 1);
      expect(Math.max(...perMixtape.values())).toBeLessThanOrEqual(MAX_PER_MIXTAPE);
    }
  });

  it('returns a short batch rather than break the per-mixtape cap, and nothing from nothing', () => {
    const oneTape = catalog.filter((c) => c.mixtapeId === 2);
    expect(pickBatch(oneTape, 10, mulberry32(1))).toHaveLength(2);
    expect(pickBatch([], 10, mulberry32(1))).toEqual([]);
  });

  it('picks in proportion to weight', () => {
    const random = mulberry32(42);
    let heavyFirst = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i++) if (pickBatch(catalog, 1, random)[0].mixtapeId === 1) heavyFirst++;
    // Four tracks of weight 10 against twenty of weight 1: 40 / 60 of first picks.
    expect(heavyFirst / runs).toBeGreaterThan(0.62);
    expect(heavyFirst / runs).toBeLessThan(0.71);
  });
});
