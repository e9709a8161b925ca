import { useState } from 'react';
import { CommentsSection } from '@/components/comments';
import container from '@/components/common/container.module.css';
import screen from '@/components/common/screen.module.css';
import { loadWithMui } from '@/components/common/with-mui';
import { TrackList } from '@/components/catalog';
import { usePlaylist } from '@/hooks/playlists/use-playlist';
import { useWithheldTracks } from '@/hooks/catalog';
import type { PlaylistDetail } from '@/lib/contracts/playlists';
import { useAppStore } from '@/store';
import { PlaylistHeader } from './playlist-header';
import styles from './playlist-screen.module.css';

// The owner's tools, the loading and error states load on demand: a visitor of a public playlist gets its page
// with the data and needs none of them.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));
const OwnerTools = loadWithMui(() => import('./playlist-owner-tools').then((m) => m.PlaylistOwnerTools));
const TrackEditor = loadWithMui(() => import('./playlist-track-editor').then((m) => m.PlaylistTrackEditor));

const lg = `${container.container} ${container.lg}`;

export const PLAYLIST_NOT_FOUND_TITLE = 'Playlist not found';
export const EMPTY_PLAYLIST = 'No tracks yet. Add some with Add to Playlist, from a mixtape or your queue.';

export function PlaylistScreen({ slug, initial }: { slug: string; initial: PlaylistDetail | null }) {
  const { data: playlist, isLoading, isPending, error, refetch, notFound } = usePlaylist(slug, initial);
  const ownerId = useAppStore((s) => s.userInfor?.id);
  const [editingTracks, setEditingTracks] = useState(false);
  // Tracks of a mixtape not out yet are listed, marked Coming Soon, and played by nothing until its release.
  const withheld = useWithheldTracks(playlist?.tracks ?? []);

  if (!playlist) {
    if (notFound) {
      return (
        <div className={`${lg} ${screen.screen} ${styles.missing}`}>
          <h1 className={screen.heading}>{PLAYLIST_NOT_FOUND_TITLE}</h1>
          <p className={styles.note}>It may have been deleted, or it is private: log in as its owner to see it.</p>
        </div>
      );
    }
    return (
      <div className={lg}>
        <QueryState isLoading={isLoading || (isPending && !error)} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }

  const isOwner = ownerId !== undefined && ownerId === playlist.user.id;
  const tracks = playlist.tracks ?? [];
  const playable = withheld.size ? tracks.filter((track) => !withheld.has(track.id)) : tracks;
  return (
    <div className={`${lg} ${screen.screen}`}>
      <PlaylistHeader playlist={playlist} tracks={tracks} playable={playable}>
        {isOwner && <OwnerTools playlist={playlist} editingTracks={editingTracks} onEditTracks={setEditingTracks} />}
      </PlaylistHeader>
      {playlist.description && <p className={screen.description}>{playlist.description}</p>}
      <h2 className={screen.heading}>Tracks</h2>
      {tracks.length === 0 ? (
        <p className={styles.note}>{EMPTY_PLAYLIST}</p>
      ) : isOwner && editingTracks ? (
        <TrackEditor playlist={playlist} tracks={tracks} onDone={() => setEditingTracks(false)} />
      ) : (
        <TrackList tracks={tracks} withheld={withheld} />
      )}
      <CommentsSection area="playlists" id={playlist.id} path={`/playlist/${playlist.slug}`} tags={[playlist.name]} authorId={String(playlist.user.id)} />
    </div>
  );
}
