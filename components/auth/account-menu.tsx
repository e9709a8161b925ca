import { useId, useState } from 'react';
import NextLink from 'next/link';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useLogout } from '@/hooks/use-auth';
import { useAppStore } from '@/store';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

function UserMenu() {
  const user = useAppStore((s) => s.userInfor);
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  if (!user) return null;
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>{initials(user.fullname || user.username)}</Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.username}</Typography>
          {user.fullname && (
            <Typography variant="body2" color="text.secondary">
              {user.fullname}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={NextLink} href="/account" onClick={close}>
          Account settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The header's account corner: Log In and Sign Up while logged out, the account menu when logged in.
 * Until the stored session is read, the buttons keep their place but stay invisible, so a logged-in
 * visitor never sees them flash.
 */
export function AccountMenu() {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const authReady = useAppStore((s) => s.authReady);
  const openLogin = useAppStore((s) => s.openLogin);
  if (isLoggedIn) return <UserMenu />;
  return (
    <Box sx={{ display: 'flex', gap: 1, visibility: authReady ? 'visible' : 'hidden' }}>
      <Button size="small" onClick={() => openLogin('login')}>
        Log In
      </Button>
      {/* On a phone there is room for one button; the log-in dialog switches to sign-up. */}
      <Button size="small" variant="contained" onClick={() => openLogin('signup')} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        Sign Up
      </Button>
    </Box>
  );
}
