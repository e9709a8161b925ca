import { useCallback, useState } from 'react';
import { apiErrorMessage } from '@/services/common/api-errors';
import { useAppStore } from '@/store';
import { radioService } from '@/services/player';
import { player } from '@/commands/player/player';

// The radio's service comes on demand: most visits never start radio.
const getRadioBatch = async (session: string | null) => (await radioService()).getRadioBatch(session);

/** 'Play LMT Radio': fetches a first batch and starts it. */
export function useStartRadio() {
  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    try {
      const batch = await getRadioBatch(null);
      if (batch.data.length === 0) throw new Error('The radio has nothing to play right now.');
      player.startRadio(batch.session, batch.data);
    } catch (error) {
      useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
    } finally {
      setStarting(false);
    }
  }, []);
  return { start, starting };
}
