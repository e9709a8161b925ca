import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/catalog';

export const mixtapeBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['mixtapes', 'slug', slug],
    queryFn: async () => (await catalogService()).findMixtape(slug),
    staleTime: 30_000,
  });

export const useMixtapeBySlug = (slug: string) => useQuery(mixtapeBySlugQueryOptions(slug));

/** A mixtape by id (GET /mixtapes/{id}); idle without an id. */
export const useMixtape = (id: number | undefined) =>
  useQuery({
    queryKey: ['mixtapes', id ?? 'none'],
    queryFn: id ? async () => (await catalogService()).getMixtape(id) : skipToken,
    staleTime: 30_000,
  });
