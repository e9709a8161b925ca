import NextLink from 'next/link';
import container from '@/components/common/container.module.css';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${container.container} ${container.xl}`}>
        <div className={styles.row}>
          <p className={styles.notice}>© {new Date().getUTCFullYear()} LMT Mixtapes. Free mixtapes, updated daily.</p>
          <NextLink href="/term-of-use" className={styles.link}>
            Terms of Use
          </NextLink>
          <NextLink href="/privacy" className={styles.link}>
            Privacy Policy
          </NextLink>
        </div>
      </div>
    </footer>
  );
}
