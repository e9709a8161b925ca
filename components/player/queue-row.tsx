import { useState, type MouseEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EqualizerRounded from '@mui/icons-material/EqualizerRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { ActionMenu } from '@/components/common/action-menu';
import hidden from '@/components/common/visually-hidden.module.css';
import { BottomSheetMenu } from '@/components/common/bottom-sheet-menu';
import { TrackText } from '@/components/common/track-text';
import type { Track } from '@/lib/contracts/catalog';
import { library } from '@/commands/library';
import { useIsFavorite } from '@/hooks/library';
import { player } from '@/commands/player/player';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';
import { musicPlaying } from '@/store/feed-slice';
import { QUEUE_ROW_PLAY_ON_CLICK_BELOW } from '@/theme/constants';
import { touchTargetsOnPhones } from '@/components/player/touch-target';
import { trackMenuItems } from './track-menu-items';

/** Under 800 px a click on a queue row plays it; wider screens play by double click or the play button (see docs/product.md, Player and queue). */

interface QueueRowProps {
  track: Track;
  index: number;
  length: number;
  popout?: boolean;
}

export function QueueRow({ track, index, length, popout = false }: QueueRowProps) {
  const active = useAppStore((s) => s.activeTrack?.id === track.id);
  const playing = useAppStore((s) => musicPlaying(s) && s.activeTrack?.id === track.id);
  const editing = useAppStore((s) => s.isEditingQueue);
  const selected = useAppStore((s) => s.selectedIds.includes(track.id));
  const favorite = useIsFavorite('tracks', track.id);
  const queryClient = useQueryClient();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down(QUEUE_ROW_PLAY_ON_CLICK_BELOW), { noSsr: true });
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: track.id, disabled: !editing });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const play = () => player.playTrack(track);
  const playLabel = `${playing ? 'Pause' : 'Play'} ${track.title}`;
  const openMenu = (event: MouseEvent<HTMLElement>) => (phone ? setSheetOpen(true) : setAnchor(event.currentTarget));
  const items = trackMenuItems(track, { queryClient, index, length, popout, favorite });

  const body = (
    <>
      <Box sx={{ position: 'relative', width: 44, height: 44, flexShrink: 0 }}>
        <Box component="img" src={track.cover ?? undefined} alt="" sx={{ width: 44, height: 44, borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover' }} />
        {active && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.45)', color: '#fff', borderRadius: 1 }}>
            {playing ? <EqualizerRounded fontSize="small" /> : <PauseRounded fontSize="small" />}
          </Box>
        )}
      </Box>
      <TrackText track={track} active={active} testId="queue-row-title" />
      <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums', display: { xs: 'none', sm: 'block' } }}>
        {formatDuration(track.duration)}
      </Typography>
    </>
  );
  const bodySx = { display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0, py: 0.75, px: 1, borderRadius: 2 };

  return (
    <ListItem
      ref={setNodeRef}
      data-testid="queue-row"
      data-active={active || undefined}
      disablePadding
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      // A finger's 44 px for the drag handle, checkbox, favorite and menu on a phone.
      sx={(theme) => ({ gap: 0.5, bgcolor: isDragging ? 'action.selected' : undefined, zIndex: isDragging ? 1 : undefined, borderRadius: 2, ...touchTargetsOnPhones(theme) })}
    >
      {editing && (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${track.title}`}
          size="small"
          // Without this a finger drag scrolls the page instead of moving the row.
          sx={{ touchAction: 'none', cursor: 'grab' }}
        >
          <DragIndicatorRounded />
        </IconButton>
      )}
      {editing && (
        <Checkbox checked={selected} onChange={() => player.toggleSelected(track.id)} slotProps={{ input: { 'aria-label': `Select ${track.title}` } }} />
      )}
      {editing || narrow ? (
        <ListItemButton selected={active} onClick={editing ? () => player.toggleSelected(track.id) : play} sx={bodySx}>
          {/* Named by what a click does, then what it shows ('Play <title> <artist>'): the name holds the visible text. */}
          {!editing && <span className={hidden.visuallyHidden}>{playing ? 'Pause' : 'Play'}</span>}
          {body}
        </ListItemButton>
      ) : (
        // The selected rows' primary tint (theme/theme.ts), as the narrow rows show it: a grey one leaves the accent title under 4.5:1.
        <Box onDoubleClick={play} sx={{ ...bodySx, bgcolor: active ? 'rgba(var(--mui-palette-primary-mainChannel) / var(--mui-palette-action-selectedOpacity))' : undefined }}>
          {body}
        </Box>
      )}
      {!editing && !narrow && (
        <IconButton aria-label={playLabel} onClick={play} color={active ? 'primary' : 'default'}>
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
      )}
      {!editing && (
        <IconButton aria-label={`Favorite ${track.title}`} aria-pressed={favorite} color={favorite ? 'primary' : 'default'} onClick={() => void library.toggleFavorite(queryClient, 'tracks', track.id)}>
          {favorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        </IconButton>
      )}
      <IconButton aria-label={`More actions for ${track.title}`} aria-haspopup="menu" onClick={openMenu}>
        <MoreVertRounded />
      </IconButton>
      <ActionMenu anchorEl={phone ? null : anchor} onClose={() => setAnchor(null)} items={items} label={`Actions for ${track.title}`} />
      {phone && <BottomSheetMenu open={sheetOpen} onClose={() => setSheetOpen(false)} title={track.title} items={items} />}
    </ListItem>
  );
}
