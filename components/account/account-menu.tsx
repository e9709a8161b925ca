import { useId, useState } from 'react';
import { CssButton, CssIconButton } from '@/components/common/css-button';
import wideOnly from '@/components/common/wide-only.module.css';
import { loadWithMui } from '@/components/common/with-mui';
import { useLogout } from '@/hooks/account/use-auth-session';
import { useHasPremium } from '@/hooks/payments';
import { useAppStore } from '@/store';
import styles from './account-menu.module.css';

// The menu (MUI's Menu, Popover and Modal) loads on intent: pointing at or focusing the avatar starts it, so it
// is there by the click. The avatar itself renders at once, so a logged-in visitor sees it without a wait.
const loadMenu = () => import('./user-menu-list');
const UserMenuList = loadWithMui(() => loadMenu().then((m) => m.UserMenuList));
const warmUpMenu = () => {
  void loadMenu();
  void import('@/components/common/mui-provider');
};

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export const PREMIUM_BADGE = 'Premium';

function UserMenu() {
  const user = useAppStore((s) => s.userInfor);
  const premium = useHasPremium();
  const logout = useLogout();
  const openShortcuts = useAppStore((s) => s.setShortcutsOpen);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays its transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  if (!user) return null;
  const letters = initials(user.fullname || user.username);
  return (
    <>
      <CssIconButton
        // The name holds what the button shows: the initials, and the badge of a premium member.
        aria-label={`Account menu, ${letters}${premium ? ` ${PREMIUM_BADGE}` : ''}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={warmUpMenu}
        onFocus={warmUpMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <span className={styles.avatar} data-premium={premium || undefined}>
          {letters}
        </span>
        {premium && ' '}
        {premium && <span className={styles.badge}>{PREMIUM_BADGE}</span>}
      </CssIconButton>
      {opened && <UserMenuList id={menuId} user={user} anchor={anchor} onClose={close} onLogout={logout} onShortcuts={() => openShortcuts(true)} />}
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
    // Inline, not a class: hidden from the very first paint and from assistive technology alike.
    <div className={styles.buttons} style={authReady ? undefined : { visibility: 'hidden' }}>
      <CssButton size="small" onClick={() => openLogin('login')}>
        Log In
      </CssButton>
      {/* On a phone there is room for one button; the log-in dialog switches to sign-up. */}
      <span className={wideOnly.wide}>
        <CssButton size="small" variant="contained" onClick={() => openLogin('signup')}>
          Sign Up
        </CssButton>
      </span>
    </div>
  );
}
