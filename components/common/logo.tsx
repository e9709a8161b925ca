import { PageLink } from '@/components/common/page-link';
import { PRIMARY } from '@/theme/constants';
import styles from './logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className={styles.mark} viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill={PRIMARY} />
      <rect x="10" y="18" width="44" height="28" rx="5" fill="#fff" />
      <circle cx="23" cy="32" r="6" fill={PRIMARY} />
      <circle cx="41" cy="32" r="6" fill={PRIMARY} />
      <rect x="23" y="29" width="18" height="6" fill={PRIMARY} />
    </svg>
  );
}

/** The site's name and mark, leading home. */
export function Logo() {
  return (
    // The name holds the words shown: the two are set apart by a space (drawn narrow), not run together as "LMTmixtapes".
    <PageLink href="/" aria-label="LMT Mixtapes home" className={styles.logo}>
      <LogoMark />
      <span className={styles.name}>
        LMT <span className={styles.accent}>mixtapes</span>
      </span>
    </PageLink>
  );
}
