import IconButton from '@mui/material/IconButton';
import AirplayRounded from '@mui/icons-material/AirplayRounded';
import CastRounded from '@mui/icons-material/CastRounded';
import { usePlayOn } from '@/hooks/player/use-play-on';

export const PLAY_ON = 'Play on…';

/** 'Play on…': the browser's own list of devices to play on, shown only where the browser reports one. */
export function PlayOnButton() {
  const { way, choose } = usePlayOn();
  if (!way) return null;
  return (
    <IconButton aria-label={PLAY_ON} onClick={choose}>
      {way === 'airplay' ? <AirplayRounded /> : <CastRounded />}
    </IconButton>
  );
}
