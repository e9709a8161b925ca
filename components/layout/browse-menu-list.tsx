import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { pathOnly } from '@/components/common/action-item';
import { useCurrentPath } from '@/components/common/current-path';
import { PageLink } from '@/components/common/page-link';
import { BROWSE_LINKS } from '@/lib/list-links';

interface BrowseMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The Browse menu's links, loaded when first wanted (components/layout/browse-menu.tsx); the current page's marked. */
export function BrowseMenuList({ id, anchor, onClose }: BrowseMenuListProps) {
  const current = pathOnly(useCurrentPath());
  return (
    // Its paper is a landmark of its own: the menu opens in a portal at the end of <body>, outside the page's landmarks.
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      slotProps={{ paper: { component: 'nav', 'aria-label': 'Browse' }, list: { 'aria-label': 'Browse' } }}
    >
      {BROWSE_LINKS.map(({ path, title }) => (
        <MenuItem key={path} component={PageLink} href={path} onClick={onClose} selected={path === current} aria-current={path === current ? 'page' : undefined}>
          {title}
        </MenuItem>
      ))}
    </Menu>
  );
}
