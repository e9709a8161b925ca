import { useEffect } from 'react';
import { audioEngine } from '@/services/audio-engine';
import { trackStreamUrl } from '@/services/api-urls';
import { useAppStore, type AppState } from '@/store';
import { upcomingTrack } from '@/store/playback-order';
import { playbackRate } from '@/store/playback-rate';

/** What the engine should be playing: the ad while one plays, else the active track; nothing in a silent window. */
export function sourceOf(state: AppState): string | null {
  if (state.handedOff) return null;
  if (state.isPlayingAd) return state.adsConfig?.url ?? null;
  return state.activeTrack ? (state.activeTrack.stream ?? trackStreamUrl(state.activeTrack.id)) : null;
}

function preloadOf(state: AppState): string | null {
  if (state.handedOff || state.isPlayingAd || !state.activeTrack) return null;
  const upcoming = upcomingTrack(state);
  return upcoming ? (upcoming.stream ?? trackStreamUrl(upcoming.id)) : null;
}

/** Stream errors skip the track; a whole queue that fails stops instead of skipping in circles. */
function onStreamError(errorStreak: number): void {
  const state = useAppStore.getState();
  if (state.isPlayingAd) {
    // A broken ad must not hold the music back.
    state.finishAd();
    return;
  }
  const title = state.activeTrack?.title ?? 'This track';
  if (errorStreak >= Math.max(1, state.queue.length)) {
    state.setPlaying(false);
    state.showAlert({ message: `"${title}" could not be played.`, severity: 'error' });
    return;
  }
  state.showAlert({ message: `"${title}" could not be played. Skipping to the next track.`, severity: 'error' });
  const before = state.activeTrack;
  state.next();
  // Nothing after it (the end of the queue): stop rather than sit on a broken track looking busy.
  if (useAppStore.getState().activeTrack === before) state.setPlaying(false);
}

/** Wires the store to the audio engine: the store says what should play, the engine reports what does. */
export function useAudioSync(): void {
  useEffect(() => {
    const store = useAppStore;
    let errorStreak = 0;
    const unlisten = audioEngine.setListeners({
      onTime: (currentTime, duration) => {
        if (currentTime > 0) errorStreak = 0;
        store.getState().setProgress({ currentTime, duration });
      },
      onBuffered: (buffered) => store.getState().setProgress({ buffered }),
      onLoading: (loading) => store.getState().setProgress({ loading }),
      onPlayingChange: (playing) => {
        if (store.getState().isPlaying !== playing) store.getState().setPlaying(playing);
      },
      onEnded: () => {
        const state = store.getState();
        if (state.isPlayingAd) state.finishAd();
        else state.trackEnded();
      },
      onError: () => {
        errorStreak += 1;
        onStreamError(errorStreak);
      },
    });

    const apply = (state: AppState, previous?: AppState) => {
      if (state.volume !== previous?.volume) audioEngine.setVolume(state.volume);
      const src = sourceOf(state);
      const changed = !previous || src !== sourceOf(previous) || state.playToken !== previous.playToken;
      if (changed) {
        // A new track starts at its top (position 0); a restored or handed-over one where it was left.
        if (src) audioEngine.load(src, state.isPlayingAd ? 0 : state.position);
        else audioEngine.stop();
      }
      // After a load, which puts the element back to its default rate: a podcast plays at its own (store/playback-rate.ts).
      if (changed || (previous && playbackRate(state) !== playbackRate(previous))) audioEngine.setRate(playbackRate(state));
      if (changed || state.isPlaying !== previous?.isPlaying) {
        if (state.isPlaying && src) void audioEngine.play();
        else audioEngine.pause();
      }
      const preload = preloadOf(state);
      if (!previous || preload !== preloadOf(previous)) audioEngine.preload(preload);
    };
    apply(store.getState());
    const unsubscribe = store.subscribe((state, previous) => apply(state, previous));
    return () => {
      unsubscribe();
      unlisten();
    };
  }, []);
}
