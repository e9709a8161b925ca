import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LaunchRounded from '@mui/icons-material/LaunchRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import type { ActionItem } from '@/components/common/action-item';
import { ActionMenu } from '@/components/common/action-menu';
import { BottomSheetMenu } from '@/components/common/bottom-sheet-menu';
import { TrackText } from '@/components/common/track-text';
import hidden from '@/components/common/visually-hidden.module.css';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { library } from '@/commands/library/library';
import { player } from '@/commands/player';
import type { Track } from '@/lib/contracts/catalog';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';

function favoriteTrackItems(queryClient: QueryClient, track: Track): ActionItem[] {
  return [
    { icon: <QueueMusicRounded />, title: 'Add to Queue', onClick: () => player.addToQueue(track) },
    { icon: <DownloadRounded />, title: 'Download', onClick: () => void library.downloadTracks([track]) },
    { icon: <LaunchRounded />, title: 'Open Mixtape', href: `/mixtape/${track.slug}` },
    { icon: <FavoriteRounded />, title: 'Remove From Favorites', onClick: () => void library.toggleFavorite(queryClient, 'tracks', track.id) },
  ];
}

/** One favorite track: the row plays the list from it; the heart takes it out; the menu (a sheet on phones) has the rest. */
function FavoriteTrackRow({ tracks, index }: { tracks: Track[]; index: number }) {
  const track = tracks[index];
  const active = useAppStore((s) => s.activeTrack?.id === track.id);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const queryClient = useQueryClient();
  const items = favoriteTrackItems(queryClient, track);
  const openMenu = (event: MouseEvent<HTMLElement>) => (phone ? setSheetOpen(true) : setAnchor(event.currentTarget));
  return (
    <ListItem disablePadding data-testid="favorite-track">
      <ListItemButton selected={active} onClick={() => player.playFromList(tracks, index)} sx={{ gap: 1.5, borderRadius: 2, py: 0.75 }}>
        {/* 'Play <title> <artist> <duration>': the name holds the visible text. */}
        <span className={hidden.visuallyHidden}>Play</span>
        <Box component="img" src={track.cover ?? undefined} alt="" sx={{ width: 44, height: 44, borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover', flexShrink: 0 }} />
        <TrackText track={track} active={active} testId="favorite-track-title" />
        <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums', display: { xs: 'none', sm: 'block' } }}>
          {formatDuration(track.duration)}
        </Typography>
      </ListItemButton>
      <IconButton aria-label={`Favorite ${track.title}`} aria-pressed color="primary" onClick={() => void library.toggleFavorite(queryClient, 'tracks', track.id)}>
        <FavoriteRounded />
      </IconButton>
      <IconButton aria-label={`More actions for ${track.title}`} aria-haspopup="menu" onClick={openMenu}>
        <MoreVertRounded />
      </IconButton>
      <ActionMenu anchorEl={phone ? null : anchor} onClose={() => setAnchor(null)} items={items} label={`Actions for ${track.title}`} />
      {phone && <BottomSheetMenu open={sheetOpen} onClose={() => setSheetOpen(false)} title={track.title} items={items} variant="favorites" />}
    </ListItem>
  );
}

/** The favorite tracks shown (those still favorites), with Play All. */
export function FavoriteTrackList({ tracks }: { tracks: Track[] }) {
  return (
    <>
      <Button variant="contained" startIcon={<PlayArrowRounded />} disabled={!tracks.length} onClick={() => player.playTracks(tracks, 0, { shuffle: false })} sx={{ mb: 1 }}>
        Play All
      </Button>
      <List aria-label="Favorite tracks" sx={{ maxWidth: 928 }}>
        {tracks.map((track, index) => (
          <FavoriteTrackRow key={track.id} tracks={tracks} index={index} />
        ))}
      </List>
    </>
  );
}
