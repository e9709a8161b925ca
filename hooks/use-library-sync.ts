import { useEffect } from 'react';
import type { FavoriteKind } from '@/lib/contracts/library';
import { libraryService } from '@/services/on-demand';
import { useAppStore } from '@/store';

// Not the contract's FAVORITE_KINDS: importing a value from the contracts would bring zod into every page's first load.
const KINDS: readonly FavoriteKind[] = ['tracks', 'mixtapes', 'playlists'];

type LibraryService = Awaited<ReturnType<typeof libraryService>>;

/**
 * Mount once (in _app). The server holds the member's favorites and purchases: after each log-in or restored
 * session its lists replace the local ones (so they follow the member to any browser), and a log-out empties them.
 * The lists are paged through by the library service, which loads with them.
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
    const keep = (what: string, load: (service: LibraryService) => Promise<number[]>, set: (ids: number[]) => void) =>
      libraryService()
        .then(load)
        .then(
          (ids) => current && set(ids),
          (error: unknown) => console.error(`Could not load your ${what}`, error),
        );
    for (const kind of KINDS) keep(`favorite ${kind}`, (service) => service.getFavoriteIds(kind), (ids) => useAppStore.getState().setFavorites(kind, ids));
    keep('purchases', (service) => service.getPurchasedMixtapeIds(), (ids) => useAppStore.getState().setPurchasedMixtapes(ids));
    return () => {
      current = false;
    };
  }, [authReady, userId]);
}
