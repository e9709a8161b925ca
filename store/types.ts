import type { StateCreator } from 'zustand';
import type { Track } from '@/lib/contracts/catalog';
import type { AlertSlice } from './alert-slice';
import type { AuthSlice } from './auth-slice';
import type { ChaptersSlice } from './chapters-slice';
import type { ContinueSlice } from './continue-slice';
import type { PlayerSlice } from './player-slice';
import type { PlayerSettingsSlice } from './player-settings-slice';
import type { PlaylistSlice } from './playlist-slice';
import type { QueueSlice } from './queue-slice';
import type { FeedSlice } from './feed-slice';
import type { OfflineSlice } from './offline-slice';
import type { SecondFactorSlice } from './second-factor-slice';
import type { SiteSlice } from './site-slice';
import type { SleepTimerSlice } from './sleep-timer-slice';
import type { ThemeSlice } from './theme-slice';

/** The whole client state: one slice per concern, combined once in store/index.ts. */
export type AppState = ThemeSlice & PlayerSlice & PlayerSettingsSlice & SleepTimerSlice & QueueSlice & FeedSlice & AuthSlice & AlertSlice & PlaylistSlice & SiteSlice & ContinueSlice & ChaptersSlice & OfflineSlice & SecondFactorSlice;

export type SliceCreator<T> = StateCreator<AppState, [['zustand/persist', unknown]], [], T>;

/**
 * A track started from the top: a new listening, which analytics reports as a play (hooks/player/use-play-analytics.ts).
 * A pop-out adopting playback records none: the window that started the track already reported it.
 */
export interface PlayStart {
  /** The playToken of the new listening. */
  token: number;
  track: Track;
}

/** A listening left: the share of the track heard (100 when it played to its end), which analytics reports as its completion. */
export interface ListeningEnd {
  /** The playToken of the listening left: a removal that is undone resumes the same listening. */
  token: number;
  track: Track;
  percentage: number;
}

/** What a window hands to another (the pop-out and back): enough to carry on where the other stopped. */
export interface PlaybackSnapshot {
  queue: Track[];
  activeTrack: Track | null;
  /** Seconds into the active track. */
  position: number;
  isPlaying: boolean;
  isShuffle: boolean;
  repeat: 'off' | 'all' | 'one';
  volume: number;
  isRadioPlay: boolean;
  radioSession: string | null;
}
