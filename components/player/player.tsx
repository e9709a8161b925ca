import useMediaQuery from '@mui/material/useMediaQuery';
import { usePlayerKeyboard } from '@/hooks/use-player-keyboard';
import { useAppStore } from '@/store';
import { HandedOffBar } from './handed-off-bar';
import { PlayerBar } from './player-bar';
import { PlayerMobile } from './player-mobile';

export const PHONE_PLAYER_QUERY = '(max-width:899.95px)';

/** The music player, rendered only while active (or while the pop-out plays for this window). */
export function Player() {
  const isActive = useAppStore((s) => s.isActive);
  const handedOff = useAppStore((s) => s.handedOff);
  // The player never renders on the server (inactive there), so the real width can be used at once.
  const phone = useMediaQuery(PHONE_PLAYER_QUERY, { noSsr: true });
  usePlayerKeyboard(isActive && !handedOff);

  if (handedOff) return <HandedOffBar />;
  if (!isActive) return null;
  return phone ? <PlayerMobile /> : <PlayerBar />;
}
