import hidden from '@/components/common/visually-hidden.module.css';
import type { Track } from '@/lib/contracts/catalog';
import { playingTitle } from '@/lib/chapters';
import { useAppStore } from '@/store';
import { currentChapter } from '@/store/chapters-slice';

export const nowPlayingText = (track: Pick<Track, 'title' | 'artist'>) => `Now playing: ${track.title} by ${track.artist}`;

/**
 * A polite live region, on the page from its first render so screen readers follow it: it says which track starts
 * each time one does (`playToken` moves on every start, never when a saved queue is restored), and inside a mix with
 * chapters which chapter starts. Alerts announce themselves (role="alert", components/layout/alert-bar.tsx). See
 * docs/product.md, Accessibility.
 */
export function Announcer() {
  const text = useAppStore((s) => (s.playToken > 0 && s.activeTrack ? nowPlayingText(playingTitle(s.activeTrack, currentChapter(s))) : ''));
  return (
    <div className={hidden.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="announcer">
      {text}
    </div>
  );
}
