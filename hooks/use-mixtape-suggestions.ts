import { queryOptions, useQuery } from '@tanstack/react-query';

export const mixtapeSuggestionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['mixtapes', id, 'suggestions'],
    queryFn: async () => (await import('@/services/catalog')).getMixtapeSuggestions(id),
    staleTime: 30_000,
  });

export const useMixtapeSuggestions = (id: number) => useQuery(mixtapeSuggestionsQueryOptions(id));
