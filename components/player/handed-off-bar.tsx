import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';
import { PlayerShell } from './player-shell';
import { touchTargetsOnPhones } from './touch-target';

export const HANDED_OFF_TEXT = 'Playing in the pop-out player';
export const PAUSE_POPOUT = 'Pause the pop-out player';
export const PLAY_POPOUT = 'Play in the pop-out player';

/**
 * The main window's bar while the pop-out plays: silent here, it mirrors the pop-out's track and playing state,
 * plays or pauses it there, and offers to bring the music back here.
 */
export function HandedOffBar() {
  const track = useAppStore((s) => s.activeTrack);
  const playing = useAppStore((s) => s.popoutPlaying);
  return (
    <PlayerShell>
      {/* Its play or pause and 'Play here' are a finger's 44 px on a phone. */}
      <Box sx={(theme) => ({ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 }, height: 64, ...touchTargetsOnPhones(theme) })}>
        {track?.cover ? (
          <Box component="img" src={track.cover} alt="" sx={{ width: 44, height: 44, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }} />
        ) : (
          <OpenInNewRounded color="primary" />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap variant="body2" color="textSecondary" data-testid="player-handed-off">
            {HANDED_OFF_TEXT}
          </Typography>
          {track && (
            <Typography noWrap sx={{ fontWeight: 600 }} data-testid="player-handed-off-title">
              {track.title}
              <Typography component="span" variant="body2" color="textSecondary">
                {' · '}
                {track.artist}
              </Typography>
            </Typography>
          )}
        </Box>
        {track && (
          <IconButton aria-label={playing ? PAUSE_POPOUT : PLAY_POPOUT} onClick={player.toggle}>
            {playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconButton>
        )}
        <Button variant="outlined" onClick={player.playHere} sx={{ flexShrink: 0 }}>
          Play here
        </Button>
      </Box>
    </PlayerShell>
  );
}
