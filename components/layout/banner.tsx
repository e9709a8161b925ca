import { CssButton, CssIconButton } from '@/components/common/css-button';
import { CloseIcon } from '@/components/common/icons';
import { useBanner } from '@/hooks/use-banner';
import { useAppStore } from '@/store';
import styles from './banner.module.css';

export const BANNER_TEXT = 'Save favorites, build playlists and download tracks: join free.';
export const BANNER_ACTION = 'Sign up free';

/**
 * The top banner inviting guests to sign up (members never see it). Closing it keeps it away for seven days
 * (see docs/product.md, Banner). It lies over the top of the page instead of pushing it down: it can only appear
 * after the page is drawn (local storage and the session are read in the browser), and nothing may move then.
 */
export function Banner() {
  const { closed, close } = useBanner();
  const guest = useAppStore((s) => s.authReady && !s.isLoggedIn);
  const openLogin = useAppStore((s) => s.openLogin);
  if (closed || !guest) return null;
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <p className={styles.text}>{BANNER_TEXT}</p>
      <CssButton variant="contained" size="small" onClick={() => openLogin('signup')}>
        {BANNER_ACTION}
      </CssButton>
      <span className={styles.close}>
        <CssIconButton size="small" aria-label="Close the banner" onClick={close}>
          <CloseIcon size="small" />
        </CssIconButton>
      </span>
    </aside>
  );
}
