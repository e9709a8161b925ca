import type { QueryClient } from '@tanstack/react-query';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LaunchRounded from '@mui/icons-material/LaunchRounded';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import type { ActionItem } from '@/components/common/action-item';
import { library } from '@/commands/library';
import { player } from '@/commands/player/player';
import type { Track } from '@/lib/contracts/catalog';
import { isEpisode, trackPageLink } from '@/lib/queue-item';
import { useAppStore } from '@/store';
import { shareTrack } from './share-track';

interface Where {
  /** Where the member's favorites are kept, for the favorite item. */
  queryClient: QueryClient;
  index: number;
  length: number;
  /** In the pop-out window, links open a tab instead of taking the player away. */
  popout?: boolean;
  /** The track is one of the member's favorites: the item removes it. */
  favorite?: boolean;
}

/** The track row menu, in the order docs/product.md (Player and queue) lists it; an episode has no catalog actions. */
export function trackMenuItems(track: Track, { queryClient, index, length, popout = false, favorite = false }: Where): ActionItem[] {
  const episode = isEpisode(track);
  const items: (ActionItem | false)[] = [
    { icon: <ArrowUpwardRounded />, title: 'Move Up', onClick: () => player.moveUp(track.id), disabled: length < 2 || index <= 0 },
    { icon: <ArrowDownwardRounded />, title: 'Move Down', onClick: () => player.moveDown(track.id), disabled: length < 2 || index >= length - 1 },
    !episode && { icon: <DownloadRounded />, title: 'Download', onClick: () => void library.downloadTracks([track]) },
    !episode &&
      (favorite
        ? { key: 'favorite', icon: <FavoriteRounded />, title: 'Remove From Favorites', onClick: () => void library.toggleFavorite(queryClient, 'tracks', track.id) }
        : { key: 'favorite', icon: <FavoriteBorderRounded />, title: 'Add To Favorite', onClick: () => void library.toggleFavorite(queryClient, 'tracks', track.id) }),
    !episode && { icon: <PlaylistAddRounded />, title: 'Add to Playlist', onClick: () => useAppStore.getState().openAddToPlaylist([track.id]) },
    { icon: <ShareRounded />, title: 'Share', onClick: () => void shareTrack(track) },
    // Leaving for the mixtape page closes the queue dialog that would otherwise cover it.
    { icon: <LaunchRounded />, title: episode ? 'Open Podcast' : 'Open Mixtape', href: trackPageLink(track), newTab: popout, onClick: player.closeQueue },
    { icon: <DeleteOutlineRounded />, title: 'Remove', onClick: () => player.remove([track.id]) },
  ];
  return items.filter((item): item is ActionItem => item !== false);
}
