import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/catalog';

/** Podcasts per page of their index. */
export const PODCASTS_PAGE_SIZE = 24;

export const podcastsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['podcasts', 'page', page],
    queryFn: async () => (await catalogService()).getPodcasts(page, PODCASTS_PAGE_SIZE),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const usePodcasts = (page: number) => useQuery(podcastsQueryOptions(page));
