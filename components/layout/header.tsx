import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { AccountMenu } from '@/components/auth/account-menu';
import { QueueButton } from '@/components/player/queue-button';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  return (
    <AppBar
      position="sticky"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        backdropFilter: 'blur(12px)',
        backgroundColor: 'rgba(var(--mui-palette-background-defaultChannel) / 0.85)',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 } }}>
          <Logo />
          {/* Search joins here. */}
          <Box sx={{ flex: 1 }} data-slot="header-search" />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }} data-slot="header-account">
            {/* The queue is reachable with nothing playing: its empty state offers LMT Radio. */}
            <QueueButton />
            <AccountMenu />
            <ThemeToggle />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
