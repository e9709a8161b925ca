import { useRef } from 'react';
import NextLink from 'next/link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { pathOnly, type ActionItem } from './action-item';
import { useCurrentPath } from './current-path';

interface ActionMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  items: ActionItem[];
  label: string;
}

/** The dropdown form of an action list: disabled items stay visible (greyed, with why) so nothing is silently dead. */
export function ActionMenu({ anchorEl, onClose, items, label }: ActionMenuProps) {
  const current = pathOnly(useCurrentPath());
  const chosen = useRef<(() => void) | null>(null);
  // The action runs once the menu is gone: MUI re-hides the page from screen readers when a nested modal
  // closes, which would hide an alert the action raised while the menu was still closing.
  const runChosen = () => {
    const action = chosen.current;
    chosen.current = null;
    action?.();
  };
  return (
    <Menu
      anchorEl={anchorEl}
      open={!!anchorEl}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label }, transition: { onExited: runChosen } }}
    >
      {items.map((item) => {
        const selected = !!item.href && pathOnly(item.href) === current;
        const link = item.href ? { component: NextLink, href: item.href, ...(item.newTab ? { target: '_blank', rel: 'noopener' } : {}) } : {};
        return (
          <MenuItem
            key={item.key ?? item.title}
            disabled={item.disabled}
            selected={selected}
            onClick={() => {
              chosen.current = item.onClick ?? null;
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
