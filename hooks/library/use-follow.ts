import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowKind, FollowState } from '@/lib/contracts/following';
import { followingService } from '@/services/library';
import { useAppStore } from '@/store';

interface Followable {
  id: number;
  /** Its follower count as the page (or the list) showed it. */
  followers: number;
}

/**
 * Whether the member follows an artist, a DJ or a podcast, with its follower count, keyed by the user so one member's
 * follows never show to the next. Until the API answers, the page's count stands in (`following` false, unless the
 * caller knows: a row of the member's own follows is one). Following is optimistic (commands/library/follow.ts, loaded with
 * the first press); a guest sees the page's count and gets the prompt.
 */
export function useFollow(kind: FollowKind, item: Followable, known?: boolean) {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const queryClient = useQueryClient();
  // A known row's state is the list's, then its own presses': kept under a key of that row alone, so an older state
  // kept from the followed one's page never stands in for the list's fresher word.
  const row = useId();
  const queryKey = known === undefined ? (['users', userId, 'follows', kind, item.id] as const) : (['users', userId, 'follows', kind, item.id, row] as const);
  // A guest follows nobody, and a page's count is as fresh as the page: only a member asks, and not for a known row.
  const { data } = useQuery({
    queryKey,
    queryFn: async () => (await followingService()).getFollowState(kind, item.id),
    enabled: authReady && userId !== null && known === undefined,
  });
  const state: FollowState = data ?? { following: known ?? false, followers: item.followers };
  const toggle = async () => {
    if (userId === null) return useAppStore.getState().openMemberPrompt('follow');
    await (await import('@/commands/library/follow')).toggleFollowing({ queryClient, queryKey, kind, id: item.id, userId, shown: state });
  };
  return { ...state, toggle };
}
