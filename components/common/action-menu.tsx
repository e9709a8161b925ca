import { PageLink } from '@/components/common/page-link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { pathOnly, type ActionItem } from './action-item';
import { useCurrentPath } from './current-path';
import { useActionAfterClose } from './use-action-after-close';

interface ActionMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  items: ActionItem[];
  label: string;
}

/** The dropdown form of an action list: disabled items stay visible (greyed, with why) so nothing is silently dead. */
export function ActionMenu({ anchorEl, onClose, items, label }: ActionMenuProps) {
  const current = pathOnly(useCurrentPath());
  const { choose, runChosen } = useActionAfterClose();
  return (
    <Menu
      anchorEl={anchorEl}
      open={!!anchorEl}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label }, transition: { onExited: runChosen } }}
    >
      {items.map((item) => {
        const selected = !!item.href && pathOnly(item.href) === current;
        const link = item.href ? { component: PageLink, href: item.href, ...(item.newTab ? { target: '_blank', rel: 'noopener' } : {}) } : {};
        return (
          <MenuItem
            key={item.key ?? item.title}
            disabled={item.disabled}
            selected={selected}
            onClick={() => {
              choose(item.onClick);
              onClose();
            }}
            {...link}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.title} secondary={item.disabled ? item.disabledHint : undefined} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
