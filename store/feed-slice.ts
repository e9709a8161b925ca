import type { AdsConfig, Track } from '@/lib/contracts/catalog';
import { UNDER_AGE_MESSAGE } from './site-slice';
import { idleProgress, indexOfTrack, startTrack, uniqueTracks } from './track-start';
import type { AppState, SliceCreator, PlaybackSnapshot } from './types';

export type AdsSettings = AdsConfig['ads'];

/** What feeds and surrounds playback: LMT Radio, ads between tracks, and the hand-off to the pop-out window. */
export interface FeedSlice {
  isRadioPlay: boolean;
  /** The server's radio session: sent back so a session never repeats a track. */
  radioSession: string | null;
  adsConfig: AdsSettings | null;
  tracksSinceAd: number;
  /** The pop-out window plays; this one stays silent until it hands playback back. */
  handedOff: boolean;
  /** While handed off: whether the pop-out is playing (this window mirrors its track and queue, silently). */
  popoutPlaying: boolean;

  startRadio: (session: string, tracks: Track[]) => void;
  appendRadioTracks: (session: string, tracks: Track[]) => void;
  setAdsConfig: (ads: AdsSettings | null) => void;
  setHandedOff: (handedOff: boolean) => void;
  /** Takes over playback from another window. */
  adoptPlayback: (snapshot: PlaybackSnapshot) => void;
  /**
   * Shows what the pop-out plays while this window is silent: its queue, track and playing state, without
   * starting anything here (no audio, no play reported: the pop-out reports its own).
   */
  mirrorPlayback: (snapshot: PlaybackSnapshot) => void;
}

/** What a window shows of another's playback: its queue, track and place, shuffle, repeat and radio. */
function playbackShown({ queue, activeTrack, position, isShuffle, repeat, isRadioPlay, radioSession }: PlaybackSnapshot): Partial<AppState> {
  return {
    queue,
    activeTrack,
    position,
    isShuffle,
    repeat,
    isRadioPlay,
    radioSession,
    currentIndex: indexOfTrack(queue, activeTrack),
    isActive: queue.length > 0 || !!activeTrack,
    progress: { ...idleProgress, duration: activeTrack?.duration ?? 0, currentTime: position },
  };
}

/**
 * Radio plays tracks of explicit mixtapes only to a listener who said they are 18 or older: the door asks when a
 * first batch has some (commands/player/player.ts); batches that come later never ask in the middle of listening.
 */
export function radioTracksFor(isOverAge: boolean | null, tracks: Track[]): Track[] {
  return isOverAge === true ? tracks : tracks.filter((track) => !track.explicit);
}

export const createFeedSlice: SliceCreator<FeedSlice> = (set, get) => ({
  isRadioPlay: false,
  radioSession: null,
  adsConfig: null,
  tracksSinceAd: 0,
  handedOff: false,
  popoutPlaying: false,

  startRadio: (session, tracks) => {
    const queue = uniqueTracks(radioTracksFor(get().isOverAge, tracks));
    if (queue.length === 0) return get().showAlert({ message: UNDER_AGE_MESSAGE, severity: 'info' });
    // Radio is the server's order: shuffling it would only hide that.
    const patch = { queue, isRadioPlay: true, radioSession: session, isShuffle: false, played: [], queueChanged: false, selectedIds: [] };
    startTrack(get, set, 0, { patch });
  },
  appendRadioTracks: (session, tracks) => {
    const state = get();
    if (!state.isRadioPlay) return;
    set({ queue: [...state.queue, ...uniqueTracks(radioTracksFor(state.isOverAge, tracks), state.queue)], radioSession: session });
  },
  setAdsConfig: (adsConfig) => {
    set({ adsConfig });
    // Settings with no ad to play (a new premium member's) end the one playing: the music must not wait behind it.
    if (!adsConfig?.enabled || !adsConfig.url) get().finishAd();
  },
  setHandedOff: (handedOff) => set(handedOff ? { handedOff, isPlaying: false } : { handedOff, popoutPlaying: false }),
  adoptPlayback: (snapshot) => {
    const { activeTrack } = snapshot;
    set({
      ...playbackShown(snapshot),
      volume: snapshot.volume,
      isPlaying: snapshot.isPlaying && !!activeTrack,
      isPlayingAd: false,
      played: [],
      // The engine loads the source again even when it is the same one, to start at the handed position.
      playToken: get().playToken + 1,
      handedOff: false,
      popoutPlaying: false,
    });
  },
  mirrorPlayback: (snapshot) => {
    if (get().handedOff) set({ ...playbackShown(snapshot), popoutPlaying: snapshot.isPlaying && !!snapshot.activeTrack });
  },
});

/** Whether this window's listener hears music: played here, or in the pop-out while this window is silent. */
export const musicPlaying = (state: Pick<AppState, 'handedOff' | 'popoutPlaying' | 'isPlaying'>) => (state.handedOff ? state.popoutPlaying : state.isPlaying);

/** This window's playback, to hand to another; `position` is the engine's exact clock when given. */
export function snapshotPlayback(state: AppState, position?: number): PlaybackSnapshot {
  const { queue, activeTrack, isPlaying, isShuffle, repeat, volume, isRadioPlay, radioSession } = state;
  return { queue, activeTrack, position: position ?? state.position, isPlaying, isShuffle, repeat, volume, isRadioPlay, radioSession };
}
