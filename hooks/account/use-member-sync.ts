import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FavoriteKind, Vote } from '@/lib/contracts/library';
import { favoriteIdsOptions, votedIdsOptions } from '@/hooks/library';
import { premiumOptions, purchasedIdsOptions } from '@/hooks/payments';
import { forgetSavedIds, keepSavedIds, readAgain } from '@/services/common/member-ids';
import { useAppStore } from '@/store';

// Not the contract's FAVORITE_KINDS: importing a value from the contracts here would evaluate zod in one go, where
// libraryService() spreads that work over several tasks.
const KINDS: readonly FavoriteKind[] = ['tracks', 'mixtapes', 'playlists'];
const VOTES: readonly Vote[] = ['like', 'dislike'];

/**
 * Mount once (in AppRuntime). The server holds a member's favorites, likes and dislikes, purchases and premium: after
 * each log-in or restored session they are read again into their queries (so hearts follow the member to any browser),
 * replacing what this browser saved (services/common/member-ids.ts), and a log-out forgets them at once (the queries
 * go with the member's, see services/common/query-client.ts).
 */
export function useMemberSync(): void {
  const queryClient = useQueryClient();
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  useEffect(() => keepSavedIds(queryClient), [queryClient]);
  useEffect(() => {
    if (!authReady) return;
    if (userId === null) {
      forgetSavedIds();
      return;
    }
    let current = true;
    const isCurrent = () => current;
    for (const kind of KINDS) readAgain(queryClient, `favorite ${kind}`, favoriteIdsOptions(userId, kind), isCurrent);
    for (const vote of VOTES) readAgain(queryClient, `${vote}s`, votedIdsOptions(userId, vote), isCurrent);
    readAgain(queryClient, 'purchases', purchasedIdsOptions(userId), isCurrent);
    readAgain(queryClient, 'premium', premiumOptions(userId), isCurrent);
    return () => {
      current = false;
    };
  }, [authReady, userId, queryClient]);
}
