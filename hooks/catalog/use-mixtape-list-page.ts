import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { LIST_PAGE_TAKE, type ListSource } from '@/lib/list-pages';
import { catalogService } from '@/services/catalog';

/** A list page's mixtapes, a page at a time ('Load more'): a named set, or GET /mixtapes with its filters. */
export const mixtapeListPageQueryOptions = (source: ListSource) =>
  infiniteQueryOptions({
    queryKey: ['mixtapes', 'list-page', source],
    queryFn: async ({ pageParam }): Promise<Paged<Mixtape>> => {
      const catalog = await catalogService();
      const paging = { page: pageParam, take: LIST_PAGE_TAKE };
      return 'set' in source ? catalog.getMixtapeSet(source.set, paging) : catalog.getMixtapes({ ...source.query, ...paging });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.pageCount ? last.meta.page + 1 : undefined),
    staleTime: 30_000,
  });

export const useMixtapeListPage = (source: ListSource) => useInfiniteQuery(mixtapeListPageQueryOptions(source));
