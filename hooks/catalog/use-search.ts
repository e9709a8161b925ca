import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchQuery } from '@/lib/contracts/search';
import { catalogService } from '@/services/catalog';

export const SEARCH_PAGE_SIZE = 20;
/** Suggestions under the header's search box. */
export const SUGGESTION_COUNT = 6;

export const searchQueryOptions = ({ query, filter, page, take, exact = false }: SearchQuery) =>
  queryOptions({
    queryKey: ['search', query.trim(), filter, page, take, exact],
    queryFn: async () => (await catalogService()).search({ query: query.trim(), filter, page, take, exact }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Nothing is asked for a blank query (the API would answer 400). */
export const useSearch = (query: SearchQuery) => useQuery({ ...searchQueryOptions(query), enabled: query.query.trim().length > 0 });

/** Loads the search client ahead of the first suggestion, when the search box takes focus. */
export const warmUpSearch = () => void catalogService();
