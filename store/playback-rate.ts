import type { Track } from '@/lib/contracts/catalog';
import { isEpisode } from '@/lib/queue-item';
import type { AppState } from './types';

/** The key a podcast's rate is kept under (PlayerSettingsSlice.podcastRates): its slug, which an episode carries. */
export const podcastKey = (track: Pick<Track, 'slug' | 'stream'>): string | null => (isEpisode(track) ? track.slug : null);

/** The podcast whose episode plays now (its key), or null: music, an ad, or nothing. */
export const playingPodcast = (state: Pick<AppState, 'activeTrack' | 'isPlayingAd'>): string | null =>
  state.activeTrack && !state.isPlayingAd ? podcastKey(state.activeTrack) : null;

/**
 * The rate the engine plays at: the rate chosen for the podcast of the playing episode, and 1 for music and ads
 * (see docs/product.md, Player and queue).
 */
export function playbackRate(state: Pick<AppState, 'activeTrack' | 'isPlayingAd' | 'podcastRates'>): number {
  const key = playingPodcast(state);
  return key ? (state.podcastRates[key] ?? 1) : 1;
}
