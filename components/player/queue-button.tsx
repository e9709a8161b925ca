import { CssIconButton } from '@/components/common/css-button';
import { Hint } from '@/components/common/hint';
import { QueueMusicIcon } from '@/components/common/icons';
import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';
import styles from './queue-button.module.css';

const MAX_SHOWN = 99;

function queueButtonName(count: number, shown: string): string {
  if (!count) return 'Open queue';
  return `Open queue, ${shown} ${count === 1 ? 'track' : 'tracks'}`;
}

/**
 * Opens the queue, with the number of queued tracks. In the header, on the first screen, so drawn without MUI
 * (a CSS hint for a tooltip, a CSS badge); the player bar shows its hint above.
 */
export function QueueButton({ hintPlacement = 'bottom' }: { hintPlacement?: 'bottom' | 'top' }) {
  const count = useAppStore((s) => s.queue.length);
  const shown = count > MAX_SHOWN ? `${MAX_SHOWN}+` : count ? String(count) : '';
  return (
    <Hint title="Queue" placement={hintPlacement}>
      {/* The name holds the badge's number, as a person sees it: 'Open queue, 7 tracks'. */}
      <CssIconButton aria-label={queueButtonName(count, shown)} onClick={player.openQueue}>
        <span className={styles.badgeAnchor}>
          <QueueMusicIcon />
          <span className={count > 0 ? styles.badge : `${styles.badge} ${styles.empty}`}>{shown}</span>
        </span>
      </CssIconButton>
    </Hint>
  );
}
