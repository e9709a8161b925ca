import { useCallback, useSyncExternalStore } from 'react';
import { isReleased } from '@/lib/release';

/** setTimeout waits at most this long (about 24.8 days): a later release waits in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Whether the mixtape is out, turning true by itself at its release instant, so a page left open shows the music
 * then without a reload (see docs/product.md, Catalog). The server gives the same answer for that instant.
 */
export function useReleased(mixtape: { releaseDate: string } | undefined): boolean {
  const releaseDate = mixtape?.releaseDate;
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        if (!releaseDate || isReleased({ releaseDate })) return changed();
        timer = setTimeout(wait, Math.min(Date.parse(releaseDate) - Date.now(), LONGEST_WAIT_MS));
      };
      wait();
      return () => clearTimeout(timer);
    },
    [releaseDate],
  );
  const released = () => !releaseDate || isReleased({ releaseDate });
  return useSyncExternalStore(subscribe, released, released);
}
