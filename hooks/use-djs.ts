import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/on-demand';

export const DJS_PAGE_SIZE = 24;

export const djsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['djs', 'page', page],
    queryFn: async () => (await catalogService()).getDjs(page, DJS_PAGE_SIZE),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useDjs = (page: number) => useQuery(djsQueryOptions(page));
