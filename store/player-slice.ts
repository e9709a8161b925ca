import type { Track } from '@/lib/contracts/catalog';
import { nextRepeatMode, nextStep, previousStep, type RepeatMode } from './playback-order';
import { sleepAtTrackEnd } from './sleep-timer-slice';
import { endOfListening, historyWithCurrent, idleProgress, indexOfTrack, leaving, startTrack, uniqueTracks } from './track-start';
import type { ListeningEnd, PlayStart, SliceCreator } from './types';

export type { RepeatMode } from './playback-order';

export interface PlayerProgress {
  loading: boolean;
  duration: number;
  currentTime: number;
  /** Seconds downloaded from the start of the source: the seek bar's buffered part. */
  buffered: number;
}

export interface PlayerSlice {
  activeTrack: Track | null;
  /** The player is shown: there is a track or a queue. */
  isActive: boolean;
  isPlaying: boolean;
  isPlayingAd: boolean;
  isShuffle: boolean;
  repeat: RepeatMode;
  /** Ids heard before the current track while shuffling, for Previous. */
  played: number[];
  /** 0..100, default 50. */
  volume: number;
  progress: PlayerProgress;
  /** Whole seconds into the active track; persisted, so a reload resumes there. */
  position: number;
  /** Where the listener left each podcast episode (whole seconds, by stream URL); persisted. */
  episodePositions: Record<string, number>;
  /** Goes up whenever a track starts from the top, so the engine restarts even the same source (repeat one). */
  playToken: number;
  /** The last track started from the top (analytics reports it as a play). */
  playStarted: PlayStart | null;
  /** The last listening left, with how much of it was heard (analytics reports it as a completion). */
  listeningEnded: ListeningEnd | null;
  /**
   * The end of a listening taken back: the active track was removed, then Undo put it back. Analytics
   * withdraws that completion if still unsent, or else reports nothing more for the listening.
   */
  listeningResumed: ListeningEnd | null;

  /** Replaces the queue and starts the track at `index` (a random one with `shuffle`). Ends radio. */
  playTracks: (tracks: Track[], index?: number, options?: { shuffle?: boolean }) => void;
  /** Starts a track (added to the queue if missing) and ends radio; null clears it and stops. */
  setActiveTrack: (track: Track | null) => void;
  setPlaying: (playing: boolean) => void;
  togglePlay: () => void;
  next: () => void;
  previous: () => void;
  /** The engine reached the end of the track. */
  trackEnded: () => void;
  /** The ad ended (or failed): the waiting track plays. */
  finishAd: () => void;
  toggleShuffle: () => void;
  cycleRepeat: () => void;
  setVolume: (volume: number) => void;
  setProgress: (progress: Partial<PlayerProgress>) => void;
  /** Empties the queue and hides the player; returns what reopenPlayer needs to undo it (null when nothing was open). */
  closePlayer: () => ClosedPlayer | null;
  /**
   * Undo of a close: the queue, the track and its position come back, playing if they were (Undo is a click, so
   * the browser lets the audio start). Nothing happens once something else was started since.
   */
  reopenPlayer: (closed: ClosedPlayer) => void;
}

/** The player as it was when closed: what Undo puts back. */
export interface ClosedPlayer {
  queue: Track[];
  currentIndex: number;
  activeTrack: Track | null;
  /** Whole seconds into the active track. */
  position: number;
  isPlaying: boolean;
  /** An ad was playing: it plays again from its start, so closing is no way to skip it. */
  isPlayingAd: boolean;
  played: number[];
  isRadioPlay: boolean;
  radioSession: string | null;
  queueChanged: boolean;
  /** The end of the active track's listening, recorded as the player closed: Undo takes it back. */
  ended: ListeningEnd | null;
}

/** Episodes remembered at most: the oldest place is forgotten first. */
const MAX_EPISODE_POSITIONS = 200;

function keepEpisodePosition(positions: Record<string, number>, stream: string, position: number): Record<string, number> {
  const rest = { ...positions };
  delete rest[stream];
  const kept = Object.entries(rest).slice(-(MAX_EPISODE_POSITIONS - 1));
  return { ...Object.fromEntries(kept), [stream]: position };
}

/**
 * A track was asked to play and its first sound has not come yet. What can wait for it (the player bar's code, the
 * ads settings) does, so the start of the music never shares the main thread with them.
 */
export const isStartingSound = (state: Pick<PlayerSlice, 'isPlaying' | 'progress'>) => state.isPlaying && state.progress.loading;

