import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Paged } from '@/lib/contracts/common';
import type { Playlist } from '@/lib/contracts/playlists';
import { playlistService } from '@/services/playlists';
import { useAppStore } from '@/store';

const TAKE = 20;

type Pages = InfiniteData<Paged<Playlist>, number>;

// Under 'users' and keyed by the member, as the path is: a 401 here while logged in forces a logout, and the
// log-out forgets it (services/common/query-client.ts), so one member's playlists never show to the next.
const userPlaylistsKey = (userId: number) => ['users', userId, 'playlists'] as const;

const userPlaylistsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: userPlaylistsKey(userId),
    queryFn: async ({ pageParam }) => (await playlistService()).getUserPlaylists(pageParam, TAKE),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Playlist>) => (last.meta.page < last.meta.pageCount ? last.meta.page + 1 : undefined),
    staleTime: 30_000,
  });

/**
 * Changes the member's playlists as far as loaded, page by page (`first` for the newest page), when loaded: a list
 * not fetched yet has the change when it comes. The total moves by `added` (a new playlist 1, a deleted one -1).
 */
function changeUserPlaylists(queryClient: QueryClient, change: (playlists: Playlist[], first: boolean) => Playlist[], added = 0): void {
  const userId = useAppStore.getState().userInfor?.id;
  if (userId === undefined) return;
  queryClient.setQueryData<Pages>(userPlaylistsKey(userId), (old) =>
    old && {
      ...old,
      pages: old.pages.map((page, index) => ({ data: change(page.data, index === 0), meta: { ...page.meta, total: Math.max(0, page.meta.total + added) } })),
    },
  );
}

/** A playlist just created comes first, as the newest. */
export const prependUserPlaylist = (queryClient: QueryClient, playlist: Playlist) =>
  changeUserPlaylists(queryClient, (data, first) => [...(first ? [playlist] : []), ...data.filter((p) => p.id !== playlist.id)], 1);

export const replaceUserPlaylist = (queryClient: QueryClient, playlist: Playlist) =>
  changeUserPlaylists(queryClient, (data) => data.map((p) => (p.id === playlist.id ? playlist : p)));

export const removeUserPlaylist = (queryClient: QueryClient, id: number) =>
  changeUserPlaylists(queryClient, (data) => data.filter((p) => p.id !== id), -1);

/** The member's playlists, newest first, as far as loaded, with Show More; nothing for a guest (see docs/product.md, Playlists). */
export function useUserPlaylists() {
  const userId = useAppStore((s) => (s.isLoggedIn ? s.userInfor?.id : undefined));
  const query = useInfiniteQuery({ ...userPlaylistsQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const pages = query.data?.pages ?? [];
  const playlists = pages.flatMap((page) => page.data);
  return {
    playlists,
    total: pages.at(-1)?.meta.total ?? playlists.length,
    loaded: query.data !== undefined,
    isLoading: query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
    hasMore: query.hasNextPage,
    isFetchingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
