import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/catalog';

// The service (axios and the zod contracts) is imported when the query runs, not with the page: a server-rendered
// page arrives with this data and never needs it at first load (see docs/architecture.md, Loading on demand).
export const homeQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: async () => (await catalogService()).getHome(), staleTime: 60_000 });

export const useHome = () => useQuery(homeQueryOptions());
