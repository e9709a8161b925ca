import { PageLink } from '@/components/common/page-link';
import { SHORTCUTS_LINK } from '@/components/common/menu-links';
import container from '@/components/common/container.module.css';
import { BROWSE_LINKS, LIST_LINKS } from '@/lib/list-links';
import { useAppStore } from '@/store';
import styles from './footer.module.css';

const SITE_LINKS = [
  { href: '/contact', label: 'Contact' },
  { href: '/dmca', label: 'DMCA' },
  { href: '/term-of-use', label: 'Terms of Use' },
  { href: '/privacy', label: 'Privacy Policy' },
];

export function Footer() {
  const openShortcuts = useAppStore((s) => s.setShortcutsOpen);
  return (
    <footer className={styles.footer}>
      <div className={`${container.container} ${container.xl}`}>
        {[
          { label: 'Browse the catalog', links: BROWSE_LINKS },
          { label: 'Browse mixtapes', links: LIST_LINKS },
        ].map(({ label, links }) => (
          <nav key={label} aria-label={label} className={styles.browse}>
            {links.map((page) => (
              <PageLink key={page.path} href={page.path} className={styles.link}>
                {page.title}
              </PageLink>
            ))}
          </nav>
        ))}
        <div className={styles.row}>
          <p className={styles.notice}>© {new Date().getUTCFullYear()} LMT Mixtapes. Free mixtapes, updated daily.</p>
          {SITE_LINKS.map((link) => (
            <PageLink key={link.href} href={link.href} className={styles.link}>
              {link.label}
            </PageLink>
          ))}
          <button type="button" className={`${styles.link} ${styles.button}`} onClick={() => openShortcuts(true)}>
            {SHORTCUTS_LINK}
          </button>
        </div>
      </div>
    </footer>
  );
}
