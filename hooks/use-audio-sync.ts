import { useEffect } from 'react';
import { audioEngine } from '@/services/audio-engine';
import { trackStreamUrl } from '@/services/catalog';
import { useAppStore } from '@/store';

/** Wires the store to the audio engine: the store says what should play, the engine reports what does. */
export function useAudioSync(): void {
  useEffect(() => {
    const store = useAppStore;
    const unlisten = audioEngine.setListeners({
      onTime: (currentTime, duration) => store.getState().setProgress({ currentTime, duration }),
      onLoading: (loading) => store.getState().setProgress({ loading }),
      onPlayingChange: (playing) => {
        if (store.getState().isPlaying !== playing) store.getState().setPlaying(playing);
      },
      onEnded: () => store.getState().next(),
      onError: () => store.getState().setPlaying(false),
    });

    const apply = (state = store.getState(), previous?: ReturnType<typeof store.getState>) => {
      if (state.volume !== previous?.volume) audioEngine.setVolume(state.volume);
      if (state.activeTrack?.id !== previous?.activeTrack?.id) {
        if (state.activeTrack) audioEngine.load(trackStreamUrl(state.activeTrack.id));
        else audioEngine.stop();
      }
      if (state.isPlaying !== previous?.isPlaying || state.activeTrack?.id !== previous?.activeTrack?.id) {
        if (state.isPlaying) void audioEngine.play();
        else audioEngine.pause();
      }
    };
    apply();
    const unsubscribe = store.subscribe((state, previous) => apply(state, previous));
    return () => {
      unsubscribe();
      unlisten();
    };
  }, []);
}
