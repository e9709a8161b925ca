import { useState } from 'react';
import { PageLink } from '@/components/common/page-link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
import { player } from '@/commands/player';
import { playlistErrorMessage, useCreatePlaylist, usePlayPlaylist } from '@/hooks/playlists/use-playlist-mutations';
import { useUserPlaylists } from '@/hooks/playlists/use-user-playlists';
import type { Playlist } from '@/lib/contracts/playlists';
import { useAppStore } from '@/store';
import { PlaylistCover } from './playlist-cover';
import { PlaylistForm } from './playlist-form';

export const GUEST_PLAYLISTS_TITLE = 'Build your own playlists';
export const GUEST_PLAYLISTS_TEXT = 'Log in or sign up for free to create playlists, give them a cover and fill them with tracks from any mixtape.';
export const NO_PLAYLISTS_TEXT = 'No playlists yet. Create one here, or use Add to Playlist on a mixtape or in your queue.';

function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const play = usePlayPlaylist();
  return (
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0, position: 'relative' }}>
      <Box component={PageLink} href={`/playlist/${playlist.slug}`} sx={{ display: 'block', color: 'inherit', textDecoration: 'none', borderRadius: 2, '&:hover .name': { textDecoration: 'underline' } }}>
        <Box sx={{ boxShadow: 3, borderRadius: 2 }}>
          <PlaylistCover playlist={playlist} />
        </Box>
        <Typography className="name" sx={{ mt: 1, fontWeight: 600 }} noWrap>
          {playlist.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {playlist.trackCount} {playlist.trackCount === 1 ? 'track' : 'tracks'}
          {!playlist.public && ' · Private'}
        </Typography>
      </Box>
      {playlist.trackCount > 0 && (
        <IconButton
          aria-label={`Play ${playlist.name}`}
          disabled={play.isPending}
          onClick={() => play.mutate(playlist.id, { onSuccess: (tracks) => player.playTracks(tracks, 0, { shuffle: false }) })}
          sx={{ position: 'absolute', right: 8, top: 8, bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 2, '&:hover': { bgcolor: 'primary.dark' } }}
        >
          <PlayArrowRounded />
        </IconButton>
      )}
    </Box>
  );
}

function GuestState() {
  const openLogin = useAppStore((s) => s.openLogin);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <QueueMusicRounded sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h2">{GUEST_PLAYLISTS_TITLE}</Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
        {GUEST_PLAYLISTS_TEXT}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={() => openLogin('login')}>
          Login
        </Button>
        <Button variant="outlined" onClick={() => openLogin('signup')}>
          Sign up
        </Button>
      </Stack>
    </Stack>
  );
}

/** The member's playlists as a grid of covers, with New Playlist; a guest is invited to log in. */
export function PlaylistsScreen() {
  const authReady = useAppStore((s) => s.authReady);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const { playlists, total, loaded, isLoading, error, refetch, hasMore, isFetchingMore, loadMore } = useUserPlaylists();
  const [creating, setCreating] = useState(false);
  const create = useCreatePlaylist();

  const newPlaylist = () => (isLoggedIn ? setCreating(true) : useAppStore.getState().openMemberPrompt('playlist'));

  let body;
  if (!authReady || (isLoggedIn && !loaded && isLoading)) {
    body = (
      <Stack sx={{ alignItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your playlists" />
      </Stack>
    );
  } else if (!isLoggedIn) {
    body = <GuestState />;
  } else if (!loaded && error) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={refetch}>Retry</Button>}>
        We could not load your playlists. Check your connection and try again.
      </Alert>
    );
  } else if (playlists.length === 0) {
    body = (
      <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
        {NO_PLAYLISTS_TEXT}
      </Typography>
    );
  } else {
    body = (
      <>
        <Box component="ul" aria-label="Your playlists" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(5, 1fr)' }, gap: { xs: 2, md: 3 }, p: 0, m: 0 }}>
          {playlists.map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} />
          ))}
        </Box>
        {hasMore && (
          <Stack sx={{ alignItems: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={loadMore} loading={isFetchingMore}>
              Show More
            </Button>
          </Stack>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', sm: undefined } }}>
            Your Playlists
          </Typography>
          {isLoggedIn && loaded && (
            <Typography color="textSecondary">
              {total} {total === 1 ? 'playlist' : 'playlists'}
            </Typography>
          )}
        </Box>
        <Button variant="contained" startIcon={<AddRounded />} onClick={newPlaylist} sx={{ flexShrink: 0 }}>
          New Playlist
        </Button>
      </Stack>
      {body}
      <AuthDialogFrame open={creating} onClose={() => setCreating(false)} title="New Playlist">
        <PlaylistForm submitLabel="Create" pending={create.isPending} error={playlistErrorMessage(create.error)} onCancel={() => setCreating(false)} onSubmit={(fields) => create.mutate(fields, { onSuccess: () => setCreating(false) })} />
      </AuthDialogFrame>
    </Container>
  );
}
