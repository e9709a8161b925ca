/** Pure selection logic of the radio, apart from the database so it can be tested with a seeded random source. */

export interface Candidate {
  trackId: number;
  mixtapeId: number;
  weight: number;
}

const DAY_MS = 86_400_000;
/** A fresh release gets this much extra weight, halving every RECENCY_HALF_LIFE_DAYS. */
export const RECENCY_BOOST = 4;
export const RECENCY_HALF_LIFE_DAYS = 14;
/** No more than this many tracks of one mixtape in a batch, so a batch sounds like a radio, not an album. */
export const MAX_PER_MIXTAPE = 2;

export interface WeightInput {
  mixtapePlays: number;
  trackPlays: number;
  releaseDate: Date;
}

/**
 * How likely a track is to be picked: popularity on a log scale (a tape with a million plays should come up more
 * often than one with a hundred, not ten thousand times as often), plus a boost for recent releases, plus a floor
 * of 1 so every released track gets its turn.
 */
export function trackWeight({ mixtapePlays, trackPlays, releaseDate }: WeightInput, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - releaseDate.getTime()) / DAY_MS);
  const recency = RECENCY_BOOST * 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
  return 1 + Math.log1p(Math.max(0, mixtapePlays)) + 0.5 * Math.log1p(Math.max(0, trackPlays)) + recency;
}

/**
 * Weighted random sampling without replacement (Efraimidis–Spirakis: each candidate draws u^(1/w), the largest
 * keys win), then at most MAX_PER_MIXTAPE per mixtape and each track once. `random` returns floats in [0, 1).
 */
export function pickBatch(candidates: Candidate[], take: number, random: () => number = Math.random): Candidate[] {
  const keyed = candidates.map((c) => ({ c, key: Math.log(1 - random()) / Math.max(c.weight, 1e-9) }));
  keyed.sort((a, b) => b.key - a.key);
  const picked: Candidate[] = [];
  const perMixtape = new Map<number, number>();
  const tracks = new Set<number>();
  for (const { c } of keyed) {
    if (picked.length >= take) break;
    const count = perMixtape.get(c.mixtapeId) ?? 0;
    if (count >= MAX_PER_MIXTAPE || tracks.has(c.trackId)) continue;
    perMixtape.set(c.mixtapeId, count + 1);
    tracks.add(c.trackId);
    picked.push(c);
  }
  return picked;
}
