import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { player } from '@/commands/player/player';
import { mixtapeQueueQueryOptions } from '@/hooks/catalog';

/** Plays a mixtape from a list or a search result: its queue is fetched (or reused), then played from the top. */
export function usePlayMixtape(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const tracks = await queryClient.fetchQuery(mixtapeQueueQueryOptions(id));
      if (tracks.length) player.playTracks(tracks, 0, { shuffle: false });
    },
    [queryClient],
  );
}
