import type { MouseEvent } from 'react';
import styles from './skip-links.module.css';

/** The ids the skip links lead to: the page's `<main>` and the player bar's region. */
export const CONTENT_ID = 'content';
export const PLAYER_ID = 'player';

export const SKIP_TO_CONTENT = 'Skip to content';
export const SKIP_TO_PLAYER = 'Skip to player';

/** Moves focus to the target itself (it has tabindex -1), so the next Tab goes on from there, without a hash in the URL. */
function skipTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * The first tab stops of every page, shown only when focused: past the header to the page, and, while the player
 * is on screen, straight to it (see docs/product.md, Accessibility).
 */
export function SkipLinks({ player }: { player: boolean }) {
  return (
    <div className={styles.links}>
      <a href={`#${CONTENT_ID}`} className={styles.link} onClick={skipTo(CONTENT_ID)}>
        {SKIP_TO_CONTENT}
      </a>
      {player && (
        <a href={`#${PLAYER_ID}`} className={styles.link} onClick={skipTo(PLAYER_ID)}>
          {SKIP_TO_PLAYER}
        </a>
      )}
    </div>
  );
}
