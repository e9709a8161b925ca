import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';
import { QueueRow } from './queue-row';
import { QueueToolbar } from './queue-toolbar';

/** The queue with its editing tools: select, drag (mouse, touch, keyboard), move, remove with undo. */
export function QueueList({ popout = false }: { popout?: boolean }) {
  const queue = useAppStore((s) => s.queue);
  const editing = useAppStore((s) => s.isEditingQueue);
  const selectedIds = useAppStore((s) => s.selectedIds);
  const isRadioPlay = useAppStore((s) => s.isRadioPlay);
  const allSelected = queue.length > 0 && selectedIds.length === queue.length;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    player.reorder(Number(active.id), Number(over.id));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', pb: 1 }}>
        <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
          {queue.length} {queue.length === 1 ? 'track' : 'tracks'}
          {isRadioPlay && ' · LMT Radio'}
          {editing && ` · ${selectedIds.length} selected`}
        </Typography>
        {editing && (
          <>
            <Button size="small" onClick={allSelected ? player.deselectAll : player.selectAll}>
              {allSelected ? 'Deselect All' : 'Select All'}
            </Button>
            <Button size="small" color="error" disabled={selectedIds.length === 0} onClick={() => player.remove(selectedIds)}>
              Remove Selected
            </Button>
          </>
        )}
        <Button size="small" variant={editing ? 'contained' : 'outlined'} onClick={() => player.editQueue(!editing)}>
          {editing ? 'Finish Editing' : 'Edit Queue'}
        </Button>
      </Box>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={queue.map((t) => t.id)} strategy={verticalListSortingStrategy}>
          <List aria-label="Queue tracks" dense sx={{ py: 0 }}>
            {queue.map((track, index) => (
              <QueueRow key={track.id} track={track} index={index} length={queue.length} popout={popout} />
            ))}
          </List>
        </SortableContext>
      </DndContext>
      {editing && <QueueToolbar />}
    </Box>
  );
}
