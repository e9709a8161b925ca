import { useState } from 'react';
import { useRouter } from 'next/compat/router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
import { playlistErrorMessage, useDeletePlaylist, useUpdatePlaylist } from '@/hooks/playlists/use-playlist-mutations';
import type { PlaylistDetail } from '@/lib/contracts/playlists';
import { PlaylistForm } from './playlist-form';

interface OwnerToolsProps {
  playlist: PlaylistDetail;
  editingTracks: boolean;
  onEditTracks: (editing: boolean) => void;
}

/** The owner's controls on a playlist page: edit its details, reorder and remove tracks, delete it. */
export function PlaylistOwnerTools({ playlist, editingTracks, onEditTracks }: OwnerToolsProps) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePlaylist();
  const remove = useDeletePlaylist();

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        startIcon={<EditRounded />}
        onClick={() => {
          update.reset();
          setEditing(true);
        }}
      >
        Edit
      </Button>
      {(playlist.tracks?.length ?? 0) > 0 && (
        <Button startIcon={<SwapVertRounded />} variant={editingTracks ? 'contained' : 'text'} onClick={() => onEditTracks(!editingTracks)}>
          {editingTracks ? 'Done' : 'Edit Tracks'}
        </Button>
      )}
      <Button startIcon={<DeleteOutlineRounded />} color="error" onClick={() => setConfirming(true)}>
        Delete
      </Button>

      <AuthDialogFrame open={editing} onClose={() => setEditing(false)} title="Edit Playlist">
        <PlaylistForm
          playlist={playlist}
          submitLabel="Save"
          pending={update.isPending}
          error={playlistErrorMessage(update.error)}
          onCancel={() => setEditing(false)}
          onSubmit={(fields) => update.mutate({ id: playlist.id, fields }, { onSuccess: () => setEditing(false) })}
        />
      </AuthDialogFrame>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-playlist-title">
        <DialogTitle id="delete-playlist-title">Delete this playlist?</DialogTitle>
        <DialogContent>
          <DialogContentText>{`${playlist.name} and its track list will be gone for good. The tracks stay in their mixtapes.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} color="inherit">
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(playlist, {
                onSuccess: () => {
                  setConfirming(false);
                  void router?.push('/playlists');
                },
              })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
