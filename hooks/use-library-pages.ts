import { useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@/lib/contracts/common';
import type { FavoriteKind } from '@/lib/contracts/library';
import { libraryService, paymentsService } from '@/services/on-demand';
import { useAppStore } from '@/store';

export const LIBRARY_PAGE_SIZE = 20;

const nextPage = (last: Paged<unknown>) => (last.meta.page < last.meta.pageCount ? last.meta.page + 1 : undefined);

/**
 * A member's list, page after page ('Load more' appends the next). Under 'users' and keyed by the user, so a 401
 * while logged in logs out, and one member's list never shows to the next.
 */
function useMemberPages<T>(name: readonly unknown[], load: (page: number) => Promise<Paged<T>>) {
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
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

/** The mixtapes the member liked, newest vote first (hooks/use-mixtape-vote.ts has it asked again after a vote). */
export const useLikedPages = () => useMemberPages(['liked'], async (page) => (await libraryService()).getVoted('like', page, LIBRARY_PAGE_SIZE));
