import { useEffect } from 'react';
import type { FavoriteKind } from '@/lib/contracts/library';
import { libraryService, paymentsService } from '@/services/on-demand';
import { useAppStore } from '@/store';

const PAGE = 100;
// Not the contract's FAVORITE_KINDS: importing a value from the contracts would bring zod into every page's first load.
const KINDS: readonly FavoriteKind[] = ['tracks', 'mixtapes', 'playlists'];

/** Every id of one of the member's lists, newest first, a page of 100 at a time. */
async function allIds(load: (page: number) => Promise<{ ids: number[]; pageCount: number }>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const next = await load(page);
    ids.push(...next.ids);
    if (page >= next.pageCount) return ids;
  }
}

const favoriteIds = (kind: FavoriteKind) =>
  allIds(async (page) => {
    const { data, meta } = await (await libraryService()).getFavorites(kind, page, PAGE);
    return { ids: data.map((item) => item.id), pageCount: meta.pageCount };
  });

const purchasedMixtapeIds = () =>
  allIds(async (page) => {
    const { data, meta } = await (await paymentsService()).getPurchases(page, PAGE);
    return { ids: data.map((purchase) => purchase.mixtape.id), pageCount: meta.pageCount };
  });

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
      favoriteIds(kind).then(
        (ids) => current && useAppStore.getState().setFavorites(kind, ids),
        (error: unknown) => console.error(`Could not load your favorite ${kind}`, error),
      );
    }
    purchasedMixtapeIds().then(
      (ids) => current && useAppStore.getState().setPurchasedMixtapes(ids),
      (error: unknown) => console.error('Could not load your purchases', error),
    );
    return () => {
      current = false;
    };
  }, [authReady, userId]);
}
