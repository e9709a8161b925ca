import type { QueryClient } from '@tanstack/react-query';
import type { FollowKind, FollowState } from '@/lib/contracts/following';
import { apiErrorMessage } from '@/services/common/api-errors';
import { followingService } from '@/services/library';
import { useAppStore } from '@/store';

// Following an artist, a DJ or a podcast, from hooks/library/use-follow.ts, which loads this with the first press.

/** The follow state's query and what it showed when the member pressed: it stands in for the query until it answered. */
interface FollowTarget {
  queryClient: QueryClient;
  queryKey: readonly unknown[];
  kind: FollowKind;
  id: number;
  userId: number;
  shown: FollowState;
}

/**
 * Follows, or unfollows what the member follows, optimistically: the button and the count move at once, then take the
 * server's answer, or move back with the reason when it refuses.
 */
export async function toggleFollowing({ queryClient, queryKey, kind, id, userId, shown }: FollowTarget): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<FollowState>(queryKey) ?? shown;
  const following = !previous.following;
  queryClient.setQueryData<FollowState>(queryKey, { following, followers: Math.max(0, previous.followers + (following ? 1 : -1)) });
  try {
    queryClient.setQueryData(queryKey, await (await followingService()).setFollowing(kind, id, following));
    // The member's lists and feed (hooks/library/use-library-pages.ts, not imported: their paging stays off the catalog pages'
    // first load) are read again when they next show; one on screen keeps its rows, so an unfollow there can be undone.
    for (const list of ['following', 'feed']) void queryClient.invalidateQueries({ queryKey: ['users', userId, list], refetchType: 'none' });
  } catch (error) {
    queryClient.setQueryData(queryKey, previous);
    console.error(`Could not ${following ? 'follow' : 'unfollow'} ${kind} ${id}`, error);
    useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
  }
}
