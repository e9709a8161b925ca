import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogService } from '@/services/on-demand';

/** 'artists' or 'djs': the API's path, and the query keys' first part. */
export type PersonKind = 'artists' | 'djs';

export const personBySlugQueryOptions = (kind: PersonKind, slug: string) =>
  queryOptions({
    queryKey: [kind, 'slug', slug],
    queryFn: async () => (await catalogService()).findPerson(kind, slug),
    staleTime: 30_000,
  });

export const usePersonBySlug = (kind: PersonKind, slug: string) => useQuery(personBySlugQueryOptions(kind, slug));

export const PERSON_MIXTAPES_PAGE_SIZE = 12;

/** An artist's mixtapes (by id), or a DJ's (GET /mixtapes?dj=), newest first, a page at a time. */
export const personMixtapesQueryOptions = (kind: PersonKind, id: number, page: number) =>
  queryOptions({
    queryKey: [kind, id, 'mixtapes', page],
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
