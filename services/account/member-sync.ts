import type { FavoriteKind, Vote } from '@/lib/contracts/library';
import { useAppStore } from '@/store';
import { refusedAfterLogOut } from '@/services/common/auth-session';
import { libraryService } from '@/services/library';
import { paymentsService, premiumService } from '@/services/payments';

// What the server keeps of a member, read into the store after a log-in (hooks/account/use-member-sync.ts). Loaded on
// demand: a guest's visit never needs it, and it stays out of every page's first load.

const PAGE = 100;
// Not the contract's FAVORITE_KINDS: importing a value from the contracts here would evaluate zod in one go, where
// libraryService() spreads that work over several tasks.
const KINDS: readonly FavoriteKind[] = ['tracks', 'mixtapes', 'playlists'];
const VOTES: readonly Vote[] = ['like', 'dislike'];

/** Every id of one kind of the member's favorites, newest first, a page of 100 at a time. */
async function allFavoriteIds(kind: FavoriteKind): Promise<number[]> {
  const service = await libraryService();
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await service.getFavorites(kind, page, PAGE);
    ids.push(...data.map((item) => item.id));
    if (page >= meta.pageCount) return ids;
  }
}

/** Every mixtape the member liked (or disliked), newest vote first, a page of 100 at a time. */
async function allVotedIds(vote: Vote): Promise<number[]> {
  const service = await libraryService();
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await service.getVoted(vote, page, PAGE);
    ids.push(...data.map((mixtape) => mixtape.id));
    if (page >= meta.pageCount) return ids;
  }
}

/**
 * The member's favorites (so hearts follow them to any browser), the mixtapes they liked and disliked (the marks on
 * cards), the mixtapes they bought and their premium (see docs/product.md, Buying) replace what this browser kept,
 * unless `current()` says the member changed meanwhile.
 */
export function syncMember(userId: number, current: () => boolean): void {
  for (const kind of KINDS) {
    allFavoriteIds(kind).then(
      (ids) => current() && useAppStore.getState().setFavorites(kind, ids),
      (error: unknown) => current() && !refusedAfterLogOut(error) && console.error(`Could not load your favorite ${kind}`, error),
    );
  }
  for (const vote of VOTES) {
    allVotedIds(vote).then(
      (ids) => current() && useAppStore.getState().setVotedMixtapes(vote, ids),
      (error: unknown) => current() && !refusedAfterLogOut(error) && console.error(`Could not load your ${vote}s`, error),
    );
  }
  paymentsService()
    .then((service) => service.getPurchasedMixtapeIds())
    .then(
      (ids) => current() && useAppStore.getState().setPurchasedMixtapes(ids),
      (error: unknown) => current() && !refusedAfterLogOut(error) && console.error('Could not load your purchases', error),
    );
  syncPremium(userId, current);
}

/** The member's premium, read again into the store: after a log-in, or when the server showed the store's was stale. */
export function syncPremium(userId: number, current: () => boolean = () => true): void {
  premiumService()
    .then(({ getPremiumStatus }) => getPremiumStatus(userId))
    .then(
      (premium) => current() && useAppStore.getState().setPremium(premium),
      (error: unknown) => current() && !refusedAfterLogOut(error) && console.error('Could not load your premium', error),
    );
}
