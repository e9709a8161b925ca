import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import { library } from '@/commands/library';
import { player } from '@/commands/player/player';
import { isEpisode } from '@/lib/queue-item';
import { useAppStore } from '@/store';

const PHONE_BUTTON = {
  flexDirection: 'column',
  justifyContent: 'flex-start',
  alignItems: 'center',
  gap: 0.25,
  minWidth: 0,
  px: 0.5,
  fontSize: '0.75rem',
  lineHeight: 1.2,
  textAlign: 'center',
  '& .MuiButton-startIcon': { m: 0 },
} as const;

/**
 * The queue's bottom toolbar, acting on the selected tracks. Add to Queue adds only what is missing, as everywhere
 * (so here it says they are queued already); Download downloads them one file each; Add/Remove Favorites removes
 * them when all are favorites and adds them otherwise; Add to Playlist opens the dialog for them (a guest is asked
 * to log in). Those three are for catalog tracks: podcast episodes among the selection are left out of them.
 */
export function QueueToolbar() {
  const queryClient = useQueryClient();
  const selectedIds = useAppStore((s) => s.selectedIds);
  const openAddToPlaylist = useAppStore((s) => s.openAddToPlaylist);
  const none = selectedIds.length === 0;
  const noTracks = useAppStore((s) => !s.queue.some((track) => s.selectedIds.includes(track.id) && !isEpisode(track)));
  const selected = () => useAppStore.getState().queue.filter((track) => selectedIds.includes(track.id));
  const selectedTracks = () => selected().filter((track) => !isEpisode(track));
  const selectedTrackIds = () => selectedTracks().map((track) => track.id);
  return (
    <Toolbar
      component="nav"
      aria-label="Selected tracks"
      variant="dense"
      sx={(theme) => ({
        position: 'sticky',
        bottom: 0,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        zIndex: 2,
        // A phone's bottom bar: four even columns, each icon over its words, in one row that never wraps.
        display: { xs: 'grid', sm: 'flex' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: { xs: 0.5, sm: 1 },
        px: { xs: 1 },
        [theme.breakpoints.down('sm')]: { '& .MuiButton-root': PHONE_BUTTON },
      })}
    >
      <Button startIcon={<QueueMusicRounded />} disabled={none} onClick={() => player.addToQueue(selected())}>
        Add to Queue
      </Button>
      <Button startIcon={<DownloadRounded />} disabled={noTracks} onClick={() => void library.downloadTracks(selectedTracks())}>
        Download
      </Button>
      <Button startIcon={<FavoriteBorderRounded />} disabled={noTracks} onClick={() => void library.toggleFavoriteTracks(queryClient, selectedTrackIds())}>
        Add/Remove Favorites
      </Button>
      <Button startIcon={<PlaylistAddRounded />} disabled={noTracks} onClick={() => openAddToPlaylist(selectedTrackIds())}>
        Add to Playlist
      </Button>
    </Toolbar>
  );
}
