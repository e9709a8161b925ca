import { queryOptions } from '@tanstack/react-query';
import type { MixtapeListQuery } from '@/lib/contracts/catalog';
import { getMixtapes } from '@/services/catalog';

export const mixtapesQueryOptions = (query: Partial<MixtapeListQuery> = {}) =>
  queryOptions({ queryKey: ['mixtapes', 'list', query], queryFn: () => getMixtapes(query), staleTime: 30_000 });
