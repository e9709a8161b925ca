import { useQuery } from '@tanstack/react-query';
import type { FavoriteKind, Vote } from '@/lib/contracts/library';
import { memberIdsOptions } from '@/services/common/member-ids';
import { useAppStore } from '@/store';

// The member's favorites and votes by id, for the hearts and the marks on cards (see docs/product.md, Your library):
// the server's lists, read after each log-in by hooks/account/use-member-sync.ts and changed in place by
// commands/library/favorites.ts and commands/catalog/vote.ts. Readers only read: the member sync alone asks the server.

const NONE: number[] = [];

export const favoriteIdsOptions = (userId: number, kind: FavoriteKind) =>
  memberIdsOptions(userId, `favorite-${kind}`, async () => (await import('@/services/library/all-ids')).allFavoriteIds(kind));

export const votedIdsOptions = (userId: number, vote: Vote) =>
  memberIdsOptions(userId, vote === 'like' ? 'liked' : 'disliked', async () => (await import('@/services/library/all-ids')).allVotedIds(vote));

const useMemberId = () => useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));

/** The member's favorites of one kind by id, newest first; none for a guest. */
export function useFavoriteIds(kind: FavoriteKind): number[] {
  const userId = useMemberId();
  const { data } = useQuery({ ...favoriteIdsOptions(userId ?? 0, kind), enabled: false });
  return (userId !== null && data) || NONE;
}

/** Whether the member keeps this one in their favorites. */
export const useIsFavorite = (kind: FavoriteKind, id: number): boolean => useFavoriteIds(kind).includes(id);

/** The member's vote on a mixtape as last known: 'like', 'dislike', or null (none, or a guest). */
export function useVoteMark(mixtapeId: number): Vote | null {
  const userId = useMemberId();
  const liked = useQuery({ ...votedIdsOptions(userId ?? 0, 'like'), enabled: false }).data;
  const disliked = useQuery({ ...votedIdsOptions(userId ?? 0, 'dislike'), enabled: false }).data;
  if (userId === null) return null;
  if (liked?.includes(mixtapeId)) return 'like';
  return disliked?.includes(mixtapeId) ? 'dislike' : null;
}
