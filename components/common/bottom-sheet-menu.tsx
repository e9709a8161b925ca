import { PageLink } from '@/components/common/page-link';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { pathOnly, type ActionItem } from './action-item';
import { BottomSheet } from './bottom-sheet';
import { useCurrentPath } from './current-path';
import { useActionAfterClose } from './use-action-after-close';

export interface BottomSheetMenuProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  items: ActionItem[];
  /** The favorites sheet closes by choosing or swiping away: it has no Cancel button. */
  variant?: 'default' | 'favorites';
}

/**
 * The phone's action menu (see docs/product.md, Themes and layout): a sheet from the bottom with an optional
 * title and the items that apply now. Disabled items are left out; the item leading to the current page is
 * highlighted.
 */
export function BottomSheetMenu({ open, onClose, title, items, variant = 'default' }: BottomSheetMenuProps) {
  const current = pathOnly(useCurrentPath());
  const visible = items.filter((item) => !item.disabled);
  const { choose, runChosen } = useActionAfterClose();

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      paper={{ role: 'dialog', 'aria-label': title ?? 'Actions' }}
      onExited={runChosen}
      closeLabel={variant === 'favorites' ? undefined : 'Cancel'}
    >
      <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1 }} aria-hidden />
      {title && (
        <Typography noWrap sx={{ px: 2.5, pt: 1.5, pb: 0.5, fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      <List role="menu" aria-label={title ?? 'Actions'}>
        {visible.map((item) => {
          const selected = !!item.href && pathOnly(item.href) === current;
          const link = item.href ? { component: PageLink, href: item.href, ...(item.newTab ? { target: '_blank', rel: 'noopener' } : {}) } : {};
          return (
            <ListItemButton
              key={item.key ?? item.title}
              role="menuitem"
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={() => {
                choose(item.onClick);
                onClose();
              }}
              {...link}
            >
              <ListItemIcon sx={{ color: selected ? 'primary.main' : undefined }}>{item.icon}</ListItemIcon>
              <ListItemText primary={item.title} />
            </ListItemButton>
          );
        })}
      </List>
    </BottomSheet>
  );
}
