import type { Track } from '@/lib/contracts/catalog';
import { trackPageLink } from '@/lib/episode-track';
import { useAppStore } from '@/store';

export const LINK_COPIED = 'Link copied to the clipboard';

/** Shares the track's page (its mixtape's, an episode's podcast's): the native share sheet where there is one, else the link is copied. */
export async function shareTrack(track: Track): Promise<void> {
  const url = new URL(trackPageLink(track), window.location.origin).href;
  const { showAlert } = useAppStore.getState();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `${track.title} by ${track.artist}`, url });
      return;
    } catch (error) {
      // The listener closed the sheet: that is an answer, not a failure to fall back from.
      if ((error as DOMException)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showAlert({ message: LINK_COPIED, severity: 'success' });
  } catch {
    showAlert({ message: `Copy this link: ${url}`, severity: 'info' });
  }
}
