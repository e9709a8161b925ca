import { CssButton } from '@/components/common/css-button';
import { DOWNLOADS_PAGE } from '@/lib/offline-rules';
import { CloudOffIcon } from './offline-icons';
import styles from './offline-screen.module.css';

export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_TEXT = 'This page needs the network. What you saved offline plays from Downloads.';

/**
 * What the service worker answers for a page never visited while the network is gone (see docs/product.md, Offline
 * and installing). Plain elements: it must show from the cache even when its scripts are not there.
 */
export function OfflineScreen() {
  return (
    <div className={styles.screen}>
      <span className={styles.icon}>
        <CloudOffIcon size={48} />
      </span>
      <h1 className={styles.title}>{OFFLINE_TITLE}</h1>
      <p className={styles.text}>{OFFLINE_TEXT}</p>
      <CssButton variant="contained" size="large" href={DOWNLOADS_PAGE}>
        Go to Downloads
      </CssButton>
    </div>
  );
}
