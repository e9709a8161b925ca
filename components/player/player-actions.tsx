import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloseRounded from '@mui/icons-material/CloseRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { player, UNDO_LABEL } from '@/commands/player/player';
import { useAppStore } from '@/store';

export const PLAYER_CLOSED = 'Player closed';
const CLOSE_PLAYER = 'Close player';

export const POPUP_BLOCKED = 'Allow pop-ups for this site to open the player in its own window.';

/** Opens the pop-out with the current queue; this window goes quiet once the pop-out says it is up. */
export function PopoutButton() {
  const open = () => {
    if (!player.popOut()) useAppStore.getState().showAlert({ message: POPUP_BLOCKED, severity: 'warning' });
  };
  return (
    <Tooltip title="Pop-out player">
      <IconButton aria-label="Open pop-out player" onClick={open}>
        <OpenInNewRounded />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Closes the player, with an 'Undo' in the alert that brings back the queue, the track and its position, playing
 * if it was (the click on Undo lets the audio start).
 */
function closePlayer(): void {
  const closed = player.close();
  if (!closed) return;
  useAppStore.getState().showAlert({
    message: PLAYER_CLOSED,
    severity: 'info',
    action: { label: UNDO_LABEL, onClick: () => useAppStore.getState().reopenPlayer(closed) },
  });
}

export function CloseButton({ size }: { size?: 'medium' | 'large' }) {
  return (
    <Tooltip title={CLOSE_PLAYER}>
      <IconButton aria-label={CLOSE_PLAYER} size={size} onClick={closePlayer}>
        <CloseRounded />
      </IconButton>
    </Tooltip>
  );
}
