import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { player } from '@/hooks/player';
import { useAppStore } from '@/store';
import { PlayerShell } from './player-shell';

export const HANDED_OFF_TEXT = 'Playing in the pop-out player';

/** The main window's bar while the pop-out plays: quiet, with a way to bring the music back here. */
export function HandedOffBar() {
  const title = useAppStore((s) => s.activeTrack?.title);
  return (
    <PlayerShell>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, height: 64 }}>
        <OpenInNewRounded color="primary" />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }} data-testid="player-handed-off">
            {HANDED_OFF_TEXT}
          </Typography>
          {title && (
            <Typography noWrap variant="body2" color="textSecondary">
              {title}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" onClick={player.playHere}>
          Play here
        </Button>
      </Box>
    </PlayerShell>
  );
}
