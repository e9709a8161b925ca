import List from '@mui/material/List';
import type { Track } from '@/lib/contracts/catalog';
import { useAppStore } from '@/store';
import { TrackRow } from './track-row';

export const TRACK_LIST_MAX_WIDTH = 928;

/** A tracklist: clicking a track plays the list from there; clicking the playing track pauses it. */
export function TrackList({ tracks }: { tracks: Track[] }) {
  const activeId = useAppStore((s) => s.activeTrack?.id);
  const isPlaying = useAppStore((s) => s.isPlaying);
  const playTracks = useAppStore((s) => s.playTracks);
  const togglePlay = useAppStore((s) => s.togglePlay);

  return (
    <List aria-label="Tracklist" sx={{ maxWidth: TRACK_LIST_MAX_WIDTH, width: '100%' }}>
      {tracks.map((track, index) => {
        const active = track.id === activeId;
        return (
          <TrackRow
            key={track.id}
            track={track}
            active={active}
            playing={active && isPlaying}
            onClick={() => (active ? togglePlay() : playTracks(tracks, index))}
          />
        );
      })}
    </List>
  );
}
