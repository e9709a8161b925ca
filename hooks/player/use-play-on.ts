import { useEffect, useState } from 'react';
import { audioEngine } from '@/services/player/audio-engine';
import { remotePlayback, showAirPlayPicker, watchAirPlay } from '@/services/player/audio-refinements';
import { useAppStore } from '@/store';

export const PLAY_ON_FAILED = 'Could not play on that device.';

/** How this browser sends audio to another device: the Remote Playback API (Chromium) or Safari's AirPlay picker. */
type PlayOnWay = 'remote' | 'airplay';

const ignore = () => undefined;

/**
 * Whether the playing audio can go to another device, and the call that offers the devices ('Play on…', see
 * docs/product.md, Player and queue). Known only once the browser reports a device; null where it has neither API.
 */
export function usePlayOn(): { way: PlayOnWay | null; choose: () => void } {
  const [way, setWay] = useState<PlayOnWay | null>(null);
  useEffect(() => {
    let live = true;
    const remote = remotePlayback(audioEngine);
    if (remote) {
      let watchId: number | null = null;
      remote
        .watchAvailability((available) => {
          if (live) setWay(available ? 'remote' : null);
        })
        .then(
          (id) => {
            if (live) watchId = id;
            else remote.cancelWatchAvailability(id).catch(ignore);
          },
          (error: unknown) => {
            // A browser that cannot watch all the time (Chrome on Android, to save power) still offers its devices
            // on prompt(): the spec says to show the control then.
            if (live && (error as DOMException)?.name === 'NotSupportedError') setWay('remote');
          },
        );
      return () => {
        live = false;
        if (watchId !== null) remote.cancelWatchAvailability(watchId).catch(ignore);
      };
    }
    const stop = watchAirPlay(audioEngine, (available) => {
      if (live) setWay(available ? 'airplay' : null);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  const choose = () => {
    if (way === 'airplay') return showAirPlayPicker(audioEngine);
    remotePlayback(audioEngine)
      ?.prompt()
      .catch((error: unknown) => {
        // Closing the browser's list of devices is an answer, not a failure.
        if ((error as DOMException)?.name === 'NotAllowedError' || (error as DOMException)?.name === 'AbortError') return;
        useAppStore.getState().showAlert({ message: PLAY_ON_FAILED, severity: 'error' });
      });
  };
  return { way, choose };
}
