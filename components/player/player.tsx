import useMediaQuery from '@mui/material/useMediaQuery';
import { usePlayerKeyboard } from '@/hooks/player/use-player-keyboard';
import { useSleepTimer } from '@/hooks/player/use-sleep-timer';
import { useAppStore } from '@/store';
import { HandedOffBar } from './handed-off-bar';
import { PlayerBar } from './player-bar';
import { PlayerMobile } from './player-mobile';


/** The music player, rendered only while active (or while the pop-out plays for this window). */
export function Player() {
  const isActive = useAppStore((s) => s.isActive);
  const handedOff = useAppStore((s) => s.handedOff);
  // The player never renders on the server (inactive there), so the real width can be used at once.
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  usePlayerKeyboard(isActive && !handedOff);
  // Here rather than in the phone's screen that sets it: the timer runs on with the screen closed.
  useSleepTimer();

  if (handedOff) return <HandedOffBar />;
  if (!isActive) return null;
  return phone ? <PlayerMobile /> : <PlayerBar />;
}
