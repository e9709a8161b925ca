import type { Track } from '@/lib/contracts/catalog';
import { percentagePlayed } from './playback-order';
import type { AppState, ListeningEnd } from './types';

type Get = () => AppState;
type Set = (patch: Partial<AppState>) => void;

export const idleProgress = { loading: false, duration: 0, currentTime: 0, buffered: 0 };

export interface StartOptions {
  /** Applied with the start: a new queue, radio on or off, the shuffle history. */
  patch?: Partial<AppState>;
  /** Only moves between tracks (Next, a track ending) may bring an ad; a track the listener picks never does. */
  allowAd?: boolean;
  /** The track being left played to its end. */
  completed?: boolean;
}

/**
 * How much of the active track was heard, as it is left: the record analytics turns into a completion.
 * Nothing for a track still waiting behind an ad (none of it was heard).
 */
export function endOfListening(state: AppState, completed = false): ListeningEnd | null {
  const track = state.activeTrack;
  if (!track || state.isPlayingAd) return null;
  const { currentTime, duration } = state.progress;
  return { token: state.playToken, track, percentage: completed ? 100 : percentagePlayed(currentTime, duration || track.duration) };
}

/** The state patch recording that the active listening ends (nothing when none was under way). */
export function leaving(state: AppState, completed = false): Partial<AppState> {
  const ended = endOfListening(state, completed);
  return ended ? { listeningEnded: ended } : {};
}

/** An ad comes with the next move between tracks (Next, a track ending). */
export function adIsDue(state: AppState): boolean {
  const ads = state.adsConfig;
  // A premium listener's settings are none: the server answers none for them, and premium turning on empties the
  // settings at once (hooks/player/use-player-runtime.ts), so they never hear ads (see docs/product.md, Premium).
  if (!ads?.enabled || !ads.url || ads.everyTracks < 1) return false;
  return state.tracksSinceAd >= ads.everyTracks;
}

/**
 * Makes queue[index] the active track and plays it from the top, recording the end of the listening left and
 * the start of the new one (reported as a completion, then a play). While an ad plays the new track waits for
 * it (playing is left as it is).
 */
export function startTrack(get: Get, set: Set, index: number, { patch = {}, allowAd = false, completed = false }: StartOptions = {}): boolean {
  const state = get();
  const queue = patch.queue ?? state.queue;
  const track: Track | undefined = queue[index];
  if (!track) return false;
  const adDue = allowAd && !state.isPlayingAd && adIsDue(state);
  const playToken = state.playToken + 1;
  set({
    ...patch,
    ...leaving(state, completed),
    currentIndex: index,
    activeTrack: track,
    isActive: true,
    isPlaying: state.isPlayingAd ? state.isPlaying : true,
    isPlayingAd: state.isPlayingAd || adDue,
    tracksSinceAd: adDue ? 1 : state.tracksSinceAd + 1,
    progress: { ...idleProgress, loading: true },
    // An episode resumes where the listener left it; a track starts from the top.
    position: track.stream ? (state.episodePositions[track.stream] ?? 0) : 0,
    playToken,
    playStarted: { token: playToken, track },
  });
  return true;
}

/** Shuffle history after the listener jumps to another track: Previous comes back to the one left. */
export function historyWithCurrent(state: AppState): number[] {
  const id = state.activeTrack?.id;
  if (!state.isShuffle || id === undefined) return state.played;
  return [...state.played.filter((p) => p !== id), id];
}

export const indexOfTrack = (queue: Track[], track: Track | null) => (track ? queue.findIndex((t) => t.id === track.id) : -1);

/** One entry per track id: the queue never holds a track twice, so rows, selection and drag ids stay unambiguous. */
export function uniqueTracks(tracks: Track[], except: Track[] = []): Track[] {
  const seen = new Set(except.map((t) => t.id));
  return tracks.filter((t) => !seen.has(t.id) && (seen.add(t.id), true));
}
