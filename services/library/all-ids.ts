import type { FavoriteKind, Vote } from '@/lib/contracts/library';
import { libraryService } from './index';

// Every id of the member's sets, read after a log-in (hooks/account/use-member-sync.ts) into their queries
// (services/common/member-ids.ts). Loaded on demand: a guest's visit never needs it.

const PAGE = 100;

/** Every id of one kind of the member's favorites, newest first, a page of 100 at a time. */
export async function allFavoriteIds(kind: FavoriteKind): Promise<number[]> {
  const service = await libraryService();
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await service.getFavorites(kind, page, PAGE);
    ids.push(...data.map((item) => item.id));
    if (page >= meta.pageCount) return ids;
  }
}

/** Every mixtape the member liked (or disliked), newest vote first, a page of 100 at a time. */
export async function allVotedIds(vote: Vote): Promise<number[]> {
  const service = await libraryService();
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await service.getVoted(vote, page, PAGE);
    ids.push(...data.map((mixtape) => mixtape.id));
    if (page >= meta.pageCount) return ids;
  }
}
