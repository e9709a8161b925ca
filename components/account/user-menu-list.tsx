import { PageLink } from '@/components/common/page-link';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DOWNLOADS_LINK, FOLLOWING_LINK, LIBRARY_LINKS } from '@/components/common/menu-links';
import { SHORTCUTS_LINK } from '@/components/common/menu-links';
import type { Me } from '@/lib/contracts/auth';
import { useHasPremium } from '@/hooks/payments';
import { useAppStore } from '@/store';

interface UserMenuListProps {
  id: string;
  user: Pick<Me, 'username' | 'fullname'>;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
  onShortcuts: () => void;
}

/** The logged-in user's menu, loaded when first wanted (components/account/account-menu.tsx). */
export function UserMenuList({ id, user, anchor, onClose, onLogout, onShortcuts }: UserMenuListProps) {
  const premium = useHasPremium();
  const creator = useAppStore((s) => !!s.userInfor?.roles?.includes('creator'));
  const team = useAppStore((s) => !!s.userInfor?.roles?.some((role) => role === 'moderator' || role === 'admin'));
  return (
    // Its paper is a landmark of its own: the menu opens in a portal at the end of <body>, outside the page's landmarks.
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} slotProps={{ paper: { component: 'nav', 'aria-label': 'Account' } }}>
      <Box sx={{ px: 2, py: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.username}</Typography>
          {premium && <Chip label="Premium" size="small" sx={{ height: 20, fontWeight: 700, bgcolor: '#f2c14e', color: '#1a1400' }} />}
        </Box>
        {user.fullname && (
          <Typography variant="body2" color="textSecondary">
            {user.fullname}
          </Typography>
        )}
      </Box>
      <Divider />
      {[...LIBRARY_LINKS, FOLLOWING_LINK, DOWNLOADS_LINK].map(({ href, label }) => (
        <MenuItem key={href} component={PageLink} href={href} onClick={onClose}>
          {label}
        </MenuItem>
      ))}
      <Divider />
      {creator && (
        <MenuItem component={PageLink} href="/studio" onClick={onClose}>
          Studio
        </MenuItem>
      )}
      {team && (
        <MenuItem component={PageLink} href="/admin" onClick={onClose}>
          Console
        </MenuItem>
      )}
      <MenuItem component={PageLink} href="/premium" onClick={onClose}>
        {premium ? 'Premium' : 'Go Premium'}
      </MenuItem>
      <MenuItem component={PageLink} href="/account" onClick={onClose}>
        Account settings
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onShortcuts();
        }}
      >
        {SHORTCUTS_LINK}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        Log out
      </MenuItem>
    </Menu>
  );
}
