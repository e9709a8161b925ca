import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/catalog';

export const mixtapeQueueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['mixtapes', id, 'queue'],
    queryFn: async () => (await catalogService()).getMixtapeQueue(id),
    staleTime: 5 * 60_000,
  });

/** The tracks to queue for a mixtape (GET /mixtapes/{id}/queue); idle without an id. */
export function useMixtapeQueue(id: number | undefined) {
  return useQuery(id ? mixtapeQueueQueryOptions(id) : { queryKey: ['mixtapes', 'none', 'queue'], queryFn: skipToken });
}
