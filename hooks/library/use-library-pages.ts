import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Paged } from '@/lib/contracts/common';
import type { FollowKind } from '@/lib/contracts/following';
import type { FavoriteKind } from '@/lib/contracts/library';
import { followingService, libraryService } from '@/services/library';
import { paymentsService } from '@/services/payments';
import { useAppStore } from '@/store';

export const LIBRARY_PAGE_SIZE = 20;

const nextPage = (last: Paged<unknown>) => (last.meta.page < last.meta.pageCount ? last.meta.page + 1 : undefined);

const useMemberId = () => useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));

/**
 * A member's list, page after page ('Load more' appends the next). Under 'users' and keyed by the user, so a 401
 * while logged in logs out, and one member's list never shows to the next.
 */
function useMemberPages<T>(name: readonly unknown[], load: (page: number) => Promise<Paged<T>>) {
  const userId = useMemberId();
  const query = useInfiniteQuery({
    queryKey: ['users', userId, ...name],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: userId !== null,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.data) ?? [] };
}

/** The member's favorites of one kind, newest first. */
export const useFavoritePages = <K extends FavoriteKind>(kind: K) =>
  useMemberPages(['favorites', kind], async (page) => (await libraryService()).getFavorites(kind, page, LIBRARY_PAGE_SIZE));

/** What the member played and downloaded, newest first. */
export const useHistoryPages = () => useMemberPages(['history'], async (page) => (await libraryService()).getHistory(page, LIBRARY_PAGE_SIZE));

/** The mixtapes the member bought, newest first (see docs/product.md, Buying). */
export const usePurchasePages = () => useMemberPages(['purchases'], async (page) => (await paymentsService()).getPurchases(page, LIBRARY_PAGE_SIZE));

/** The mixtapes the member liked, newest vote first (hooks/catalog/use-mixtape-vote.ts has it asked again after a vote). */
export const useLikedPages = () => useMemberPages(['liked'], async (page) => (await libraryService()).getVoted('like', page, LIBRARY_PAGE_SIZE));

/**
 * The artists, DJs or podcasts the member follows, the latest followed first (commands/library/follow.ts marks every list
 * under 'following' stale after a follow or an unfollow).
 */
export const useFollowingPages = <K extends FollowKind>(kind: K) =>
  useMemberPages(['following', kind], async (page) => (await followingService()).getFollowing(kind, page, LIBRARY_PAGE_SIZE));

/** The member's feed: the releases of whom they follow, newest first (also marked stale by commands/library/follow.ts). */
export const useFeedPages = () => useMemberPages(['feed'], async (page) => (await followingService()).getFeed(page, LIBRARY_PAGE_SIZE));

/** The newest few items of the member's feed, for the home page's shelf. */
export function useLatestFeed(take: number) {
  const userId = useMemberId();
  return useQuery({
    queryKey: ['users', userId, 'feed', 'latest', take],
    queryFn: async () => (await followingService()).getFeed(1, take),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
