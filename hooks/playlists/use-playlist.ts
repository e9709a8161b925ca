import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaylistDetail } from '@/lib/contracts/playlists';
import { apiErrorStatus } from '@/services/common/api-errors';
import { playlistService } from '@/services/playlists';
import { useAppStore } from '@/store';

// Keyed by the viewer too: a private playlist is its owner's alone, and what a guest was told (404) must not
// stand for the member who logs in next.
export const playlistQueryKey = (slug: string, viewerId: number) => ['playlists', 'slug', slug, viewerId] as const;

const playlistQueryOptions = (slug: string, viewerId: number) =>
  queryOptions({
    queryKey: playlistQueryKey(slug, viewerId),
    queryFn: async () => (await playlistService()).getPlaylist(slug),
    staleTime: 30_000,
  });

/**
 * A playlist with its tracks, by slug. A public one comes rendered with the page (`initial`), the same for every
 * viewer; a private one is asked for once the session is known, with the owner's token.
 */
export function usePlaylist(slug: string, initial: PlaylistDetail | null) {
  const authReady = useAppStore((s) => s.authReady);
  const viewerId = useAppStore((s) => s.userInfor?.id ?? 0);
  const query = useQuery({ ...playlistQueryOptions(slug, viewerId), enabled: authReady || !!initial, initialData: initial ?? undefined });
  return { ...query, notFound: !query.data && apiErrorStatus(query.error) === 404 };
}
