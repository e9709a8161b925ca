import type { Mixtape, Track } from '@/lib/contracts/catalog';
import type { FavoriteKind, HistoryBody } from '@/lib/contracts/library';
import { reportMixtapeDownload, reportTrackDownload } from '@/services/analytics';
import { apiErrorMessage, apiErrorStatus } from '@/services/api-errors';
import { startFileDownload } from '@/services/file-download';
import { errorDetails, sendLog } from '@/services/logs';
import { catalogService, libraryService } from '@/services/on-demand';
import { useAppStore } from '@/store';
import type { MemberPromptReason } from '@/store/auth-slice';
import { player } from './player';

// The member's library as commands, like hooks/player.ts is the player's: favorites, downloads and the history
// they leave (see docs/product.md, Your library). Components call these; the API loads on the first call.

export const FAVORITE_ADDED_MESSAGE = 'Added to Favorites.';
export const FAVORITE_REMOVED_MESSAGE = 'Removed from Favorites.';

/** The error logs of docs/product.md, Analytics events and logs, word for word. */
export const LIBRARY_LOGS = {
  addTrack: 'failed to add track to favorite',
  addTracks: 'failed to add tracks to favorite',
  removeTracks: 'failed to remove tracks to favorite',
  guestDownload: 'failed to download track as a guest',
  memberDownload: 'failed to download track as a member',
} as const;

/** True for a member; a guest gets the prompt to log in or sign up for what they tried. */
function member(reason: MemberPromptReason): boolean {
  const { isLoggedIn, openMemberPrompt } = useAppStore.getState();
  if (!isLoggedIn) openMemberPrompt(reason);
  return isLoggedIn;
}

const showError = (error: unknown) => useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });

function reportFavoriteFailure(kind: FavoriteKind, favorite: boolean, count: number, error: unknown): void {
  if (kind !== 'tracks') {
    // Only the tracks' failures have an error log; the others go to the console (docs/product.md).
    console.error(`Could not ${favorite ? 'add' : 'remove'} favorite ${kind}`, error);
    return;
  }
  const text = !favorite ? LIBRARY_LOGS.removeTracks : count > 1 ? LIBRARY_LOGS.addTracks : LIBRARY_LOGS.addTrack;
  sendLog({ text, level: 'error', subfeature: 'favorites', ...errorDetails(error), extra: { status: apiErrorStatus(error), count } });
}

/**
 * Adds or removes favorites: the local list changes first, then the server is told, one call per item; the items
 * the server refused go back as they were, with an error log (tracks) and an alert.
 */
async function setFavorites(kind: FavoriteKind, ids: number[], favorite: boolean): Promise<void> {
  if (!member('favorite')) return;
  const store = useAppStore.getState();
  const changed = ids.filter((id) => store.favorites[kind].includes(id) !== favorite);
  if (!changed.length) return;
  const apply = favorite ? store.addFavoriteIds : store.removeFavoriteIds;
  const undo = favorite ? store.removeFavoriteIds : store.addFavoriteIds;
  apply(kind, changed);
  const results = await Promise.allSettled(changed.map(async (id) => (await libraryService()).setFavorite(kind, id, favorite)));
  const failed = changed.filter((_, i) => results[i].status === 'rejected');
  if (!failed.length) {
    store.showAlert({ message: favorite ? FAVORITE_ADDED_MESSAGE : FAVORITE_REMOVED_MESSAGE, severity: favorite ? 'success' : 'info' });
    return;
  }
  undo(kind, failed);
  const error = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
  reportFavoriteFailure(kind, favorite, changed.length, error);
  showError(error);
}

/** Records a download in the member's history; a failure there must not spoil the download. */
function recordHistory(entry: HistoryBody): void {
  void libraryService()
    .then((service) => service.addHistory(entry))
    .catch((error: unknown) => console.error('Could not record the download in your history', error));
}

/**
 * Downloads tracks one after the other, one file each. A guest may download only tracks that allow it: the
 * first that does not opens the prompt and stops there. A failure is logged and alerted, and stops there too.
 */
async function downloadTracks(tracks: Track[]): Promise<void> {
  const loggedIn = useAppStore.getState().isLoggedIn;
  for (const track of tracks) {
    if (!loggedIn && !track.guestDownload) return void member('download');
    try {
      const { download_url } = await (await libraryService()).requestDownload('tracks', track.id);
      startFileDownload(download_url);
    } catch (error) {
      const text = loggedIn ? LIBRARY_LOGS.memberDownload : LIBRARY_LOGS.guestDownload;
      sendLog({ text, level: 'error', subfeature: 'downloads', ...errorDetails(error), extra: { status: apiErrorStatus(error), track_id: track.id } });
      return showError(error);
    }
    reportTrackDownload(track);
    if (loggedIn) recordHistory({ action: 'download', item_id: track.id, item_type: 'track' });
  }
}

/** Opens the purchase dialog of a paid mixtape (see docs/product.md, Buying); a guest is asked to log in first. */
function buyMixtape(mixtape: Mixtape): void {
  if (member('buy')) useAppStore.getState().openPurchase(mixtape);
}

/**
 * A mixtape's zip, for members; a paid one for its buyers and premium members, which the API decides: its 403 says
 * why ("Buy this mixtape or go premium to download it."), and the alert offers Buy.
 */
async function downloadMixtape(mixtape: Mixtape): Promise<void> {
  if (!member('download')) return;
  try {
    const { download_url } = await (await libraryService()).requestDownload('mixtapes', mixtape.id);
    startFileDownload(download_url);
  } catch (error) {
    if (apiErrorStatus(error) === 403 && mixtape.price) {
      return useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'info', action: { label: 'Buy', onClick: () => buyMixtape(mixtape) } });
    }
    console.error('Could not download the mixtape', error);
    return showError(error);
  }
  reportMixtapeDownload(mixtape.id);
  recordHistory({ action: 'download', item_id: mixtape.id, item_type: 'mixtape' });
}

/** Plays a mixtape from the start (from the library's lists, which hold the mixtape without its tracks). */
async function playMixtape(id: number): Promise<void> {
  try {
    player.playTracks(await (await catalogService()).getMixtapeQueue(id), 0, { shuffle: false });
  } catch (error) {
    showError(error);
  }
}

export const library = {
  playMixtape,
  toggleFavorite: (kind: FavoriteKind, id: number) => setFavorites(kind, [id], !useAppStore.getState().favorites[kind].includes(id)),
  /** The queue toolbar's Add/Remove Favorites: removes the tracks when all are favorites, else adds the others. */
  toggleFavoriteTracks: (ids: number[]) => {
    const favorites = useAppStore.getState().favorites.tracks;
    return setFavorites('tracks', ids, !ids.every((id) => favorites.includes(id)));
  },
  downloadTracks,
  downloadMixtape,
  buyMixtape,
};
