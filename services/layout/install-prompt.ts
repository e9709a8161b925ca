import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, writeLocal } from '@/services/common/web-storage';

// The browser's offer to install the site (Chromium's beforeinstallprompt), kept for the site's own offer, made once
// after something played (see docs/product.md, Offline and installing). Tiny: it is part of every page's first load,
// since the event may come at any time after the service worker is registered.

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;

/** Whether the listener already answered the offer (Install or Not now): it is never made again. */
export const installOfferAnswered = () => readLocal(LOCAL_KEYS.installOfferAnswered) !== null;

/**
 * Keeps the browser's install prompt for later instead of its own banner, unless the offer was answered; calls
 * `onReady` when one is kept. Returns the way to stop listening.
 */
export function watchInstallPrompt(onReady: () => void): () => void {
  const listener = (event: Event) => {
    if (installOfferAnswered()) return;
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    onReady();
  };
  window.addEventListener('beforeinstallprompt', listener);
  return () => window.removeEventListener('beforeinstallprompt', listener);
}

/** Install (the browser's own dialog) or Not now: either way the offer is answered for good. */
export async function answerInstallOffer(install: boolean): Promise<void> {
  writeLocal(LOCAL_KEYS.installOfferAnswered, new Date().toISOString());
  const event = deferred;
  deferred = null;
  if (install && event) {
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  }
}
