import { queryOptions, useQuery } from '@tanstack/react-query';

export const mixtapeBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['mixtapes', 'slug', slug],
    queryFn: async () => (await import('@/services/catalog')).findMixtape(slug),
    staleTime: 30_000,
  });

export const useMixtapeBySlug = (slug: string) => useQuery(mixtapeBySlugQueryOptions(slug));
