import { useEffect } from 'react';
import type { FavoriteKind } from '@/lib/contracts/library';
import { libraryService, paymentsService } from '@/services/on-demand';
import { useAppStore } from '@/store';

const PAGE = 100;
// Not the contract's FAVORITE_KINDS: importing a value from the contracts would bring zod into every page's first load.
const KINDS: readonly FavoriteKind[] = ['tracks', 'mixtapes', 'playlists'];

/** Every id of one kind of the member's favorites, newest first, a page of 100 at a time. */
async function allFavoriteIds(kind: FavoriteKind): Promise<number[]> {
  const service = await libraryService();
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await service.getFavorites(kind, page, PAGE);
    ids.push(...data.map((item) => item.id));
    if (page >= meta.pageCount) return ids;
  }
}

/**
 * Mount once (in _app). The server holds the member's favorites and purchases: after each log-in or restored
 * session its lists replace the local ones (so they follow the member to any browser), and a log-out empties them.
 */
export function useLibrarySync(): void {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  useEffect(() => {
    if (!authReady) return;
    const store = useAppStore.getState();
    if (userId === null) {
      store.clearFavorites();
      return store.setPurchasedMixtapes([]);
    }
    let current = true;
    for (const kind of KINDS) {
      allFavoriteIds(kind).then(
        (ids) => current && useAppStore.getState().setFavorites(kind, ids),
        (error: unknown) => console.error(`Could not load your favorite ${kind}`, error),
      );
    }
    paymentsService()
      .then((service) => service.getPurchasedMixtapeIds())
      .then(
        (ids) => current && useAppStore.getState().setPurchasedMixtapes(ids),
        (error: unknown) => console.error('Could not load your purchases', error),
      );
    return () => {
      current = false;
    };
  }, [authReady, userId]);
}
