import type { ReactNode } from 'react';
import styles from './hint.module.css';

interface HintProps {
  /** The hint's text. It is shown, not announced: the control names itself (aria-label), as with MUI's Tooltip. */
  title: string;
  /** 'end' for a control at the screen's right edge: the hint then opens leftwards. */
  align?: 'center' | 'end';
  /** 'top' for a control at the bottom of the screen (the player bar). */
  placement?: 'bottom' | 'top';
  children: ReactNode;
}

/**
 * A tooltip for the first screen, in CSS alone (hint.module.css): shown on hover (where there is hover) and on
 * keyboard focus. Controls behind a click keep MUI's Tooltip; this one costs no JavaScript at page load.
 */
export function Hint({ title, align = 'center', placement = 'bottom', children }: HintProps) {
  const bubble = [styles.bubble, align === 'end' && styles.end, placement === 'top' && styles.top].filter(Boolean).join(' ');
  return (
    <span className={styles.anchor}>
      {children}
      <span className={bubble} aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
