import { CssIconButton } from '@/components/common/css-button';
import { Hint } from '@/components/common/hint';
import { QueueMusicIcon } from '@/components/common/icons';
import { player } from '@/hooks/player';
import { useAppStore } from '@/store';
import styles from './queue-button.module.css';

const MAX_SHOWN = 99;

/**
 * Opens the queue, with the number of queued tracks. In the header, on the first screen, so drawn without MUI
 * (a CSS hint for a tooltip, a CSS badge); the player bar shows its hint above.
 */
export function QueueButton({ hintPlacement = 'bottom' }: { hintPlacement?: 'bottom' | 'top' }) {
  const count = useAppStore((s) => s.queue.length);
  return (
    <Hint title="Queue" placement={hintPlacement}>
      <CssIconButton aria-label="Open queue" onClick={player.openQueue}>
        <span className={styles.badgeAnchor}>
          <QueueMusicIcon />
          <span className={count > 0 ? styles.badge : `${styles.badge} ${styles.empty}`}>{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count || ''}</span>
        </span>
      </CssIconButton>
    </Hint>
  );
}
