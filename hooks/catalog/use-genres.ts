import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/catalog';

/** Every genre and mood with its count of released mixtapes (GET /genres), for /genres. */
export const genresQueryOptions = () =>
  queryOptions({
    queryKey: ['genres'],
    queryFn: async () => (await catalogService()).getGenres(),
    staleTime: 30_000,
  });

export const useGenres = () => useQuery(genresQueryOptions());
