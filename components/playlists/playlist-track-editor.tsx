import { useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import { TrackText } from '@/components/common/track-text';
import { useEditPlaylistTracks } from '@/hooks/playlists/use-playlist-mutations';
import type { Track } from '@/lib/contracts/catalog';
import type { PlaylistDetail } from '@/lib/contracts/playlists';
import { TRACK_LIST_MAX_WIDTH } from '@/components/catalog';

interface RowProps {
  track: Track;
  index: number;
  length: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (track: Track) => void;
}

function EditorRow({ track, index, length, busy, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: track.id });
  return (
    <ListItem
      ref={setNodeRef}
      data-testid="playlist-editor-row"
      disablePadding
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ gap: 0.5, py: 0.5, borderRadius: 2, bgcolor: isDragging ? 'action.selected' : undefined, zIndex: isDragging ? 1 : undefined }}
    >
      <IconButton ref={setActivatorNodeRef} aria-label={`Drag ${track.title}`} size="small" sx={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
        <DragIndicatorRounded fontSize="small" />
      </IconButton>
      <Box component="img" src={track.cover ?? undefined} alt="" sx={{ width: 40, height: 40, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0, px: 1 }}>
        <TrackText track={track} active={false} testId="playlist-editor-title" />
      </Box>
      <IconButton aria-label={`Move Up ${track.title}`} size="small" disabled={busy || index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUpwardRounded fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Move Down ${track.title}`} size="small" disabled={busy || index === length - 1} onClick={() => onMove(index, index + 1)}>
        <ArrowDownwardRounded fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Remove ${track.title}`} size="small" disabled={busy} onClick={() => onRemove(track)}>
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </ListItem>
  );
}

/**
 * The owner reorders (drag by the handle with a mouse, a finger or the keyboard, or Move Up / Move Down) and
 * removes tracks. The new order shows at once and is saved whole; a failed save puts back the order the server has.
 */
export function PlaylistTrackEditor({ playlist, tracks, onDone }: { playlist: PlaylistDetail; tracks: Track[]; onDone: () => void }) {
  const edit = useEditPlaylistTracks();
  const [order, setOrder] = useState(tracks);
  const [saved, setSaved] = useState(tracks);
  // The server's answer (or a refetch) is the truth once it comes.
  if (tracks !== saved) {
    setSaved(tracks);
    setOrder(tracks);
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    edit.mutate({ id: playlist.id, change: 'reorder', trackIds: next.map((t) => t.id) }, { onError: () => setOrder(saved) });
  };
  const remove = (track: Track) => {
    setOrder(order.filter((t) => t.id !== track.id));
    edit.mutate({ id: playlist.id, change: 'remove', trackIds: [track.id] }, { onError: () => setOrder(saved) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(order.findIndex((t) => t.id === active.id), order.findIndex((t) => t.id === over.id));
  };

  return (
    <Box sx={{ maxWidth: TRACK_LIST_MAX_WIDTH }}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Drag a track by its handle, or use Move Up and Move Down. Changes are saved as you go.
      </Typography>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((t) => t.id)} strategy={verticalListSortingStrategy}>
          <List aria-label="Playlist tracks" dense sx={{ py: 0 }}>
            {order.map((track, index) => (
              <EditorRow key={track.id} track={track} index={index} length={order.length} busy={edit.isPending} onMove={move} onRemove={remove} />
            ))}
          </List>
        </SortableContext>
      </DndContext>
      <Button variant="contained" onClick={onDone} sx={{ mt: 2 }}>
        Done
      </Button>
    </Box>
  );
}
