import List from '@mui/material/List';
import type { Track } from '@/lib/contracts/catalog';
import { useAppStore } from '@/store';
import { TrackRow } from './track-row';

export const TRACK_LIST_MAX_WIDTH = 928;

/** Same tracks as the queue (in any order): the listener may have reordered or shuffled this list there. */
function isQueued(tracks: Track[], queue: Track[]): boolean {
  if (tracks.length !== queue.length) return false;
  const ids = new Set(queue.map((t) => t.id));
  return tracks.every((t) => ids.has(t.id));
}

/**
 * A tracklist. The row is the track's play control at every width: clicking plays the list from there
 * (keeping the queue as arranged when this list already is the queue); clicking the playing track pauses it.
 */
export function TrackList({ tracks }: { tracks: Track[] }) {
  const activeId = useAppStore((s) => s.activeTrack?.id);
  const isPlaying = useAppStore((s) => s.isPlaying);

  const onClick = (track: Track, index: number) => {
    const state = useAppStore.getState();
    if (track.id === activeId) state.togglePlay();
    else if (isQueued(tracks, state.queue) && !state.isRadioPlay) state.setActiveTrack(track);
    else state.playTracks(tracks, index);
  };

  return (
    <List aria-label="Tracklist" sx={{ maxWidth: TRACK_LIST_MAX_WIDTH, width: '100%' }}>
      {tracks.map((track, index) => {
        const active = track.id === activeId;
        return <TrackRow key={track.id} track={track} active={active} playing={active && isPlaying} onClick={() => onClick(track, index)} />;
      })}
    </List>
  );
}
