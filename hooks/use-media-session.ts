import { useEffect } from 'react';
import { playingTitle } from '@/lib/chapters';
import { setMediaCommands, setNowPlaying, setPlaybackState, setPositionState, trackArtwork } from '@/services/media-session';
import { useAppStore, type AppState } from '@/store';
import { currentChapter } from '@/store/chapters-slice';
import { player } from '@/commands/player';

// The OS extrapolates the position from the last report; a jump (seek, new track) is what needs reporting.
const POSITION_JUMP_SECONDS = 2;

/** Keeps the lock screen's title, artist (a mix's: its chapter's), artwork and position in step, and wires its buttons to the player. */
export function useMediaSession(): void {
  useEffect(() => {
    const unwire = setMediaCommands({
      play: player.play,
      pause: player.pause,
      previous: player.previous,
      next: player.next,
      seekTo: player.seek,
      seekBy: player.seekBy,
    });
    let reported = { at: 0, position: -1 };

    const apply = (state: AppState, previous?: AppState) => {
      const chapter = currentChapter(state);
      if (state.activeTrack !== previous?.activeTrack || state.isPlayingAd !== previous?.isPlayingAd || state.handedOff !== previous?.handedOff || chapter !== (previous ? currentChapter(previous) : null)) {
        const track = state.activeTrack;
        if (!track || state.handedOff) setNowPlaying(null);
        else if (state.isPlayingAd) setNowPlaying({ title: 'Ad', artist: `Up next: ${track.title}`, artwork: trackArtwork(track) });
        // Inside a mix: the chapter playing, from the mix (see docs/product.md, Player and queue).
        else if (chapter) setNowPlaying({ ...playingTitle(track, chapter), album: track.title, artwork: trackArtwork(track) });
        else setNowPlaying({ title: track.title, artist: track.artist, album: track.album, artwork: trackArtwork(track) });
      }
      if (state.isPlaying !== previous?.isPlaying || state.activeTrack !== previous?.activeTrack) {
        setPlaybackState(state.activeTrack && !state.handedOff ? (state.isPlaying ? 'playing' : 'paused') : 'none');
      }
      const { currentTime, duration } = state.progress;
      const expected = reported.position + (state.isPlaying ? (Date.now() - reported.at) / 1000 : 0);
      if (duration !== previous?.progress.duration || Math.abs(currentTime - expected) > POSITION_JUMP_SECONDS) {
        setPositionState(currentTime, duration);
        reported = { at: Date.now(), position: currentTime };
      }
    };
    apply(useAppStore.getState());
    const unsubscribe = useAppStore.subscribe((state, previous) => apply(state, previous));
    return () => {
      unsubscribe();
      unwire();
    };
  }, []);
}
