import type { QueryClient } from '@tanstack/react-query';
import type { FavoriteKind } from '@/lib/contracts/library';
import { apiErrorStatus } from '@/services/common/api-errors';
import { errorDetails, sendLog } from '@/services/common/logs';
import { knownIds, memberIdsKey, withIds, withoutIds } from '@/services/common/member-ids';
import { libraryService } from '@/services/library';
import { useAppStore } from '@/store';
import { showError } from '@/commands/common/member';

// Favorites as the member changes them, loaded by commands/library/library.ts with the first change.

export const FAVORITE_ADDED_MESSAGE = 'Added to Favorites.';
export const FAVORITE_REMOVED_MESSAGE = 'Removed from Favorites.';

/** The favorites' error logs of docs/product.md, Analytics events and logs, word for word. */
const FAVORITE_LOGS = {
  addTrack: 'failed to add track to favorite',
  addTracks: 'failed to add tracks to favorite',
  removeTracks: 'failed to remove tracks to favorite',
} as const;

function reportFavoriteFailure(kind: FavoriteKind, favorite: boolean, count: number, error: unknown): void {
  if (kind !== 'tracks') {
    // Only the tracks' failures have an error log; the others go to the console (docs/product.md).
    console.error(`Could not ${favorite ? 'add' : 'remove'} favorite ${kind}`, error);
    return;
  }
  const text = !favorite ? FAVORITE_LOGS.removeTracks : count > 1 ? FAVORITE_LOGS.addTracks : FAVORITE_LOGS.addTrack;
  sendLog({ text, level: 'error', subfeature: 'favorites', ...errorDetails(error), extra: { status: apiErrorStatus(error), count } });
}

/**
 * Adds or removes a member's favorites: their list (the query of hooks/library/use-member-marks.ts) changes first, then
 * the server is told, one call per item; the items the server refused go back as they were, with an error log (tracks)
 * and an alert.
 */
export async function setFavorites(queryClient: QueryClient, kind: FavoriteKind, ids: number[], favorite: boolean): Promise<void> {
  const store = useAppStore.getState();
  if (!store.userInfor) return;
  const set = `favorite-${kind}` as const;
  const queryKey = memberIdsKey(store.userInfor.id, set);
  const known = knownIds(queryClient, store.userInfor.id, set);
  const changed = ids.filter((id) => known.includes(id) !== favorite);
  if (!changed.length) return;
  const apply = favorite ? withIds : withoutIds;
  const undo = favorite ? withoutIds : withIds;
  queryClient.setQueryData<number[]>(queryKey, (old = known) => apply(old, changed));
  const results = await Promise.allSettled(changed.map(async (id) => (await libraryService()).setFavorite(kind, id, favorite)));
  const failed = changed.filter((_, i) => results[i].status === 'rejected');
  if (!failed.length) {
    store.showAlert({ message: favorite ? FAVORITE_ADDED_MESSAGE : FAVORITE_REMOVED_MESSAGE, severity: favorite ? 'success' : 'info' });
    return;
  }
  queryClient.setQueryData<number[]>(queryKey, (old = known) => undo(old, failed));
  const error = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
  reportFavoriteFailure(kind, favorite, changed.length, error);
  showError(error);
}
