// How loud the player plays a track (see docs/product.md, Player and queue): the volume slider times, when the
// listener keeps "normalize volume" on, the track's loudness gain.

/** A level in decibels as a linear amplitude factor (0 dB is 1, -6 dB about 0.5). */
export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}

/**
 * The factor a track plays at: the volume (the store's 0..100) times, when normalizing, 10^(gain_db / 20), the gain
 * that brings the track to the site's loudness (0 dB when it was never measured). It may pass 1 (a quiet track lifted)
 * without clipping: the server lowers gain_db so that the track's true peak stays at or under 0 dBFS
 * (server/media/audio-pipeline.ts, loudnessGain), so at full volume the loudest peak just reaches full scale.
 */
export function playbackGain(volume: number, gainDb: number | undefined, normalize: boolean): number {
  const level = Math.min(100, Math.max(0, volume)) / 100;
  if (!normalize || gainDb === undefined || !Number.isFinite(gainDb)) return level;
  return level * dbToGain(gainDb);
}

/** The same factor on an audio element's volume, which cannot pass 1: a cut is kept, a boost is lost. */
export function elementVolume(gain: number): number {
  return Math.min(1, Math.max(0, gain));
}
