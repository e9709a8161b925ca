import { browserOffline, OFFLINE_ACTION_MESSAGE, type SavedKind, type SaveTarget } from '@/lib/offline';
import { OFFLINE_PREMIUM_MESSAGE, savedKey, savedQuality } from '@/lib/offline-rules';
import { apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { knownPremium } from '@/services/common/member-ids';
import { followEntitlement, listSaves, removeSave, saveCollection, writeEntitlement } from '@/services/library/offline-saves';
import { serviceWorkerSupported, whenControlled } from '@/services/common/service-worker';
import { useAppStore } from '@/store';

// Save offline, for premium members (see docs/product.md, Offline and installing). Loaded on demand by the Save
// offline button and the Downloads screen: nothing of it is part of a page's first load.

export const SAVE_OFFLINE_UPSELL = OFFLINE_PREMIUM_MESSAGE;
export const GO_PREMIUM_LABEL = 'Go Premium';
export const SAVE_FAILED_MESSAGE = 'Saving offline failed. Check your connection and try again.';
export const SAVE_UNSUPPORTED_MESSAGE = 'This browser cannot save music offline.';
export const REMOVED_MESSAGE = 'Removed from your downloads';
export const savedMessage = (title: string) => `"${title}" is saved offline`;

const state = () => useAppStore.getState();

export const offline = {
  /** Reads what this device holds into the store. */
  refresh: async () => state().setOfflineSaves(await listSaves().catch(() => [])),

  /**
   * Save offline: a member without premium is offered it instead (`goPremium` opens it); with the network gone it
   * says so. Progress goes to the store ('Saving… 3 of 12'), and the save then shows as saved.
   */
  save: async (target: SaveTarget, goPremium: () => void): Promise<void> => {
    const s = state();
    const upsell = () => state().showAlert({ message: SAVE_OFFLINE_UPSELL, severity: 'info', action: { label: GO_PREMIUM_LABEL, onClick: goPremium } });
    if (!knownPremium(s)) return upsell();
    if (browserOffline()) return s.showAlert({ message: OFFLINE_ACTION_MESSAGE, severity: 'warning' });
    const key = savedKey(target.kind, target.id);
    if (s.offlineProgress[key]) return;
    const total = target.tracks.length;
    s.setSaveProgress(key, { done: 0, total });
    try {
      // The service worker is what answers the saves offline: without it nothing is kept.
      if (!serviceWorkerSupported() || !(await whenControlled())) return state().showAlert({ message: SAVE_UNSUPPORTED_MESSAGE, severity: 'error' });
      await saveCollection(target, savedQuality(state().streamQuality), (done) => state().setSaveProgress(key, { done, total }));
      await writeEntitlement(knownPremium(state()));
      followEntitlement();
      await offline.refresh();
      state().showAlert({ message: savedMessage(target.title), severity: 'success' });
    } catch (error) {
      // The API refused the links: premium ended since the page learnt of it, or what is saved is taken down or not
      // out; it says which. Anything else is the network's.
      const status = apiErrorStatus(error);
      const message = status !== undefined && status >= 400 && status < 500 ? apiErrorMessage(error) : null;
      if (message === SAVE_OFFLINE_UPSELL) upsell();
      else state().showAlert({ message: message ?? (browserOffline() ? OFFLINE_ACTION_MESSAGE : SAVE_FAILED_MESSAGE), severity: 'error' });
    } finally {
      state().setSaveProgress(key, null);
    }
  },

  /** Removes a save from this device. */
  remove: async (kind: SavedKind, id: number): Promise<void> => {
    await removeSave(kind, id);
    await offline.refresh();
    state().showAlert({ message: REMOVED_MESSAGE, severity: 'info' });
  },
};
