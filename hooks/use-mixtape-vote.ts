import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Vote, VoteChoice, VoteState } from '@/lib/contracts/library';
import { apiErrorMessage } from '@/services/api-errors';
import { libraryService } from '@/services/on-demand';
import { useAppStore } from '@/store';
import { mixtapeVote } from '@/store/library-slice';

/** The counts after `choice` replaces `state.vote`: what the server will answer, shown before it does. */
export function applyVote(state: VoteState, choice: VoteChoice): VoteState {
  const next = choice === 'none' ? null : choice;
  const move = (vote: Vote) => Number(next === vote) - Number(state.vote === vote);
  return { likes: state.likes + move('like'), dislikes: state.dislikes + move('dislike'), vote: next };
}

/**
 * A mixtape's likes and dislikes with the caller's own vote, keyed by the user so one member's vote never shows
 * to the next. Until the API answers, the page's counts stand in, with the member's vote as the store knows it
 * (read with the session, see hooks/use-member-sync.ts). Voting is optimistic: the counts and the store's liked and
 * disliked lists move at once and move back if the server refuses; choosing the vote already cast takes it back.
 * Guests see the page's counts, and get the prompt.
 */
export function useMixtapeVote(mixtape: Pick<Mixtape, 'id' | 'stats'>) {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const knownVote = useAppStore((s) => (s.isLoggedIn ? mixtapeVote(s, mixtape.id) : null));
  const queryClient = useQueryClient();
  const queryKey = ['mixtapes', mixtape.id, 'vote', userId] as const;
  const fallback: VoteState = { likes: mixtape.stats.likes, dislikes: mixtape.stats.dislikes, vote: knownVote };
  // A guest has no vote of their own, and the page's counts are as fresh as the page: only a member asks.
  const { data } = useQuery({ queryKey, queryFn: async () => (await libraryService()).getVote(mixtape.id), enabled: authReady && userId !== null });
  const state = data ?? fallback;
  // The mixtape's own answer is the newer word: the store (and so the cards) follows it.
  const answered = data === undefined ? undefined : data.vote;
  useEffect(() => {
    if (answered !== undefined && userId !== null) useAppStore.getState().recordVote(mixtape.id, answered);
  }, [answered, userId, mixtape.id]);
  // Optimistic by hand rather than with useMutation: its observer would be the only one on a mixtape page's first
  // load (2 KB), for one call behind a click.
  const vote = async (choice: VoteChoice) => {
    await queryClient.cancelQueries({ queryKey });
    const previous = queryClient.getQueryData<VoteState>(queryKey) ?? state;
    // What the store keeps only while the same member is logged in: a log-out meanwhile has emptied it.
    const record = (next: Vote | null) => {
      const store = useAppStore.getState();
      if (store.isLoggedIn && store.userInfor?.id === userId) store.recordVote(mixtape.id, next);
    };
    const optimistic = applyVote(previous, choice);
    queryClient.setQueryData(queryKey, optimistic);
    record(optimistic.vote);
    try {
      const saved = await (await libraryService()).castVote(mixtape.id, choice);
      queryClient.setQueryData(queryKey, saved);
      record(saved.vote);
      // The Liked page (useLikedPages in hooks/use-library-pages.ts, not imported: its paging stays off the mixtape
      // page's first load) asks again the next time it shows.
      void queryClient.invalidateQueries({ queryKey: ['users', userId, 'liked'] });
    } catch (error) {
      queryClient.setQueryData(queryKey, previous);
      record(previous.vote);
      console.error('Could not save your vote', error);
      useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
    }
  };
  const cast = (choice: Vote) => {
    const store = useAppStore.getState();
    if (!store.isLoggedIn) return store.openMemberPrompt('vote');
    void vote(state.vote === choice ? 'none' : choice);
  };
  return { ...state, cast };
}
