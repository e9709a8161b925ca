import type { SliceCreator } from './types';

/** Which stream the player asks for: 'auto' picks the data saver on a slow or data-saving connection. */
export type StreamQuality = 'auto' | 'high' | 'data_saver';

/** The longest crossfade between two tracks, in seconds (0 is none: gapless). */
export const CROSSFADE_MAX_SECONDS = 12;
/** The playback rates a podcast can be set to. */
export const PODCAST_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The listener's player settings (the player's settings menu); all of it persisted. */
export interface PlayerSettingsSlice {
  /** Plays each track at the site's loudness (its `gain_db`); on by default. */
  normalizeVolume: boolean;
  /** Seconds two consecutive tracks overlap, 0..CROSSFADE_MAX_SECONDS; 0 by default. */
  crossfadeSeconds: number;
  streamQuality: StreamQuality;
  /** The playback rate chosen for each podcast, by the podcast's key; 1 when absent. */
  podcastRates: Record<string, number>;
  setNormalizeVolume: (on: boolean) => void;
  setCrossfadeSeconds: (seconds: number) => void;
  setStreamQuality: (quality: StreamQuality) => void;
  setPodcastRate: (podcast: string, rate: number) => void;
}

export const createPlayerSettingsSlice: SliceCreator<PlayerSettingsSlice> = (set, get) => ({
  normalizeVolume: true,
  crossfadeSeconds: 0,
  streamQuality: 'auto',
  podcastRates: {},
  setNormalizeVolume: (normalizeVolume) => set({ normalizeVolume }),
  setCrossfadeSeconds: (seconds) => set({ crossfadeSeconds: Math.min(CROSSFADE_MAX_SECONDS, Math.max(0, Math.round(seconds))) }),
  setStreamQuality: (streamQuality) => set({ streamQuality }),
  setPodcastRate: (podcast, rate) => {
    const known = PODCAST_RATES.find((r) => r === rate);
    if (!known) return;
    const rates = { ...get().podcastRates };
    if (known === 1) delete rates[podcast];
    else rates[podcast] = known;
    set({ podcastRates: rates });
  },
});
