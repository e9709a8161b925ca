import type { Track } from '@/lib/contracts/catalog';
import { useAppStore } from '@/store';
import { isQueued, player, whenOldEnough } from './player';

// Playing a DJ mix from one of its chapters: used by the chapter lists, which load on demand, so not with the
// player's commands in every page's first load.

const state = () => useAppStore.getState();

/**
 * A chapter's row, or a shared link's 'Play from': the track at `index` from `seconds` in, playing. The active
 * track seeks there; another starts as a tracklist row starts it, then seeks (the engine holds the seek until the
 * stream can take it).
 */
export function playAt(tracks: Track[], index: number, seconds: number): void {
  const track = tracks[index];
  if (!track) return;
  const seekThere = () => {
    player.seek(seconds);
    player.play();
  };
  if (track.id === state().activeTrack?.id) return seekThere();
  whenOldEnough(tracks, () => {
    const s = state();
    if (isQueued(tracks, s.queue) && !s.isRadioPlay) s.setActiveTrack(track);
    else s.playTracks(tracks, index);
    seekThere();
  });
}
