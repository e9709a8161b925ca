import { SERVICE_WORKER_URL } from '@/lib/offline-rules';

// The site's service worker (sw/sw.ts), registered late: after the first sound or at the first save offline, never
// during a page's first load, whose bytes and main thread belong to the first screen and the first audio (see
// docs/architecture.md, Offline). Once registered, the browser keeps it up to date by itself.

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

export const serviceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

/** Registers the service worker once per page; null where the browser has none or refuses it (plain http, say). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registering ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
    registering = null;
    return null;
  });
  return registering;
}

/**
 * Registers the service worker and waits until it controls this page (it claims open pages once active), so what
 * the page fetches next goes through it. False when it did not within `timeoutMs`.
 */
export async function whenControlled(timeoutMs = 15_000): Promise<boolean> {
  if (!(await registerServiceWorker())) return false;
  if (navigator.serviceWorker.controller) return true;
  return new Promise((resolve) => {
    const done = (controlled: boolean) => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(controlled);
    };
    const onChange = () => done(true);
    const timer = setTimeout(() => done(!!navigator.serviceWorker.controller), timeoutMs);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
  });
}
