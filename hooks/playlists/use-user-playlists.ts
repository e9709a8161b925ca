import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playlistService } from '@/services/playlists';
import { useAppStore } from '@/store';

const TAKE = 20;

// Under 'users' as the path is: a 401 here while logged in forces a logout. Each page fetched goes to the store,
// which replaces the list on page 1 and appends later pages (see docs/product.md, Playlists).
const userPlaylistsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['users', userId, 'playlists', page],
    queryFn: async () => {
      const result = await (await playlistService()).getUserPlaylists(page, TAKE);
      useAppStore.getState().setUserPlaylists(result);
      return result;
    },
    staleTime: 30_000,
  });

/** The member's playlists, as far as loaded, with Show More; nothing for a guest. */
export function useUserPlaylists() {
  const userId = useAppStore((s) => (s.isLoggedIn ? s.userInfor?.id : undefined));
  const playlists = useAppStore((s) => s.userPlaylists);
  const meta = useAppStore((s) => s.userPlaylistsMeta);
  const [page, setPage] = useState(1);
  const query = useQuery({ ...userPlaylistsQueryOptions(userId ?? 0, page), enabled: userId !== undefined });
  return {
    playlists,
    total: meta?.total ?? playlists.length,
    // Loaded once there is a page in the store: a playlist created before the first page came is not the list.
    loaded: meta !== null,
    isLoading: query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
    hasMore: !!meta && meta.page < meta.pageCount,
    isFetchingMore: query.isFetching && page > 1,
    loadMore: () => setPage((meta?.page ?? 1) + 1),
  };
}
