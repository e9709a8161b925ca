import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import { library } from '@/hooks/library';
import { player } from '@/hooks/player';
import { isEpisode } from '@/lib/queue-item';
import { useAppStore } from '@/store';

/**
 * The queue's bottom toolbar, acting on the selected tracks. Add to Queue adds only what is missing, as everywhere
 * (so here it says they are queued already); Download downloads them one file each; Add/Remove Favorites removes
 * them when all are favorites and adds them otherwise; Add to Playlist opens the dialog for them (a guest is asked
 * to log in). Those three are for catalog tracks: podcast episodes among the selection are left out of them.
 */
export function QueueToolbar() {
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
      sx={{ position: 'sticky', bottom: 0, gap: 1, flexWrap: 'wrap', py: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', zIndex: 2 }}
    >
      <Button startIcon={<QueueMusicRounded />} disabled={none} onClick={() => player.addToQueue(selected())}>
        Add to Queue
      </Button>
      <Button startIcon={<DownloadRounded />} disabled={noTracks} onClick={() => void library.downloadTracks(selectedTracks())}>
        Download
      </Button>
      <Button startIcon={<FavoriteBorderRounded />} disabled={noTracks} onClick={() => void library.toggleFavoriteTracks(selectedTrackIds())}>
        Add/Remove Favorites
      </Button>
      <Button startIcon={<PlaylistAddRounded />} disabled={noTracks} onClick={() => openAddToPlaylist(selectedTrackIds())}>
        Add to Playlist
      </Button>
    </Toolbar>
  );
}
