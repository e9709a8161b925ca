import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/catalog';

export const podcastBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['podcasts', 'slug', slug],
    queryFn: async () => (await catalogService()).findPodcast(slug),
    staleTime: 30_000,
  });

export const usePodcastBySlug = (slug: string) => useQuery(podcastBySlugQueryOptions(slug));
