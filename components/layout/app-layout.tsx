import type { ReactNode } from 'react';
import { useRouter } from 'next/compat/router';
import Box from '@mui/material/Box';
import { AuthDialogs } from '@/components/auth/auth-dialogs';
import { Player } from '@/components/player/player';
import { PLAYER_BAR_HEIGHT } from '@/components/player/player-bar';
import { MINI_PLAYER_HEIGHT } from '@/components/player/player-mobile';
import { QueueDialog } from '@/components/queue/queue-dialog';
import { useAppStore } from '@/store';
import { AlertBar } from './alert-bar';
import { Footer } from './footer';
import { Header } from './header';

export const PLAY_BAR_HEIGHT = PLAYER_BAR_HEIGHT;

export function AppLayout({ children }: { children: ReactNode }) {
  const isActive = useAppStore((s) => s.isActive || s.handedOff);
  // The pop-out player (/player/...) is a bare window: no header, footer or player bar of its own.
  const popout = useRouter()?.pathname.startsWith('/player/') ?? false;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: isActive && !popout ? { xs: `${MINI_PLAYER_HEIGHT}px`, md: `${PLAY_BAR_HEIGHT}px` } : 0 }}>
      {!popout && <Header />}
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      {!popout && <Footer />}
      <AlertBar />
      <AuthDialogs />
      {!popout && <Player />}
      {!popout && <QueueDialog />}
    </Box>
  );
}
