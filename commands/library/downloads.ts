import type { Mixtape, Track } from '@/lib/contracts/catalog';
import type { HistoryBody } from '@/lib/contracts/library';
import { reportMixtapeDownload, reportTrackDownload } from '@/services/common/analytics';
import { apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { startFileDownload } from '@/services/common/file-download';
import { errorDetails, sendLog } from '@/services/common/logs';
import { libraryService } from '@/services/library';
import { useAppStore } from '@/store';
import { buyMixtape, member, showError } from '@/commands/common/member';

// Downloads (see docs/product.md, Your library), the library's commands that load on the first press
// (commands/library/library.ts): the API hands out a signed link, the browser follows it, and the download goes to the
// member's history.

/** The downloads' error logs of docs/product.md, Analytics events and logs, word for word. */
const DOWNLOAD_LOGS = {
  guestDownload: 'failed to download track as a guest',
  memberDownload: 'failed to download track as a member',
} as const;

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
export async function downloadTracks(tracks: Track[]): Promise<void> {
  const loggedIn = useAppStore.getState().isLoggedIn;
  for (const track of tracks) {
    if (!loggedIn && !track.guestDownload) return void member('download');
    try {
      const { download_url } = await (await libraryService()).requestDownload('tracks', track.id);
      startFileDownload(download_url);
    } catch (error) {
      const text = loggedIn ? DOWNLOAD_LOGS.memberDownload : DOWNLOAD_LOGS.guestDownload;
      sendLog({ text, level: 'error', subfeature: 'downloads', ...errorDetails(error), extra: { status: apiErrorStatus(error), track_id: track.id } });
      return showError(error);
    }
    reportTrackDownload(track);
    if (loggedIn) recordHistory({ action: 'download', item_id: track.id, item_type: 'track' });
  }
}

/**
 * A mixtape's zip, for a member (commands/library/library.ts has asked a guest to log in); a paid one for its buyers and premium
 * members, which the API decides: its 403 says why ("Buy this mixtape or go premium to download it."), and the alert
 * offers Buy.
 */
export async function downloadMixtape(mixtape: Mixtape): Promise<void> {
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
