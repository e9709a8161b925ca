import styles from './tag.module.css';

/** The tag on a mixtape marked explicit (see docs/product.md, Age question). */
export const EXPLICIT_LABEL = 'Explicit';
/** The tag on a mixtape the member bought (see docs/product.md, Buying). */
export const PURCHASED_LABEL = 'Purchased';
/** The tag on a paid mixtape for a premium member, who is never offered Buy (see docs/product.md, Buying). */
export const INCLUDED_LABEL = 'Included with Premium';

interface TagProps {
  label: string;
  /** Filled in the primary or warning colour, or outlined. */
  look?: 'primary' | 'warning' | 'outlined';
  bold?: boolean;
}

/**
 * A small label in the shape of MUI's small Chip, for the first screen's "Featured" and "Premiere": a Chip is a
 * button-ready component (ripple, delete icon) that costs JavaScript at page load for a word that does nothing.
 */
export function Tag({ label, look = 'primary', bold = false }: TagProps) {
  return <span className={[styles.tag, styles[look], bold && styles.bold].filter(Boolean).join(' ')}>{label}</span>;
}
