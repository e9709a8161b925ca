import { PageLink } from '@/components/common/page-link';
import { CssButton, CssIconButton } from '@/components/common/css-button';
import { CloseIcon } from '@/components/common/icons';
import { useBanner } from '@/hooks/layout/use-banner';
import { useAppStore } from '@/store';
import styles from './banner.module.css';

export const BANNER_TEXT = 'Save favorites, build playlists and download tracks: join free.';
export const BANNER_ACTION = 'Sign up free';
export const BANNER_PREMIUM = 'Go Premium: no ads';

/**
 * The top banner inviting guests to sign up (members never see it). Closing it keeps it away for seven days
 * (see docs/product.md, Banner). Part of the page from the server on, so it never pushes the page down later:
 * lib/banner-script.ts hides it before the first paint for whoever closed it lately or has a session.
 */
export function Banner() {
  const { closed, close } = useBanner();
  const member = useAppStore((s) => s.isLoggedIn);
  const openLogin = useAppStore((s) => s.openLogin);
  if (closed || member) return null;
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <p className={styles.text}>{BANNER_TEXT}</p>
      <span className={styles.actions}>
        <CssButton variant="contained" size="small" onClick={() => openLogin('signup')}>
          {BANNER_ACTION}
        </CssButton>
        <PageLink href="/premium" className={styles.premium}>
          {BANNER_PREMIUM}
        </PageLink>
      </span>
      <span className={styles.close}>
        <CssIconButton size="small" aria-label="Close the banner" onClick={close}>
          <CloseIcon size="small" />
        </CssIconButton>
      </span>
    </aside>
  );
}
