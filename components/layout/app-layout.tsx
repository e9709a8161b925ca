import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PlayBar } from '@/components/player/play-bar';
import { useAppStore } from '@/store';
import { Footer } from './footer';
import { Header } from './header';

export const PLAY_BAR_HEIGHT = 72;

export function AppLayout({ children }: { children: ReactNode }) {
  const isActive = useAppStore((s) => s.isActive);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: isActive ? `${PLAY_BAR_HEIGHT}px` : 0 }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
      {isActive && <PlayBar />}
    </Box>
  );
}
