// OpenWeb's script in the page (see docs/product.md, Comments): its launcher, loaded once, and what it offers
// once ready on window.SPOTIM. Browser I/O without React, like the other services.

export const OPENWEB_LAUNCHER_URL = 'https://launcher.spot.im/spot/';
/** The document event OpenWeb's script fires when window.SPOTIM is ready. */
const READY_EVENT = 'spot-im-api-ready';

/** Hands the provider the code_b that completes a sign-on. */
export type CompleteSso = (codeB: string) => void;
/** Called by the provider with its code_a during a sign-on. */
export type SsoHandshake = (codeA: string, complete: CompleteSso) => void;

export interface SpotIm {
  startSSO: (handshake: SsoHandshake) => Promise<unknown>;
  logout: () => Promise<unknown>;
}

declare global {
  interface Window {
    SPOTIM?: Partial<SpotIm>;
  }
}

/** Adds the launcher of `spotId` to the page, once per page however many comment sections ask. */
export function loadLauncher(spotId: string): void {
  const src = `${OPENWEB_LAUNCHER_URL}${encodeURIComponent(spotId)}`;
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.spotimModule = 'spotim-launcher';
  document.body.appendChild(script);
}

/** Runs `then` with the provider's API as soon as it is ready (now, if it is). Returns a cancel. */
export function whenOpenWebReady(then: (spotIm: SpotIm) => void): () => void {
  const ready = () => {
    const spotIm = window.SPOTIM;
    if (spotIm?.startSSO && spotIm.logout) then(spotIm as SpotIm);
  };
  if (window.SPOTIM?.startSSO) {
    ready();
    return () => undefined;
  }
  document.addEventListener(READY_EVENT, ready, { once: true });
  return () => document.removeEventListener(READY_EVENT, ready);
}

/** The event the comments section fires on the document about OpenWeb, as its integrations expect. */
export function dispatchOpenWebEvent(detail: { type: 'error'; message: string }): void {
  document.dispatchEvent(new CustomEvent('ow-event', { detail }));
}
