import type { z } from 'zod';
import {
  genresSchema,
  homeSchema,
  mixtapeDetailSchema,
  mixtapeListQuerySchema,
  mixtapePageSchema,
  type Genres,
  type Home,
  type Mixtape,
  type MixtapeDetail,
} from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { mixtapeDownloadSizeSchema } from '@/lib/contracts/library';
import { personPageSchema, personSchema, podcastDetailSchema, podcastPageSchema, type Person, type Podcast, type PodcastDetail } from '@/lib/contracts/people';
import { searchPageSchema, searchQuerySchema, type SearchPage, type SearchQuery } from '@/lib/contracts/search';
import { LIST_PAGE_TAKE, type ListSource } from '@/lib/list-pages';
import { withCommentCount } from '../comments/comments';
import { listGenres } from '../catalog/genres';
import { findMixtapeBySlug, getHome, listMixtapeSet, listMixtapes } from '../catalog/mixtapes';
import { findPersonBySlug, listArtistMixtapes, listPeople } from '../catalog/people';
import { findPodcastBySlug, listPodcasts } from '../catalog/podcasts';
import { search } from '../catalog/search';
import { mixtapeZipSize } from '../library/mixtape-zip';
import { config } from '../core/config';
import { isAppError } from '../core/errors';
import { isCanonicalSlug } from './page-gate';

// The catalog as the cached pages render it (getStaticProps of the home and mixtape pages): the same services
// the API answers from, called in this process instead of over HTTP. Each value goes through JSON and the
// answer's contract, so the page hands the browser exactly what its client would have parsed from the API.

/** APP_URL, which server-rendered pages pass in their props for their absolute links. */
export const siteUrl = () => config.appUrl;

export const asReply = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => schema.parse(JSON.parse(JSON.stringify(value)));

export const homeForPage = async (): Promise<Home> => asReply(homeSchema, await getHome());

/** The genres and moods with their counts of the main site's mixtapes, as GET /genres answers them. */
export const genresForPage = async (): Promise<Genres> => asReply(genresSchema, await listGenres('main'));

/** The first page of a list page, as GET /mixtapes or GET /mixtapes/{set} answers it. */
export async function mixtapeListForPage(source: ListSource): Promise<Paged<Mixtape>> {
  const paging = { page: 1, take: LIST_PAGE_TAKE };
  const page = 'set' in source
    ? await listMixtapeSet(source.set, { ...paging, site: 'main' })
    : await listMixtapes(mixtapeListQuerySchema.parse({ ...source.query, ...paging }));
  return asReply(mixtapePageSchema, page);
}

/** A mixtape with its tracks, or null when no mixtape has this slug (or it is not a slug the API would accept). */
export const mixtapeForPage = (slug: string): Promise<MixtapeDetail | null> => bySlug(mixtapeDetailSchema, slug, (s) => withCommentCount('mixtape', findMixtapeBySlug(s)));

/** The exact size of a mixtape's zip, as GET /mixtapes/{id}/download answers it: its page shows it at once. */
export const mixtapeZipSizeForPage = async (id: number): Promise<number> => asReply(mixtapeDownloadSizeSchema, await mixtapeZipSize(id)).size;

/**
 * Reads one thing by slug for a page: null when nothing has this slug, or when it is not a slug as stored. A page is
 * rendered (and so kept in Next's cache) under its one URL alone: the production server sends a slug written another
 * way on to it first (server/ssr/page-gate.ts). A mixtape taken down has no page either: that server answers 451 for
 * it, and one taken down while its page renders is left to that, never a failed render.
 */
async function bySlug<S extends z.ZodType>(schema: S, slug: string, read: (slug: string) => Promise<unknown>): Promise<z.output<S> | null> {
  if (!isCanonicalSlug(slug)) return null;
  try {
    return asReply(schema, await read(slug));
  } catch (error) {
    if (isAppError(error, 'not-found') || isAppError(error, 'withheld')) return null;
    throw error;
  }
}

/** An artist or DJ with the first page of their mixtapes (newest first), or null for an unknown slug. */
export async function personForPage(kind: 'artists' | 'djs', slug: string, take: number): Promise<{ person: Person; mixtapes: Paged<Mixtape> } | null> {
  const person = await bySlug(personSchema, slug, (s) => findPersonBySlug(kind === 'artists' ? 'artist' : 'dj', s));
  if (!person) return null;
  const page = { page: 1, take, sort: 'date', order: 'desc', site: 'main', range: 'all' } as const;
  const mixtapes = kind === 'artists' ? await listArtistMixtapes(person.id, page) : await listMixtapes({ ...page, dj: String(person.id) });
  return { person, mixtapes: asReply(mixtapePageSchema, mixtapes) };
}

/** The first page of the artists' or the DJs' index, most played first, as GET /artists or GET /djs answers it. */
export const peopleIndexForPage = async (kind: 'artists' | 'djs', take: number): Promise<Paged<Person>> =>
  asReply(personPageSchema, await listPeople(kind === 'artists' ? 'artist' : 'dj', { page: 1, take, sort: 'popular' }));

/** The first page of the podcasts' index, as GET /podcasts answers it. */
export const podcastsForPage = async (take: number): Promise<Paged<Podcast>> => asReply(podcastPageSchema, await listPodcasts({ page: 1, take }));

export const podcastForPage = (slug: string): Promise<PodcastDetail | null> => bySlug(podcastDetailSchema, slug, findPodcastBySlug);

/** The search page's first answer (getServerSideProps); null for input the API would refuse. */
export async function searchForPage(input: Record<string, unknown>): Promise<{ query: SearchQuery; results: SearchPage } | null> {
  const query = searchQuerySchema.safeParse(input);
  if (!query.success) return null;
  return { query: query.data, results: asReply(searchPageSchema, await search(query.data)) };
}
