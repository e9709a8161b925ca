import { CssButton } from '@/components/common/css-button';
import { useInstallOffer } from '@/hooks/layout/use-install-offer';
import styles from './install-offer.module.css';

export const INSTALL_OFFER_TITLE = 'Install LMT Mixtapes';
export const INSTALL_OFFER_DETAIL = 'Open it from your home screen or dock, like an app.';

/**
 * The offer to install the site, once, after something played (see docs/product.md, Offline and installing):
 * Install opens the browser's own dialog, Not now closes it, and it never comes back after either. Loaded when due.
 */
export function InstallOffer() {
  const { install, dismiss } = useInstallOffer();
  return (
    <section className={styles.offer} aria-label={INSTALL_OFFER_TITLE}>
      <p className={styles.text}>
        <span className={styles.title}>{INSTALL_OFFER_TITLE}</span>
        <span className={styles.detail}>{INSTALL_OFFER_DETAIL}</span>
      </p>
      <div className={styles.actions}>
        <CssButton onClick={dismiss}>Not now</CssButton>
        <CssButton variant="contained" onClick={install}>
          Install
        </CssButton>
      </div>
    </section>
  );
}
