import { useEffect } from 'react';
import type { Track } from '@/lib/contracts/catalog';
import { crossfadeLength } from '@/lib/crossfade';
import { playbackGain } from '@/lib/loudness';
import { audioEngine, type Handover } from '@/services/player/audio-engine';
import { trackStreamUrl } from '@/services/common/api-urls';
import { useAppStore, type AppState } from '@/store';
import { upcomingTrack } from '@/store/playback-order';
import { streamRendition } from '@/store/player-settings-slice';
import { adIsDue } from '@/store/track-start';
import { playbackRate } from '@/store/playback-rate';
import { sleepAtTrackEnd } from '@/store/sleep-timer-slice';

/**
 * What the engine should be playing: the ad while one plays, else the active track at the chosen quality (a change
 * of quality is a new source, loaded where the track was); nothing in a silent window. A podcast episode has one file.
 */
export function sourceOf(state: AppState): string | null {
  if (state.handedOff) return null;
  if (state.isPlayingAd) return state.adsConfig?.url ?? null;
  return state.activeTrack ? (state.activeTrack.stream ?? trackStreamUrl(state.activeTrack.id, streamRendition(state))) : null;
}

function upcomingOf(state: AppState): Track | null {
  if (state.handedOff || state.isPlayingAd || !state.activeTrack) return null;
  return upcomingTrack(state);
}

function preloadOf(state: AppState): string | null {
  const upcoming = upcomingOf(state);
  return upcoming ? (upcoming.stream ?? trackStreamUrl(upcoming.id, streamRendition(state))) : null;
}

/** The factor each source plays at: the volume times, when normalizing, the track's loudness gain (ads have none). */
function gainsOf(state: AppState): Record<string, number> {
  const gains: Record<string, number> = {};
  const src = sourceOf(state);
  const upcoming = upcomingOf(state);
  const preload = preloadOf(state);
  if (src) gains[src] = playbackGain(state.volume, state.isPlayingAd ? undefined : state.activeTrack?.gain_db, state.normalizeVolume);
  if (preload && upcoming) gains[preload] = playbackGain(state.volume, upcoming.gain_db, state.normalizeVolume);
  return gains;
}

/**
 * Whether the engine may start the preloaded track by itself as the current one ends, and with what crossfade: only
 * when that is what the store will do then (see docs/product.md, Player and queue). Not when an ad comes first, nor
 * with repeat one (the track plays again), nor for podcast episodes (each resumes where it was left, never faded),
 * nor when a sleep timer stops the player at the end of this track.
 */
function handoverOf(state: AppState): Handover | null {
  const current = state.activeTrack;
  const next = upcomingOf(state);
  if (!current || !next || state.repeat === 'one' || current.stream || next.stream || adIsDue(state) || sleepAtTrackEnd(state)) return null;
  return { crossfade: crossfadeLength(state.crossfadeSeconds, current.duration, next.duration) };
}

const sameHandover = (a: Handover | null, b: Handover | null) => a?.crossfade === b?.crossfade;

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
      audioEngine.setGains(gainsOf(state));
      const src = sourceOf(state);
      const changed = !previous || src !== sourceOf(previous) || state.playToken !== previous.playToken;
      if (changed) {
        // A new track starts at its top (position 0); a restored or handed-over one where it was left, and one
        // switched to another quality where it was (the same playToken: the same listening, no new play).
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
      const handover = handoverOf(state);
      if (!previous || preload !== preloadOf(previous) || !sameHandover(handover, handoverOf(previous))) audioEngine.preload(preload, handover);
    };
    apply(store.getState());
    const unsubscribe = store.subscribe((state, previous) => apply(state, previous));
    return () => {
      unsubscribe();
      unlisten();
    };
  }, []);
}
