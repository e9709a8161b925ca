import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PageLink } from './page-link';
import styles from './css-button.module.css';

// Buttons of the first screen, in the look of the theme's MUI buttons but drawn by CSS alone
// (css-button.module.css): MUI's ButtonBase, ripple and styling engine stay out of a page's first load.
// Parts loaded on demand keep MUI's Button.

type Size = 'small' | 'medium' | 'large';

// No className: spacing and visibility go on a wrapper, so no two modules compete over one element's rules.
interface CssButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: 'text' | 'outlined' | 'contained';
  size?: Size;
  startIcon?: ReactNode;
  /** Renders a link (PageLink) that looks like the button. */
  href?: string;
}

export function CssButton({ variant = 'text', size = 'medium', startIcon, href, children, type = 'button', ...rest }: CssButtonProps) {
  const classes = [styles.button, styles[variant], size !== 'medium' && styles[size]].filter(Boolean).join(' ');
  const content = (
    <>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
    </>
  );
  if (href) {
    return (
      <PageLink href={href} className={classes}>
        {content}
      </PageLink>
    );
  }
  return (
    <button type={type} className={classes} {...rest}>
      {content}
    </button>
  );
}

interface CssIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** An icon button has no text: its name comes from here. */
  'aria-label': string;
  size?: 'small' | 'medium';
  /** Renders a link (PageLink) that looks like the icon button. */
  href?: string;
}

export function CssIconButton({ size = 'medium', type = 'button', href, ...rest }: CssIconButtonProps) {
  const classes = [styles.iconButton, size === 'small' && styles.small].filter(Boolean).join(' ');
  if (href) {
    return (
      <PageLink href={href} className={classes} aria-label={rest['aria-label']}>
        {rest.children}
      </PageLink>
    );
  }
  return <button type={type} className={classes} {...rest} />;
}
