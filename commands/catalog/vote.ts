import type { QueryClient } from '@tanstack/react-query';
import type { Vote, VoteChoice, VoteState } from '@/lib/contracts/library';
import { apiErrorMessage } from '@/services/common/api-errors';
import { libraryService } from '@/services/library';
import { memberIdsKey, withoutIds } from '@/services/common/member-ids';
import { useAppStore } from '@/store';

// A member's vote on a mixtape, cast from hooks/catalog/use-mixtape-vote.ts, which loads this with the first vote.

/** The counts after `choice` replaces `state.vote`: what the server will answer, shown before it does. */
function applyVote(state: VoteState, choice: VoteChoice): VoteState {
  const next = choice === 'none' ? null : choice;
  const move = (vote: Vote) => Number(next === vote) - Number(state.vote === vote);
  return { likes: state.likes + move('like'), dislikes: state.dislikes + move('dislike'), vote: next };
}

/**
 * The member's vote on a mixtape is now `vote` (null: none): it leaves the other list and heads its own. Only while
 * the same member is logged in: a log-out meanwhile has forgotten the lists.
 */
export function recordVote(queryClient: QueryClient, userId: number | null, mixtapeId: number, vote: Vote | null): void {
  const store = useAppStore.getState();
  if (!store.isLoggedIn || userId === null || store.userInfor?.id !== userId) return;
  for (const [set, mine] of [['liked', 'like'], ['disliked', 'dislike']] as const) {
    queryClient.setQueryData<number[]>(memberIdsKey(userId, set), (ids = []) => {
      if (ids.includes(mixtapeId) === (vote === mine)) return ids;
      return vote === mine ? [mixtapeId, ...ids] : withoutIds(ids, [mixtapeId]);
    });
  }
}

/** The vote's query and what it showed when the member voted: the counts stand in for the query until it answered. */
interface VoteTarget {
  queryClient: QueryClient;
  queryKey: readonly unknown[];
  mixtapeId: number;
  userId: number | null;
  shown: VoteState;
}

/**
 * Casts `choice` optimistically: the counts and the member's liked and disliked lists move at once and move back if the
 * server refuses.
 */
export async function castVote({ queryClient, queryKey, mixtapeId, userId, shown }: VoteTarget, choice: VoteChoice): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<VoteState>(queryKey) ?? shown;
  const record = (next: Vote | null) => recordVote(queryClient, userId, mixtapeId, next);
  const optimistic = applyVote(previous, choice);
  queryClient.setQueryData(queryKey, optimistic);
  record(optimistic.vote);
  try {
    const saved = await (await libraryService()).castVote(mixtapeId, choice);
    queryClient.setQueryData(queryKey, saved);
    record(saved.vote);
    // The Liked page (useLikedPages in hooks/library/use-library-pages.ts, not imported: its paging stays off the mixtape
    // page's first load) asks again the next time it shows.
    void queryClient.invalidateQueries({ queryKey: ['users', userId, 'liked'] });
  } catch (error) {
    queryClient.setQueryData(queryKey, previous);
    record(previous.vote);
    console.error('Could not save your vote', error);
    useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
  }
}
