import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
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
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Logo />
          {/* Search and the account menu join here. */}
          <Box sx={{ flex: 1 }} data-slot="header-search" />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-slot="header-account">
            <ThemeToggle />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
