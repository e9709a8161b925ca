import { queryOptions } from '@tanstack/react-query';
import type { MixtapeListQuery } from '@/lib/contracts/catalog';
import { catalogService } from '@/services/catalog';

export const mixtapesQueryOptions = (query: Partial<MixtapeListQuery> = {}) =>
  queryOptions({
    queryKey: ['mixtapes', 'list', query],
    queryFn: async () => (await catalogService()).getMixtapes(query),
    staleTime: 30_000,
  });
