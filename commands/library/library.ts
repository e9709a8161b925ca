import type { QueryClient } from '@tanstack/react-query';
import type { Mixtape, Track } from '@/lib/contracts/catalog';
import type { FavoriteKind } from '@/lib/contracts/library';
import { knownIds } from '@/services/common/member-ids';
import { useAppStore } from '@/store';
import { buyMixtape, member } from '@/commands/common/member';

// The member's library as commands, like commands/player/player.ts is the player's: favorites, downloads (their code in
// commands/library/downloads.ts) and buying (see docs/product.md, Your library). Components call these; the API loads on the
// first call.

/**
 * Adds or removes favorites (commands/library/favorites.ts, loaded with the first change: most visits change none); a guest
 * gets the member prompt at once.
 */
async function setFavorites(queryClient: QueryClient, kind: FavoriteKind, ids: number[], favorite: boolean): Promise<void> {
  if (member('favorite')) await (await import('./favorites')).setFavorites(queryClient, kind, ids, favorite);
}

/** The member's favorites of one kind by id, as last read (none for a guest). */
function favoriteIds(queryClient: QueryClient, kind: FavoriteKind): number[] {
  const userId = useAppStore.getState().userInfor?.id;
  return userId === undefined ? [] : knownIds(queryClient, userId, `favorite-${kind}`);
}

// Downloads bring their code with the first one (commands/library/downloads.ts): a page shows many download buttons and most
// visits press none. The guest's prompt for a mixtape stays immediate.
const downloads = () => import('./downloads');

export const library = {
  toggleFavorite: (queryClient: QueryClient, kind: FavoriteKind, id: number) => setFavorites(queryClient, kind, [id], !favoriteIds(queryClient, kind).includes(id)),
  /** The queue toolbar's Add/Remove Favorites: removes the tracks when all are favorites, else adds the others. */
  toggleFavoriteTracks: (queryClient: QueryClient, ids: number[]) => {
    const favorites = favoriteIds(queryClient, 'tracks');
    return setFavorites(queryClient, 'tracks', ids, !ids.every((id) => favorites.includes(id)));
  },
  downloadTracks: async (tracks: Track[]) => (await downloads()).downloadTracks(tracks),
  /** A mixtape's zip, for members (see commands/library/downloads.ts). */
  downloadMixtape: async (mixtape: Mixtape) => {
    if (member('download')) await (await downloads()).downloadMixtape(mixtape);
  },
  buyMixtape,
};
