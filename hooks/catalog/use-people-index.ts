import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_PAGE_SIZE, peopleIndexKey, type PeopleIndexView, type PersonKind } from '@/lib/person-pages';
import { catalogService } from '@/services/catalog';

const peopleIndexQueryOptions = (kind: PersonKind, view: PeopleIndexView, page: number) =>
  queryOptions({
    queryKey: peopleIndexKey(kind, view, page),
    queryFn: async () => (await catalogService()).getPeople(kind, { page, take: PEOPLE_PAGE_SIZE, ...view }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const usePeopleIndex = (kind: PersonKind, view: PeopleIndexView, page: number) => useQuery(peopleIndexQueryOptions(kind, view, page));
