import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/on-demand';

export const mixtapeBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['mixtapes', 'slug', slug],
    queryFn: async () => (await catalogService()).findMixtape(slug),
    staleTime: 30_000,
  });

export const useMixtapeBySlug = (slug: string) => useQuery(mixtapeBySlugQueryOptions(slug));
