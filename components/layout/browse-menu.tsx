import { useId, useState } from 'react';
import { CssButton, CssIconButton } from '@/components/common/css-button';
import { MenuIcon } from '@/components/common/icons';
import { loadWithMui } from '@/components/common/with-mui';
import styles from './browse-menu.module.css';

// The menu (MUI's Menu) loads on intent, as the account menu does: pointing at or focusing the button starts it, so
// it is there by the click. The button itself is plain, and costs the page's first load next to nothing.
const loadMenu = () => import('./browse-menu-list');
const BrowseMenuList = loadWithMui(() => loadMenu().then((m) => m.BrowseMenuList));
const warmUpMenu = () => {
  void loadMenu();
  void import('@/components/common/mui-provider');
};

const BROWSE_LABEL = 'Browse';

/**
 * The header's way to the catalog's indexes (Genres, Charts, Artists, DJs, Podcasts): a menu of links, behind a
 * `Browse` button on wide screens and a menu icon on phones (each shown at its widths only, see the CSS).
 */
export function BrowseMenu({ variant }: { variant: 'text' | 'icon' }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays its transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const button = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': !!anchor,
    'aria-controls': anchor ? menuId : undefined,
    onPointerEnter: warmUpMenu,
    onFocus: warmUpMenu,
    onClick: (event: { currentTarget: HTMLElement }) => {
      setAnchor(event.currentTarget);
      setOpened(true);
    },
  };
  return (
    <span className={styles[variant]}>
      {variant === 'text' ? (
        <CssButton {...button}>{BROWSE_LABEL}</CssButton>
      ) : (
        <CssIconButton aria-label={BROWSE_LABEL} {...button}>
          <MenuIcon />
        </CssIconButton>
      )}
      {opened && <BrowseMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </span>
  );
}
