import { useEffect } from 'react';
import { readConnection, watchConnection } from '@/services/layout/network-connection';
import { useAppStore } from '@/store';

/**
 * Keeps the store's `connection` to what the browser says, for the Auto stream quality (store/player-settings-slice.ts,
 * streamRendition): read at mount and again on each of the browser's 'change' events, so a connection turning slow
 * or fast mid-listening moves the player to the other rendition (hooks/player/use-audio-sync.ts reloads it where it was).
 * Mounted once per window, before the audio sync, so a restored track is loaded at the right quality the first time.
 */
export function useNetworkConnection(): void {
  useEffect(() => {
    const { setConnection } = useAppStore.getState();
    setConnection(readConnection());
    return watchConnection(setConnection);
  }, []);
}
