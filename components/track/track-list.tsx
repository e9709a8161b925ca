import List from '@mui/material/List';
import { player } from '@/hooks/player';
import type { Track } from '@/lib/contracts/catalog';
import { useAppStore } from '@/store';
import { TrackRow } from './track-row';

export const TRACK_LIST_MAX_WIDTH = 928;

/**
 * A tracklist. The row is the track's play control at every width: clicking plays the list from there
 * (keeping the queue as arranged when this list already is the queue); clicking the playing track pauses it.
 */
export function TrackList({ tracks }: { tracks: Track[] }) {
  const activeId = useAppStore((s) => s.activeTrack?.id);
  const isPlaying = useAppStore((s) => s.isPlaying);

  return (
    <List aria-label="Tracklist" sx={{ maxWidth: TRACK_LIST_MAX_WIDTH, width: '100%' }}>
      {tracks.map((track, index) => {
        const active = track.id === activeId;
        return <TrackRow key={track.id} track={track} active={active} playing={active && isPlaying} onClick={() => player.playFromList(tracks, index)} />;
      })}
    </List>
  );
}
