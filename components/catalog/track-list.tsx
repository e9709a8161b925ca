import { player } from '@/commands/player';
import type { Track } from '@/lib/contracts/catalog';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import styles from './track-list.module.css';
import { TrackRow } from './track-row';

export const TRACK_LIST_MAX_WIDTH = 928;

/** Plays the list from `track`, leaving out the withheld tracks. */
function playAmong(tracks: Track[], withheld: ReadonlySet<number>, track: Track) {
  const playing = tracks.filter((t) => !withheld.has(t.id));
  player.playFromList(playing, playing.indexOf(track));
}

/**
 * A tracklist. The row is the track's play control at every width: clicking plays the list from there
 * (keeping the queue as arranged when this list already is the queue); clicking the playing track pauses it.
 * A mixtape not out yet lists titles only (`playable` false; see docs/product.md, Catalog). `playsOf` shows each
 * row's plays (a podcast's episodes).
 */
export function TrackList({
  tracks,
  playable = true,
  playsOf,
  withheld,
}: {
  tracks: Track[];
  playable?: boolean;
  playsOf?: (track: Track) => number | undefined;
  /** In a list of several mixtapes' tracks, those whose mixtape is not out yet: marked Coming Soon, and never played. */
  withheld?: ReadonlySet<number>;
}) {
  const activeId = useAppStore((s) => s.activeTrack?.id);
  const isPlaying = useAppStore(musicPlaying);

  return (
    // Pointing at or focusing a row loads the player, so it is ready when the music starts.
    <ul aria-label="Tracklist" className={styles.list} style={{ maxWidth: TRACK_LIST_MAX_WIDTH }}>
      {tracks.map((track, index) => {
        const active = track.id === activeId;
        const comingSoon = !!withheld?.has(track.id);
        const play = playable && !comingSoon ? () => (withheld?.size ? playAmong(tracks, withheld, track) : player.playFromList(tracks, index)) : undefined;
        return <TrackRow key={track.id} track={track} active={active} playing={active && isPlaying} onClick={play} plays={playsOf?.(track)} comingSoon={comingSoon} />;
      })}
    </ul>
  );
}
