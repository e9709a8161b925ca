import { AccountMenu } from '@/components/account';
import container from '@/components/common/container.module.css';
import wideOnly from '@/components/common/wide-only.module.css';
import { QueueButton } from '@/components/player';
import { HeaderSearch } from '@/components/catalog';
import { BrowseMenu } from './browse-menu';
import styles from './header.module.css';
import { LibraryButton } from './library-button';
import { Logo } from '@/components/common/logo';
import { OfflineIndicator } from './offline-indicator';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  return (
    <header className={styles.appBar}>
      <div className={`${container.container} ${container.xl}`}>
        <div className={styles.toolbar}>
          <BrowseMenu variant="icon" />
          <Logo />
          <BrowseMenu variant="text" />
          <div className={styles.spacer} data-slot="header-search">
            <HeaderSearch />
          </div>
          <div className={styles.actions} data-slot="header-account">
            {/* The queue is reachable with nothing playing: its empty state offers LMT Radio. */}
            {/* A phone's header has room for the account corner only: the account menu leads to the library there. */}
            <span className={wideOnly.wide}>
              <LibraryButton />
            </span>
            <QueueButton />
            <AccountMenu />
            <ThemeToggle />
          </div>
        </div>
      </div>
      <OfflineIndicator />
    </header>
  );
}
