import { useOnline } from '@/hooks/layout/use-online';
import styles from './offline-indicator.module.css';

export const OFFLINE_INDICATOR_TEXT = "You're offline";

/**
 * Says so while the browser has no network (see docs/product.md, Offline and installing): what was saved still
 * plays, and what needs the network says it when asked. A live region, so a screen reader hears the change.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && <p className={styles.indicator}>{OFFLINE_INDICATOR_TEXT}</p>}
    </div>
  );
}
