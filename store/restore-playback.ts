import type { StoreApi } from 'zustand';
import type { Track } from '@/lib/contracts/catalog';
import { idleProgress, leaving, uniqueTracks } from './track-start';
import type { AppState } from './types';

/**
 * Takes up another device's playback ('Continue listening', store/continue-slice.ts): its queue, with the track at
 * `index` from `position`, playing when `play` (Continue is a click, so the browser lets the audio start). The same
 * listening carried on, as a pop-out adopting playback: the listening left here ends, and no new start is recorded
 * (the device it began on reported it). Apart from the slice, so that it loads with the offer's answers
 * (commands/player/continue-listening.ts) rather than with every page.
 */
export function restorePlayback(store: Pick<StoreApi<AppState>, 'getState' | 'setState'>, tracks: Track[], index: number, position: number, play: boolean): void {
  const state = store.getState();
  const queue = uniqueTracks(tracks);
  const track = tracks[index] ? queue.find((t) => t.id === tracks[index].id) : undefined;
  if (!track) return;
  const at = Math.max(0, position);
  store.setState({
    ...leaving(state),
    queue,
    currentIndex: queue.indexOf(track),
    activeTrack: track,
    isActive: true,
    // As any track started in a window gone silent: playing it here takes playback back from the pop-out.
    isPlaying: play,
    isPlayingAd: false,
    played: [],
    isRadioPlay: false,
    radioSession: null,
    queueChanged: false,
    selectedIds: [],
    position: Math.floor(at),
    progress: { ...idleProgress, loading: play, duration: track.duration, currentTime: at },
    // The engine loads the source again even when it is the same one, to start at the position.
    playToken: state.playToken + 1,
    playbackOffer: null,
  });
}
