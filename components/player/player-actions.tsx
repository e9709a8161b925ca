import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloseRounded from '@mui/icons-material/CloseRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { player } from '@/hooks/player';
import { useAppStore } from '@/store';

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

export function CloseButton() {
  return (
    <Tooltip title="Close player">
      <IconButton aria-label="Close player" onClick={player.close}>
        <CloseRounded />
      </IconButton>
    </Tooltip>
  );
}
