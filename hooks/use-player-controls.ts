import { useCallback } from 'react';
import { audioEngine } from '@/services/audio-engine';
import { useAppStore } from '@/store';

/** Player buttons: store actions, plus the few that act on the playing audio itself. */
export function usePlayerControls() {
  const togglePlay = useAppStore((s) => s.togglePlay);
  const next = useAppStore((s) => s.next);
  const goBack = useAppStore((s) => s.previous);
  const closePlayer = useAppStore((s) => s.closePlayer);
  const previous = useCallback(() => {
    // As in every player: a track that has played a few seconds restarts before going back.
    if (audioEngine.currentTime > 3 || useAppStore.getState().currentIndex <= 0) audioEngine.seek(0);
    else goBack();
  }, [goBack]);
  const seek = useCallback((seconds: number) => audioEngine.seek(seconds), []);
  return { togglePlay, next, previous, seek, closePlayer };
}
