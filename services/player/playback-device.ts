import { deviceName } from '@/lib/device-name';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, writeLocal } from '@/services/common/web-storage';

// Who this browser is to the member's other devices (see docs/product.md, Player and queue): a random id made once
// and kept, and a name read from its user agent.

const ID_PATTERN = /^[\w-]{8,64}$/;

/** 32 hex digits: getRandomValues, unlike randomUUID, works on a plain-http address too. */
function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Made when storage kept none (or cannot keep one): then it lasts as long as the page. */
let made: string | null = null;

/** This browser's id and name; the id is made on first use. */
export function thisDevice(): { id: string; name: string } {
  let id = readLocal(LOCAL_KEYS.playbackDevice);
  if (!id || !ID_PATTERN.test(id)) {
    id = made ??= newDeviceId();
    writeLocal(LOCAL_KEYS.playbackDevice, id);
  }
  return { id, name: deviceName(navigator.userAgent) };
}
