import { queryOptions, useQuery } from '@tanstack/react-query';
import { findMixtape } from '@/services/catalog';

export const mixtapeBySlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['mixtapes', 'slug', slug], queryFn: () => findMixtape(slug), staleTime: 30_000 });

export const useMixtapeBySlug = (slug: string) => useQuery(mixtapeBySlugQueryOptions(slug));
