import type { Paged } from '@/lib/contracts/common';
import type { FavoriteKind, Vote } from '@/lib/contracts/library';
import { libraryService } from './index';

// Every id of the member's sets, read after a log-in (hooks/account/use-member-sync.ts) into their queries
// (services/common/member-ids.ts). Loaded on demand: a guest's visit never needs it.

const PAGE = 100;

/** Every id of a list, newest first, a page of 100 at a time. */
async function allIds(read: (page: number) => Promise<Paged<{ id: number }>>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await read(page);
    ids.push(...data.map((item) => item.id));
    if (page >= meta.pageCount) return ids;
  }
}

/** Every id of one kind of the member's favorites. */
export const allFavoriteIds = async (kind: FavoriteKind) => {
  const service = await libraryService();
  return allIds((page) => service.getFavorites(kind, page, PAGE));
};

/** Every mixtape the member liked (or disliked), newest vote first. */
export const allVotedIds = async (vote: Vote) => {
  const service = await libraryService();
  return allIds((page) => service.getVoted(vote, page, PAGE));
};
