import type { ReactNode } from 'react';
import { CollectionHeader } from '@/components/common/collection-header';
import { PlayActions } from '@/components/common/play-actions';
import { ShareButton } from '@/components/common/share-button';
import { Tag } from '@/components/common/tag';
import { FavoriteButton } from '@/components/library';
import { SaveOffline } from '@/components/library';
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
  /** Those of `tracks` that play now: a track whose mixtape is not out yet is left out (see docs/product.md, Catalog). */
  playable: Track[];
  /** The owner's tools, after the play controls. */
  children?: ReactNode;
}

/** Play All, Shuffle and Add to Queue over the tracks that play, the heart, Share and Save offline. */
function PlaylistActions({ playlist, tracks }: { playlist: Playlist; tracks: Track[] }) {
  const trackIds = new Set(tracks.map((t) => t.id));
  // Playing "this playlist": the queue is its tracks and one of them plays.
  const playingThis = useAppStore((s) => musicPlaying(s) && !!s.activeTrack && trackIds.has(s.activeTrack.id) && s.queue.length === tracks.length);
  return (
    <PlayActions tracks={tracks} playingThis={playingThis}>
      {/* Keeps it in the member's favorites (the Playlists tab of /favorites); a guest is asked to log in. */}
      <FavoriteButton kind="playlists" id={playlist.id} name={playlist.name} />
      <ShareButton title={playlist.name} path={`/playlist/${playlist.slug}`} />
      <SaveOffline target={{ kind: 'playlist', id: playlist.id, slug: playlist.slug, title: playlist.name, byline: playlist.user.username, cover: playlist.cover, tracks }} />
    </PlayActions>
  );
}

/** Cover, name, owner, track count and length, the play controls and the heart. No MUI: it is the page's first screen. */
export function PlaylistHeader({ playlist, tracks, playable, children }: PlaylistHeaderProps) {
  const none = tracks.length === 0;
  const seconds = tracks.reduce((sum, t) => sum + t.duration, 0);

  return (
    <CollectionHeader
      cover={<PlaylistCover playlist={playlist} priority />}
      tags={
        <>
          <Tag look="outlined" label="Playlist" />
          {!playlist.public && <Tag look="warning" label="Private" />}
        </>
      }
      title={playlist.name}
      byline={`by ${playlist.user.username}`}
      meta={
        <>
          {playlist.trackCount} {playlist.trackCount === 1 ? 'track' : 'tracks'}
          {!none && <> · {formatTotalDuration(seconds)}</>}
        </>
      }
    >
      <PlaylistActions playlist={playlist} tracks={playable} />
      {children && <div className={styles.tools}>{children}</div>}
    </CollectionHeader>
  );
}
