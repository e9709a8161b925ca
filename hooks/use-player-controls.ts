import { useMemo } from 'react';
import { audioEngine } from '@/services/audio-engine';
import { useAppStore } from '@/store';
import { previousStep } from '@/store/playback-order';

const state = () => useAppStore.getState();
const RESTART_AFTER_SECONDS = 3;

/**
 * Player commands shared by the buttons, the keyboard and the OS media keys: store actions, plus the
 * few that act on the playing audio itself (seek). Plain functions, so non-React callers use them too.
 */
export const playerCommands = {
  togglePlay: () => state().togglePlay(),
  play: () => state().setPlaying(true),
  pause: () => state().setPlaying(false),
  next: () => state().next(),
  previous: () => {
    const s = state();
    if (s.isPlayingAd) return;
    // As in every player: a track that has played a few seconds restarts before going back.
    if (audioEngine.currentTime > RESTART_AFTER_SECONDS || previousStep(s).index === -1) playerCommands.seek(0);
    else s.previous();
  },
  seek: (seconds: number) => {
    const s = state();
    // An ad cannot be skipped through, nor a track without one.
    if (s.isPlayingAd || !s.activeTrack) return;
    audioEngine.seek(seconds);
    s.setProgress({ currentTime: Math.max(0, seconds) });
  },
  seekBy: (delta: number) => playerCommands.seek(audioEngine.currentTime + delta),
  changeVolume: (delta: number) => state().setVolume(state().volume + delta),
  setVolume: (volume: number) => state().setVolume(volume),
  toggleShuffle: () => state().toggleShuffle(),
  cycleRepeat: () => state().cycleRepeat(),
  closePlayer: () => state().closePlayer(),
};

export type PlayerCommands = typeof playerCommands;

/** The commands for components; stable across renders. */
export function usePlayerControls(): PlayerCommands {
  return useMemo(() => playerCommands, []);
}
