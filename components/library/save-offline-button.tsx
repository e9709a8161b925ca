import { useEffect } from 'react';
import { useRouter } from 'next/compat/router';
import { CssButton } from '@/components/common/css-button';
import type { SaveTarget } from '@/lib/offline';
import { savedKey, savingLabel } from '@/lib/offline-rules';
import { useAppStore } from '@/store';
import { DownloadForOfflineIcon, OfflinePinIcon } from './offline-icons';
import styles from './save-offline-button.module.css';

export const SAVE_OFFLINE_LABEL = 'Save offline';
export const SAVED_OFFLINE_LABEL = 'Saved offline';
export const REMOVE_OFFLINE_LABEL = 'Remove';

// Saving's code (Cache Storage, the service worker) loads on a click, or after the page for a member's saves.
const loadOffline = () => import('@/commands/library/offline');

/**
 * Save offline on a mixtape's or playlist's page (see docs/product.md, Offline and installing): for a premium
 * member it keeps the tracks on the device with its progress ('Saving… 3 of 12'), then reads 'Saved offline' with
 * Remove; anyone else is offered premium. No MUI: it is on the page's first screen.
 */
export function SaveOfflineButton({ target }: { target: SaveTarget }) {
  const key = savedKey(target.kind, target.id);
  const progress = useAppStore((s) => s.offlineProgress[key]);
  const saved = useAppStore((s) => !!s.offlineSaves?.some((save) => save.kind === target.kind && save.id === target.id));
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const router = useRouter();

  // A member's saves on this device, read once the page is up: whether this one is among them.
  useEffect(() => {
    if (!isLoggedIn || typeof caches === 'undefined' || useAppStore.getState().offlineSaves !== null) return;
    void loadOffline().then(({ offline }) => offline.refresh());
  }, [isLoggedIn]);

  if (progress) {
    return (
      <span className={styles.state} role="status">
        <DownloadForOfflineIcon />
        {savingLabel(progress.done, progress.total)}
      </span>
    );
  }
  if (saved) {
    return (
      <span className={styles.group}>
        <span className={`${styles.state} ${styles.saved}`}>
          <OfflinePinIcon />
          {SAVED_OFFLINE_LABEL}
        </span>
        <CssButton size="large" onClick={() => void loadOffline().then(({ offline }) => offline.remove(target.kind, target.id))}>
          {REMOVE_OFFLINE_LABEL}
        </CssButton>
      </span>
    );
  }
  return (
    <CssButton
      variant="outlined"
      size="large"
      disabled={target.tracks.length === 0}
      startIcon={<DownloadForOfflineIcon />}
      onClick={() => void loadOffline().then(({ offline }) => offline.save(target, () => void router?.push('/premium')))}
    >
      {SAVE_OFFLINE_LABEL}
    </CssButton>
  );
}
