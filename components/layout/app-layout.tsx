import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/compat/router';
import Box from '@mui/material/Box';
import { useAppStore } from '@/store';
import { MINI_PLAYER_HEIGHT, PLAYER_BAR_HEIGHT } from '@/theme/theme';
import { Footer } from './footer';
import { Header } from './header';

// The account dialogs, the player and the queue are loaded when first wanted, not with every page: most
// visits never open them, and they carry the forms, the drag-and-drop and the player's controls.
const AuthDialogs = dynamic(() => import('@/components/auth/auth-dialogs').then((m) => m.AuthDialogs), { ssr: false });
const Player = dynamic(() => import('@/components/player/player').then((m) => m.Player), { ssr: false });
const QueueDialog = dynamic(() => import('@/components/queue/queue-dialog').then((m) => m.QueueDialog), { ssr: false });
// The alert bar (Snackbar, Alert) too: no page load shows an alert, and the first one comes after some action.
const AlertBar = dynamic(() => import('./alert-bar').then((m) => m.AlertBar), { ssr: false });

/** True from the first time `wanted` is: a part loaded on demand then stays mounted, for its closing transition. */
function useWantedOnce(wanted: boolean): boolean {
  const [seen, setSeen] = useState(wanted);
  if (wanted && !seen) setSeen(true);
  return seen || wanted;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const isActive = useAppStore((s) => s.isActive || s.handedOff);
  const authWanted = useWantedOnce(useAppStore((s) => s.loginOpen || s.forgotOpen || s.showReset));
  const queueWanted = useWantedOnce(useAppStore((s) => s.isQueueOpen));
  const alertWanted = useWantedOnce(useAppStore((s) => s.alert !== null));
  // The pop-out player (/player/...) is a bare window: no header, footer or player bar of its own.
  const popout = useRouter()?.pathname.startsWith('/player/') ?? false;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: isActive && !popout ? { xs: `${MINI_PLAYER_HEIGHT}px`, md: `${PLAYER_BAR_HEIGHT}px` } : 0 }}>
      {!popout && <Header />}
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      {!popout && <Footer />}
      {alertWanted && <AlertBar />}
      {authWanted && <AuthDialogs />}
      {!popout && isActive && <Player />}
      {!popout && queueWanted && <QueueDialog />}
    </Box>
  );
}
