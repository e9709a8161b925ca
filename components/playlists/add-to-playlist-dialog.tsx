import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
import { playlistErrorMessage, useAddToPlaylist, useCreatePlaylist } from '@/hooks/playlists/use-playlist-mutations';
import { useUserPlaylists } from '@/hooks/playlists/use-user-playlists';
import type { Playlist, PlaylistFields } from '@/lib/contracts/playlists';
import { useAppStore } from '@/store';
import { PlaylistCover } from './playlist-cover';
import { PlaylistForm } from './playlist-form';

export const ADD_TO_PLAYLIST_TITLE = 'Add to Playlist';
export const NO_PLAYLISTS_YET = 'You have no playlists yet: create the first one above.';

const count = (n: number) => `${n} ${n === 1 ? 'track' : 'tracks'}`;

function PlaylistChoices({ onPick, busy }: { onPick: (playlist: Playlist) => void; busy: boolean }) {
  const { playlists, loaded, isLoading, error, refetch, hasMore, isFetchingMore, loadMore } = useUserPlaylists();
  if (!loaded && isLoading) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading your playlists" />
      </Stack>
    );
  }
  if (!loaded && error) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={refetch}>Retry</Button>}>
        We could not load your playlists.
      </Alert>
    );
  }
  if (playlists.length === 0) return <Typography color="textSecondary" sx={{ py: 2 }}>{NO_PLAYLISTS_YET}</Typography>;
  return (
    <>
      <List aria-label="Your playlists" sx={{ mx: -1 }}>
        {playlists.map((playlist) => (
          <ListItem key={playlist.id} disablePadding>
            <ListItemButton onClick={() => onPick(playlist)} disabled={busy} sx={{ gap: 1.5, borderRadius: 2, px: 1 }}>
              <PlaylistCover playlist={playlist} size={48} />
              <ListItemText
                primary={playlist.name}
                secondary={count(playlist.trackCount)}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
              />
              {!playlist.public && <LockRounded fontSize="small" color="action" aria-label="Private" />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {hasMore && (
        <Button onClick={loadMore} loading={isFetchingMore} fullWidth>
          Show More
        </Button>
      )}
    </>
  );
}

/**
 * Adds the chosen tracks (from a track's menu, the queue's selection or a whole mixtape) to one of the member's
 * playlists, or to a new one made here with a name and a cover; then closes and says what it did.
 */
export function AddToPlaylistDialog() {
  const trackIds = useAppStore((s) => s.addingToPlaylist);
  const closeDialog = useAppStore((s) => s.closeAddToPlaylist);
  const [creating, setCreating] = useState(false);
  const [shownIds, setShownIds] = useState<number[]>(trackIds ?? []);
  // The closing dialog keeps its words while it fades out; reopened, it starts on the list.
  if (trackIds && trackIds !== shownIds) {
    setShownIds(trackIds);
    setCreating(false);
  }
  const add = useAddToPlaylist();
  const create = useCreatePlaylist();
  const busy = add.isPending || create.isPending;
  // A failure is about that attempt: the next opening starts clean.
  const close = () => {
    closeDialog();
    add.reset();
    create.reset();
  };

  const addTo = (playlist: Playlist) => add.mutate({ playlist, trackIds: shownIds }, { onSuccess: close });
  const createAndAdd = (fields: PlaylistFields) => create.mutate(fields, { onSuccess: addTo });

  return (
    <AuthDialogFrame open={trackIds !== null} onClose={close} title={ADD_TO_PLAYLIST_TITLE}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {count(shownIds.length)} to add
      </Typography>
      {creating ? (
        <PlaylistForm variant="short" submitLabel="Create and Add" pending={busy} error={playlistErrorMessage(create.error ?? add.error)} onSubmit={createAndAdd} onCancel={() => setCreating(false)} />
      ) : (
        <>
          <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setCreating(true)} disabled={busy} fullWidth sx={{ mb: 1 }}>
            New Playlist
          </Button>
          {add.error && !busy && <Alert severity="error" sx={{ mb: 1 }}>{playlistErrorMessage(add.error)}</Alert>}
          <PlaylistChoices onPick={addTo} busy={busy} />
        </>
      )}
    </AuthDialogFrame>
  );
}
