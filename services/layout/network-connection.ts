import type { NetworkConnection } from '@/lib/stream-quality';

// The Network Information API (`navigator.connection`): Chromium browsers have it, Safari and Firefox do not.
// TypeScript's DOM types leave it out, being a draft, so the little read of it is typed here.

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function networkInformation(): NetworkInformation | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection ?? null;
}

/** What the browser says of its connection now, or null when it has no way to say. */
export function readConnection(): NetworkConnection | null {
  const info = networkInformation();
  return info ? { saveData: info.saveData, effectiveType: info.effectiveType } : null;
}

/** Calls `onChange` with the connection each time the browser reports a change of it. Returns the unsubscribe. */
export function watchConnection(onChange: (connection: NetworkConnection | null) => void): () => void {
  const info = networkInformation();
  if (!info) return () => undefined;
  const listener = () => onChange(readConnection());
  info.addEventListener('change', listener);
  return () => info.removeEventListener('change', listener);
}
