import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import { loadInBrowser } from '@/components/common/with-mui';

// The settings (MUI's Popover or Drawer, the switch, slider and radios) load on intent, as the account menu does:
// pointing at or focusing the gear starts it, so it is there by the press. The player around it has MUI already.
const loadMenu = () => import('./player-settings-menu');
const PlayerSettingsMenu = loadInBrowser(() => loadMenu().then((m) => m.PlayerSettingsMenu));
const warmUp = () => void loadMenu();

export const PLAYER_SETTINGS = 'Player settings';

/** The gear of the desktop bar, the phone's full-screen player and the pop-out: normalize, crossfade, quality. */
export function PlayerSettingsButton({ size }: { size?: 'medium' | 'large' }) {
  const [open, setOpen] = useState(false);
  // Set at the first press and kept: the menu stays mounted from then on, so closing plays its transition.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={PLAYER_SETTINGS}>
        <IconButton
          aria-label={PLAYER_SETTINGS}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          size={size}
          onPointerEnter={warmUp}
          onFocus={warmUp}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpen(true);
          }}
        >
          <SettingsRounded />
        </IconButton>
      </Tooltip>
      {anchor && <PlayerSettingsMenu id={menuId} open={open} anchor={anchor} onClose={() => setOpen(false)} />}
    </>
  );
}
