import { useEffect } from 'react';
import { useAppStore } from '@/store';

/**
 * Mount once (in AppRuntime). The server holds a member's favorites, likes and dislikes, purchases and premium:
 * after each log-in or restored session they replace what this browser kept (services/account/member-sync.ts, loaded then),
 * and a log-out forgets them at once.
 */
export function useMemberSync(): void {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  useEffect(() => {
    if (!authReady) return;
    if (userId === null) {
      const store = useAppStore.getState();
      store.clearFavorites();
      store.clearVotes();
      store.setPurchasedMixtapes([]);
      return store.setPremium(null);
    }
    let current = true;
    import('@/services/account/member-sync').then(({ syncMember }) => syncMember(userId, () => current)).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [authReady, userId]);
}
