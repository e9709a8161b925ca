import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PERSON_MIXTAPES_PAGE_SIZE, personBySlugKey, personMixtapesKey, type PersonKind } from '@/lib/person-pages';
import { catalogService } from '@/services/catalog';

export const personBySlugQueryOptions = (kind: PersonKind, slug: string) =>
  queryOptions({
    queryKey: personBySlugKey(kind, slug),
    queryFn: async () => (await catalogService()).findPerson(kind, slug),
    staleTime: 30_000,
  });

export const usePersonBySlug = (kind: PersonKind, slug: string) => useQuery(personBySlugQueryOptions(kind, slug));

/** An artist's mixtapes (by id), or a DJ's (GET /mixtapes?dj=), newest first, a page at a time. */
export const personMixtapesQueryOptions = (kind: PersonKind, id: number, page: number) =>
  queryOptions({
    queryKey: personMixtapesKey(kind, id, page),
    queryFn: async () => {
      const service = await catalogService();
      return kind === 'artists'
        ? service.getArtistMixtapes(id, page, PERSON_MIXTAPES_PAGE_SIZE)
        : service.getMixtapes({ dj: String(id), sort: 'date', order: 'desc', page, take: PERSON_MIXTAPES_PAGE_SIZE });
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const usePersonMixtapes = (kind: PersonKind, id: number | undefined, page: number) =>
  useQuery({ ...personMixtapesQueryOptions(kind, id ?? 0, page), enabled: id !== undefined });
