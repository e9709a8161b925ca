import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMixtapeSuggestions } from '@/services/catalog';

export const mixtapeSuggestionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['mixtapes', id, 'suggestions'], queryFn: () => getMixtapeSuggestions(id), staleTime: 30_000 });

export const useMixtapeSuggestions = (id: number) => useQuery(mixtapeSuggestionsQueryOptions(id));
