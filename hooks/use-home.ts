import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHome } from '@/services/catalog';

export const homeQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: getHome, staleTime: 60_000 });

export const useHome = () => useQuery(homeQueryOptions());
