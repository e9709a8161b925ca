import { player } from '@/hooks/player';
import type { Track } from '@/lib/contracts/catalog';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import styles from './track-list.module.css';
import { TrackRow } from './track-row';

export const TRACK_LIST_MAX_WIDTH = 928;

/**
 * A tracklist. The row is the track's play control at every width: clicking plays the list from there
 * (keeping the queue as arranged when this list already is the queue); clicking the playing track pauses it.
 * A mixtape not out yet lists titles only (`playable` false; see docs/product.md, Catalog).
 */
export function TrackList({ tracks, playable = true }: { tracks: Track[]; playable?: boolean }) {
  const activeId = useAppStore((s) => s.activeTrack?.id);
  const isPlaying = useAppStore(musicPlaying);

  return (
    // Pointing at or focusing a row loads the player, so it is ready when the music starts.
    <ul aria-label="Tracklist" className={styles.list} style={{ maxWidth: TRACK_LIST_MAX_WIDTH }}>
      {tracks.map((track, index) => {
        const active = track.id === activeId;
        const play = playable ? () => player.playFromList(tracks, index) : undefined;
        return <TrackRow key={track.id} track={track} active={active} playing={active && isPlaying} onClick={play} />;
      })}
    </ul>
  );
}
