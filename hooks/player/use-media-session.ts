import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';
import { isStartingSound } from '@/store/player-slice';
import { useStartOnDemand } from './use-start-on-demand';

/**
 * Keeps the lock screen's title, artist (a mix's: its chapter's), artwork and position in step, and wires its buttons
 * to the player (services/player/media-session.ts). That code loads once the player first has something to play and its
 * first sound has come (a restored track: after the page has loaded), never competing with it; browsers show a page's
 * media session only once it has played anyway. From then on it follows the player for good.
 */
export function useMediaSession(): void {
  const wanted = useAppStore((s) => s.isActive && !isStartingSound(s));
  useStartOnDemand(wanted, async () =>
    (await import('@/services/player/media-session')).followPlayer({
      play: player.play,
      pause: player.pause,
      previous: player.previous,
      next: player.next,
      seekTo: player.seek,
      seekBy: player.seekBy,
    }),
  );
}
