import { chooseStreamRendition, type NetworkConnection, type StreamQuality, type StreamRendition } from '@/lib/stream-quality';
import type { AppState, SliceCreator } from './types';

/** The longest crossfade between two tracks, in seconds (0 is none: gapless). */
export const CROSSFADE_MAX_SECONDS = 12;
/** The playback rates a podcast can be set to. */
export const PODCAST_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The listener's player settings (the player's settings menu), persisted; and the connection the Auto quality reads. */
export interface PlayerSettingsSlice {
  /** Plays each track at the site's loudness (its `gain_db`); on by default. */
  normalizeVolume: boolean;
  /** Seconds two consecutive tracks overlap, 0..CROSSFADE_MAX_SECONDS; 0 by default. */
  crossfadeSeconds: number;
  /** Which stream the player asks for: 'auto' picks the data saver on a slow or data-saving connection. */
  streamQuality: StreamQuality;
  /** What the browser last said of its connection (hooks/layout/use-network-connection.ts); null when it says nothing. Not persisted. */
  connection: NetworkConnection | null;
  /** The playback rate chosen for each podcast, by the podcast's key; 1 when absent. */
  podcastRates: Record<string, number>;
  setNormalizeVolume: (on: boolean) => void;
  setCrossfadeSeconds: (seconds: number) => void;
  setStreamQuality: (quality: StreamQuality) => void;
  setPodcastRate: (podcast: string, rate: number) => void;
  setConnection: (connection: NetworkConnection | null) => void;
}

function sameConnection(a: NetworkConnection | null, b: NetworkConnection | null): boolean {
  return a === b || (!!a && !!b && a.saveData === b.saveData && a.effectiveType === b.effectiveType);
}

export const createPlayerSettingsSlice: SliceCreator<PlayerSettingsSlice> = (set, get) => ({
  normalizeVolume: true,
  crossfadeSeconds: 0,
  streamQuality: 'auto',
  podcastRates: {},
  connection: null,
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
  setConnection: (connection) => {
    // The browser reports every change of its estimates; only a change of what the rule reads is a change of state.
    if (!sameConnection(get().connection, connection)) set({ connection });
  },
});

/** The rendition the player streams now: the listener's setting, and for Auto the connection (see lib/stream-quality.ts). */
export const streamRendition = (state: AppState): StreamRendition => chooseStreamRendition(state.streamQuality, state.connection);
