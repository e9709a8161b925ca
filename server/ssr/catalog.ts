import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { z } from 'zod';
import { findBySlugQuerySchema, homeSchema, mixtapeDetailSchema, mixtapeListQuerySchema, mixtapePageSchema, type Home, type Mixtape, type MixtapeDetail } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { LIST_PAGE_TAKE, type ListSource } from '@/lib/list-pages';
import { findMixtapeBySlug, getHome, listMixtapeSet, listMixtapes } from '../catalog/mixtapes';
import { config } from '../config';
import { HttpError } from '../http/errors';

// The catalog as the cached pages render it (getStaticProps of the home and mixtape pages): the same services
// the API answers from, called in this process instead of over HTTP. Each value goes through JSON and the
// answer's contract, so the page hands the browser exactly what its client would have parsed from the API.

/** How long a catalog page is served from Next's cache before it is rendered again in the background. */
export const CATALOG_PAGE_REVALIDATE_SECONDS = 60;

/**
 * `next build` runs before `npm start` makes and seeds the database, and a page built then would show another
 * database's catalog: a page rendered at build time gets no data and expires at once, so the first request
 * after start renders it for real.
 */
export const isBuildTime = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/** APP_URL, which server-rendered pages pass in their props for their absolute links. */
export const siteUrl = () => config.appUrl;

const asReply = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => schema.parse(JSON.parse(JSON.stringify(value)));

export const homeForPage = async (): Promise<Home> => asReply(homeSchema, await getHome());

/** The first page of a list page, as GET /mixtapes or GET /mixtapes/{set} answers it. */
export async function mixtapeListForPage(source: ListSource): Promise<Paged<Mixtape>> {
  const paging = { page: 1, take: LIST_PAGE_TAKE };
  const page = 'set' in source
    ? await listMixtapeSet(source.set, { ...paging, site: 'main' })
    : await listMixtapes(mixtapeListQuerySchema.parse({ ...source.query, ...paging }));
  return asReply(mixtapePageSchema, page);
}

/** A mixtape with its tracks, or null when no mixtape has this slug (or it is not a slug the API would accept). */
export async function mixtapeForPage(slug: string): Promise<MixtapeDetail | null> {
  const query = findBySlugQuerySchema.safeParse({ slug });
  if (!query.success) return null;
  try {
    return asReply(mixtapeDetailSchema, await findMixtapeBySlug(query.data.slug));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
