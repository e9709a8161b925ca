import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from '@/services/api-errors';
import { catalogService } from '@/services/on-demand';

export const mixtapeBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['mixtapes', 'slug', slug],
    queryFn: async () => (await catalogService()).findMixtape(slug),
    staleTime: 30_000,
  });

export const useMixtapeBySlug = (slug: string) => useQuery(mixtapeBySlugQueryOptions(slug));

/**
 * Fetches a mixtape page's data into `queryClient` for server rendering: false when there is no such mixtape
 * (404, or a slug the API refuses), true otherwise; any other failure leaves the browser to retry.
 */
export async function prefetchMixtapeBySlug(queryClient: QueryClient, slug: string): Promise<boolean> {
  try {
    await queryClient.fetchQuery(mixtapeBySlugQueryOptions(slug));
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) return false;
  }
  return true;
}
