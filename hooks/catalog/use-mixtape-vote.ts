import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Vote, VoteChoice, VoteState } from '@/lib/contracts/library';
import { libraryService } from '@/services/library';
import { useAppStore } from '@/store';
import { useVoteMark } from '@/hooks/library';

/**
 * A mixtape's likes and dislikes with the caller's own vote, keyed by the user so one member's vote never shows
 * to the next. Until the API answers, the page's counts stand in, with the member's vote as last read
 * (read with the session, see hooks/account/use-member-sync.ts). Voting is optimistic: the counts and the member's liked and
 * disliked lists move at once and move back if the server refuses; choosing the vote already cast takes it back.
 * Guests see the page's counts, and get the prompt.
 */
export function useMixtapeVote(mixtape: Pick<Mixtape, 'id' | 'stats'>) {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const knownVote = useVoteMark(mixtape.id);
  const queryClient = useQueryClient();
  const queryKey = ['mixtapes', mixtape.id, 'vote', userId] as const;
  const fallback: VoteState = { likes: mixtape.stats.likes, dislikes: mixtape.stats.dislikes, vote: knownVote };
  // A guest has no vote of their own, and the page's counts are as fresh as the page: only a member asks.
  const { data } = useQuery({ queryKey, queryFn: async () => (await libraryService()).getVote(mixtape.id), enabled: authReady && userId !== null });
  const state = data ?? fallback;
  // The mixtape's own answer is the newer word: the liked and disliked lists (and so the cards) follow it.
  const answered = data === undefined ? undefined : data.vote;
  useEffect(() => {
    if (answered === undefined || userId === null) return;
    // With the vote's commands (loaded after the page): the lists follow a moment later.
    void import('@/commands/catalog/vote').then(({ recordVote }) => recordVote(queryClient, userId, mixtape.id, answered));
  }, [answered, userId, mixtape.id, queryClient]);
  // Optimistic by hand rather than with useMutation (its observer would be the only one on a mixtape page's first
  // load, 2 KB), and loaded with the first vote (commands/catalog/vote.ts): one call behind a click.
  const vote = async (choice: VoteChoice) => (await import('@/commands/catalog/vote')).castVote({ queryClient, queryKey, mixtapeId: mixtape.id, userId, shown: state }, choice);
  const cast = (choice: Vote) => {
    const store = useAppStore.getState();
    if (!store.isLoggedIn) return store.openMemberPrompt('vote');
    void vote(state.vote === choice ? 'none' : choice);
  };
  return { ...state, cast };
}
