import { SESSION_KEYS } from '@/lib/storage-keys';
import { writeSession } from '@/services/common/web-storage';
import { useAppStore } from '@/store';
import type { PlaybackOffer } from '@/store/continue-slice';
import { restorePlayback } from '@/store/restore-playback';
import { whenOldEnough } from './player';

// The 'Continue listening' offer's two answers (see docs/product.md, Player and queue).

/**
 * Continue: the other device's queue, its track from where it was, playing here (the click lets the audio start),
 * which takes playback over from that device. Explicit tracks wait for the age question, as every start does.
 */
export function continueListening(offer: PlaybackOffer): void {
  whenOldEnough(offer.tracks, () => restorePlayback(useAppStore, offer.tracks, offer.index, offer.position, true));
}

/** Dismiss: the offer goes, and that same save is not offered again in this tab (until another device saves anew). */
export function dismissContinueListening(offer: PlaybackOffer): void {
  writeSession(SESSION_KEYS.dismissedPlayback, offer.updatedAt);
  useAppStore.getState().setPlaybackOffer(null);
}
