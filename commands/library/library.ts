import type { Mixtape, Track } from '@/lib/contracts/catalog';
import type { FavoriteKind } from '@/lib/contracts/library';
import { useAppStore } from '@/store';
import { buyMixtape, member } from '@/commands/common/member';

// The member's library as commands, like commands/player/player.ts is the player's: favorites, downloads (their code in
// commands/library/downloads.ts) and buying (see docs/product.md, Your library). Components call these; the API loads on the
// first call.

/**
 * Adds or removes favorites (commands/library/favorites.ts, loaded with the first change: most visits change none); a guest
 * gets the member prompt at once.
 */
async function setFavorites(kind: FavoriteKind, ids: number[], favorite: boolean): Promise<void> {
  if (member('favorite')) await (await import('./favorites')).setFavorites(kind, ids, favorite);
}

// Downloads bring their code with the first one (commands/library/downloads.ts): a page shows many download buttons and most
// visits press none. The guest's prompt for a mixtape stays immediate.
const downloads = () => import('./downloads');

export const library = {
  toggleFavorite: (kind: FavoriteKind, id: number) => setFavorites(kind, [id], !useAppStore.getState().favorites[kind].includes(id)),
  /** The queue toolbar's Add/Remove Favorites: removes the tracks when all are favorites, else adds the others. */
  toggleFavoriteTracks: (ids: number[]) => {
    const favorites = useAppStore.getState().favorites.tracks;
    return setFavorites('tracks', ids, !ids.every((id) => favorites.includes(id)));
  },
  downloadTracks: async (tracks: Track[]) => (await downloads()).downloadTracks(tracks),
  /** A mixtape's zip, for members (see commands/library/downloads.ts). */
  downloadMixtape: async (mixtape: Mixtape) => {
    if (member('download')) await (await downloads()).downloadMixtape(mixtape);
  },
  buyMixtape,
};
