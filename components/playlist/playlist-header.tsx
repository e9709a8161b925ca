import type { ReactNode } from 'react';
import { CssButton } from '@/components/common/css-button';
import { PlayIcon, QueueMusicIcon } from '@/components/common/icons';
import { PauseIcon, ShuffleIcon } from '@/components/common/playback-icons';
import { ShareButton } from '@/components/common/share-button';
import { Tag } from '@/components/common/tag';
import { FavoriteButton } from '@/components/library/favorite-button';
import { player } from '@/hooks/player';
import type { Track } from '@/lib/contracts/catalog';
import type { Playlist } from '@/lib/contracts/playlists';
import { formatTotalDuration } from '@/lib/format';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import { PlaylistCover } from './playlist-cover';
import styles from './playlist-header.module.css';

interface PlaylistHeaderProps {
  playlist: Playlist;
  tracks: Track[];
  /** The owner's tools, after the play controls. */
  children?: ReactNode;
}

/** Cover, name, owner, track count and length, the play controls and the heart. No MUI: it is the page's first screen. */
export function PlaylistHeader({ playlist, tracks, children }: PlaylistHeaderProps) {
  const trackIds = new Set(tracks.map((t) => t.id));
  // Playing "this playlist": the queue is its tracks and one of them plays.
  const playingThis = useAppStore((s) => musicPlaying(s) && !!s.activeTrack && trackIds.has(s.activeTrack.id) && s.queue.length === tracks.length);
  const none = tracks.length === 0;
  const seconds = tracks.reduce((sum, t) => sum + t.duration, 0);

  return (
    <div className={styles.header}>
      <div className={styles.cover}>
        <PlaylistCover playlist={playlist} priority />
      </div>
      <div className={styles.details}>
        <div className={styles.tags}>
          <Tag look="outlined" label="Playlist" />
          {!playlist.public && <Tag look="warning" label="Private" />}
        </div>
        <h1 className={styles.title}>{playlist.name}</h1>
        <p className={styles.owner}>by {playlist.user.username}</p>
        <p className={styles.meta}>
          {playlist.trackCount} {playlist.trackCount === 1 ? 'track' : 'tracks'}
          {!none && <> · {formatTotalDuration(seconds)}</>}
        </p>
        <div className={styles.actions}>
          <CssButton
            variant="contained"
            size="large"
            disabled={none}
            startIcon={playingThis ? <PauseIcon /> : <PlayIcon />}
            onClick={() => (playingThis ? player.toggle() : player.playTracks(tracks, 0, { shuffle: false }))}
          >
            {playingThis ? 'Pause' : 'Play All'}
          </CssButton>
          <CssButton variant="outlined" size="large" disabled={none} startIcon={<ShuffleIcon />} onClick={() => player.playTracks(tracks, 0, { shuffle: true })}>
            Shuffle
          </CssButton>
          <CssButton variant="outlined" size="large" disabled={none} startIcon={<QueueMusicIcon />} onClick={() => player.addToQueue(tracks)}>
            Add to Queue
          </CssButton>
          {/* Keeps it in the member's favorites (the Playlists tab of /favorites); a guest is asked to log in. */}
          <FavoriteButton kind="playlists" id={playlist.id} name={playlist.name} />
          <ShareButton title={playlist.name} path={`/playlist/${playlist.slug}`} />
        </div>
        {children && <div className={styles.tools}>{children}</div>}
      </div>
    </div>
  );
}