export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const createPlayerSlice: SliceCreator<PlayerSlice> = (set, get) => ({
  activeTrack: null,
  isActive: false,
  isPlaying: false,
  isPlayingAd: false,
  isShuffle: false,
  repeat: 'off',
  played: [],
  volume: 50,
  progress: idleProgress,
  position: 0,
  episodePositions: {},
  playToken: 0,
  playStarted: null,
  listeningEnded: null,
  listeningResumed: null,

  playTracks: (tracks, index = 0, { shuffle } = {}) => {
    const queue = uniqueTracks(tracks);
    if (queue.length === 0) return;
    const isShuffle = shuffle ?? get().isShuffle;
    const start = shuffle ? Math.floor(Math.random() * queue.length) : clamp(index, 0, queue.length - 1);
    const patch = { queue, isShuffle, played: [], isRadioPlay: false, radioSession: null, queueChanged: false, selectedIds: [] };
    startTrack(get, set, start, { patch });
  },
  setActiveTrack: (track) => {
    const state = get();
    if (!track) {
      set({ ...leaving(state), activeTrack: null, currentIndex: -1, isPlaying: false, isPlayingAd: false, progress: idleProgress, position: 0 });
      return;
    }
    let index = indexOfTrack(state.queue, track);
    const queue = index === -1 ? [...state.queue, track] : state.queue;
    if (index === -1) index = queue.length - 1;
    startTrack(get, set, index, { patch: { queue, isRadioPlay: false, played: historyWithCurrent(state) } });
  },
  setPlaying: (playing) => {
    const { activeTrack, isPlayingAd, handedOff } = get();
    set({ isPlaying: playing && (!!activeTrack || isPlayingAd) && !handedOff });
  },
  togglePlay: () => {
    const { activeTrack, queue, isPlaying } = get();
    // With a queue but no active track (it was removed), play starts the queue.
    if (!activeTrack && queue.length > 0) startTrack(get, set, 0);
    else get().setPlaying(!isPlaying);
  },
  next: () => {
    const state = get();
    // Skipping is blocked while an ad plays.
    if (state.isPlayingAd) return;
    const { index, played } = nextStep(state);
    if (index === -1) set({ isPlaying: false });
    else startTrack(get, set, index, { patch: { played }, allowAd: true });
  },
  previous: () => {
    const state = get();
    if (state.isPlayingAd) return;
    const { index, played } = previousStep(state);
    if (index !== -1) startTrack(get, set, index, { patch: { played } });
  },
  trackEnded: () => {
    const state = get();
    if (!state.activeTrack) return;
    // A sleep timer set to the end of the track stops here, as the end of the queue does.
    const asleep = sleepAtTrackEnd(state);
    if (state.repeat === 'one' && !asleep) {
      startTrack(get, set, state.currentIndex, { completed: true });
      return;
    }
    const { index, played } = asleep ? { index: -1, played: state.played } : nextStep(state);
    if (index !== -1) {
      startTrack(get, set, index, { patch: { played }, allowAd: true, completed: true });
      return;
    }
    // The end of the queue: the finish is recorded, and the last track waits, ready to play again from the top.
    set({ ...leaving(state, true), isPlaying: false, position: 0, progress: { ...state.progress, currentTime: 0 }, playToken: state.playToken + 1, ...asleep });
  },
  finishAd: () => {
    if (!get().isPlayingAd) return;
    set({ isPlayingAd: false, isPlaying: !!get().activeTrack, progress: { ...idleProgress, loading: true }, position: 0 });
  },
  toggleShuffle: () => set({ isShuffle: !get().isShuffle, played: [] }),
  cycleRepeat: () => set({ repeat: nextRepeatMode(get().repeat) }),
  setVolume: (volume) => set({ volume: clamp(Math.round(volume), 0, 100) }),
  setProgress: (progress) => {
    const state = get();
    const merged = { ...state.progress, ...progress };
    // The ad's clock is not the track's: only the track's position is kept for a reload.
    const position = state.isPlayingAd ? state.position : Math.floor(merged.currentTime);
    if (position === state.position) return set({ progress: merged });
    const stream = state.isPlayingAd ? undefined : state.activeTrack?.stream;
    set(stream ? { progress: merged, position, episodePositions: keepEpisodePosition(state.episodePositions, stream, position) } : { progress: merged, position });
  },
  closePlayer: () => {
    const state = get();
    if (!state.activeTrack && state.queue.length === 0) return null;
    const ended = endOfListening(state);
    const closed: ClosedPlayer = {
      queue: state.queue,
      currentIndex: state.currentIndex,
      activeTrack: state.activeTrack,
      position: state.position,
      isPlaying: state.isPlaying,
      isPlayingAd: state.isPlayingAd,
      played: state.played,
      isRadioPlay: state.isRadioPlay,
      radioSession: state.radioSession,
      queueChanged: state.queueChanged,
      ended,
    };
    set({
      ...(ended ? { listeningEnded: ended } : {}),
      queue: [],
      currentIndex: -1,
      activeTrack: null,
      isActive: false,
      isPlaying: false,
      isRadioPlay: false,
      radioSession: null,
      isPlayingAd: false,
      progress: idleProgress,
      position: 0,
      played: [],
      selectedIds: [],
      isEditingQueue: false,
      queueChanged: false,
    });
    return closed;
  },
  reopenPlayer: (closed) => {
    const state = get();
    if (state.activeTrack || state.queue.length > 0) return;
    const { activeTrack: track, position, ended } = closed;
    // The same listening as before the close (the same playToken), so its completion is reported once: the end
    // recorded at the close is marked as taken back, as when Undo brings back a removed track.
    set({
      queue: closed.queue,
      currentIndex: track ? indexOfTrack(closed.queue, track) : closed.currentIndex,
      activeTrack: track,
      isActive: true,
      isPlaying: closed.isPlaying && !!track && !state.handedOff,
      isPlayingAd: closed.isPlayingAd && !!track,
      played: closed.played,
      isRadioPlay: closed.isRadioPlay,
      radioSession: closed.radioSession,
      queueChanged: closed.queueChanged,
      position,
      progress: track ? { ...idleProgress, duration: track.duration, currentTime: position } : idleProgress,
      ...(ended ? { listeningResumed: ended } : {}),
    });
  },
});
