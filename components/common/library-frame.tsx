import type { ReactNode } from 'react';
import { PageLink } from '@/components/common/page-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@/store';
import { LIBRARY_LINKS } from './menu-links';

const GUEST_LIBRARY_TITLE = 'Your library lives here';
const GUEST_LIBRARY_MESSAGE = 'Log in or sign up for free to keep your favorite mixtapes and tracks, build playlists and find what you played.';

/** What a list shows with nothing in it: what it would hold and what to do, with an optional way there. */
export function EmptyState({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 8 }, px: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: action ? 3 : 0, maxWidth: 420, mx: 'auto' }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}

/** The way out of an empty list: to the home page's mixtapes. */
export function BrowseMixtapes() {
  return (
    <Button variant="contained" component={PageLink} href="/">
      Browse mixtapes
    </Button>
  );
}

/** What a guest sees instead of a page for members: what it holds, and the way to log in (with `signUp`, to sign up too). */
export function GuestPrompt({ title, message, signUp = false }: { title: string; message: string; signUp?: boolean }) {
  const openLogin = useAppStore((s) => s.openLogin);
  const logIn = (
    <Button variant="contained" onClick={() => openLogin('login')}>
      Log In
    </Button>
  );
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        signUp ? (
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
            {logIn}
            <Button variant="outlined" onClick={() => openLogin('signup')}>
              Sign Up
            </Button>
          </Stack>
        ) : (
          logIn
        )
      }
    />
  );
}

/**
 * A page of the member's library: its title, the links between Favorites, Liked, Playlists, History and Purchases,
 * and the page itself, or for a guest an invitation to log in (nothing to show until the session is known).
 */
export function LibraryFrame({ current, title, guest, children }: { current: string; title: string; guest?: { title: string; message: string }; children: ReactNode }) {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const authReady = useAppStore((s) => s.authReady);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.4rem' }, mb: 1 }}>
        {title}
      </Typography>
      {/* The five fit a 375 px phone, even in a wide fallback font (DejaVu Sans): there the row reaches into the page's
          side margins and the tabs are tighter, smaller and without letter spacing. Narrower screens scroll them
          sideways. */}
      <Tabs
        component="nav"
        aria-label="Your library"
        // Downloads is a library page without a tab of its own (components/common/menu-links.ts): then none is selected.
        value={LIBRARY_LINKS.some((link) => link.href === current) ? current : false}
        variant="scrollable"
        scrollButtons={false}
        sx={(theme) => ({
          mb: 3,
          mx: { xs: -1, sm: 0 },
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': {
            fontSize: { xs: '0.8125rem', sm: '1rem' },
            fontWeight: 700,
            minWidth: { xs: 0, sm: 90 },
            px: { xs: '5px', sm: 2 },
            [theme.breakpoints.down('sm')]: { letterSpacing: 0 },
          },
        })}
      >
        {LIBRARY_LINKS.map(({ href, label }) => (
          <Tab key={href} value={href} label={label} component={PageLink} href={href} aria-current={href === current ? 'page' : undefined} />
        ))}
      </Tabs>
      {authReady && (isLoggedIn ? children : <GuestPrompt title={guest?.title ?? GUEST_LIBRARY_TITLE} message={guest?.message ?? GUEST_LIBRARY_MESSAGE} signUp />)}
    </Container>
  );
}
