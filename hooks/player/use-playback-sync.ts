import { useEffect } from 'react';
import { useAppStore } from '@/store';
import { useStoreHydrated } from '@/hooks/common/use-store-hydration';

/**
 * Which part a window takes in picking up on another device: a main window saves and offers; the pop-out saves
 * (it is the one playing) but offers nothing; the embedded player and the payment sandbox's page take none.
 */
function syncRoleOf(pathname: string): 'main' | 'popout' | null {
  if (/^\/(embed|payments\/sandbox)\//.test(pathname)) return null;
  return pathname.startsWith('/player/') ? 'popout' : 'main';
}

/**
 * Mount once (in AppRuntime). For a signed-in member, once the saved store is read back: saves where this window
 * listens for the member's other devices, and offers where another left off (see docs/product.md, Player and
 * queue). The work is in services/player/playback-sync.ts, loaded then: a guest's visit never loads it. A log-out or
 * another member stops it at once.
 */
export function usePlaybackSync(pathname: string): void {
  const hydrated = useStoreHydrated();
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const role = syncRoleOf(pathname);
  useEffect(() => {
    if (!hydrated || !authReady || userId === null || role === null) return;
    let stop: (() => void) | null = null;
    let current = true;
    import('@/services/player/playback-sync')
      .then(({ startPlaybackSync }) => {
        if (current) stop = startPlaybackSync(userId, { offer: role === 'main' });
      })
      .catch(() => undefined);
    return () => {
      current = false;
      stop?.();
    };
  }, [hydrated, authReady, userId, role]);
}
