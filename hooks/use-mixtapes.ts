import { queryOptions } from '@tanstack/react-query';
import type { MixtapeListQuery } from '@/lib/contracts/catalog';

export const mixtapesQueryOptions = (query: Partial<MixtapeListQuery> = {}) =>
  queryOptions({
    queryKey: ['mixtapes', 'list', query],
    queryFn: async () => (await import('@/services/catalog')).getMixtapes(query),
    staleTime: 30_000,
  });
