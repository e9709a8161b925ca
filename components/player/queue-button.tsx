import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import { Hint } from '@/components/common/hint';
import { player } from '@/hooks/player';
import { useAppStore } from '@/store';

/**
 * Opens the queue: in the header, on the first screen, hence a CSS hint rather than MUI's Tooltip
 * (components/common/hint.tsx); the player bar shows it above.
 */
export function QueueButton({ hintPlacement = 'bottom' }: { hintPlacement?: 'bottom' | 'top' }) {
  const count = useAppStore((s) => s.queue.length);
  return (
    <Hint title="Queue" placement={hintPlacement}>
      <IconButton aria-label="Open queue" onClick={player.openQueue}>
        <Badge badgeContent={count} color="primary" max={99}>
          <QueueMusicRounded />
        </Badge>
      </IconButton>
    </Hint>
  );
}
