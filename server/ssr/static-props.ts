import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { absoluteUrl } from '@/lib/absolute-url';
import { PEOPLE_PAGE_SIZE, PERSON_MIXTAPES_PAGE_SIZE, peopleIndexKey, personBySlugKey, personMixtapesKey, personPath, type PersonKind } from '@/lib/person-pages';
import { settings } from '../core/config';
import { peopleIndexForPage, personForPage, siteUrl } from './catalog';
import { profileJsonLd } from './json-ld';

// The cached pages' getStaticProps: rendered once, served from Next's cache and rendered again in the background at
// most every minute (the lists' stale time). The page is the same for everyone, what is personal fills in in the
// browser; the data it renders with reaches react-query's cache under its hooks' own query keys.

/** How long a catalog page is served from Next's cache before it is rendered again in the background. */
const CATALOG_PAGE_REVALIDATE_SECONDS = 60;

/** An unknown slug's 404 is kept briefly too, so a page added since shows up soon. */
const NOT_FOUND_REVALIDATE_SECONDS = 10;

/** A page rendered without its data expires at once: the next request renders it again. */
const WITHOUT_DATA_REVALIDATE_SECONDS = 1;

/**
 * `next build` runs before `npm start` makes and seeds the database, and a page built then would show another
 * database's catalog: a page rendered at build time gets no data and expires at once, so the first request
 * after start renders it for real.
 */
const isBuildTime = () => settings().NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/** The pages by slug (a mixtape's, an artist's…): none built ahead, each rendered on its first request, then cached. */
export const renderOnRequest: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

interface StaticQueryPage<P> {
  /**
   * Reads the page's data into `cache` (setQueryData under the hooks' keys) and returns its props; null for a 404.
   */
  load: (cache: QueryClient) => Promise<P | null>;
  /**
   * The props the page renders with when it has no data (at build time, or when `load` fails, logged with `error`):
   * the browser then loads the data itself, with retries, and the page is rendered again soon. Without it, a
   * failure fails the render.
   */
  fallback?: { props: P; error: string };
}

/** A cached page's getStaticProps: its props, and react-query's cache as `load` filled it (`dehydratedState`). */
export async function staticQueryProps<P extends { dehydratedState?: DehydratedState }>({ load, fallback }: StaticQueryPage<P>): Promise<GetStaticPropsResult<P>> {
  if (fallback && isBuildTime()) return { props: fallback.props, revalidate: WITHOUT_DATA_REVALIDATE_SECONDS };
  const cache = new QueryClient();
  let props: P | null;
  try {
    props = await load(cache);
  } catch (error) {
    if (!fallback) throw error;
    console.error(fallback.error, error);
    return { props: fallback.props, revalidate: WITHOUT_DATA_REVALIDATE_SECONDS };
  }
  if (!props) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  return { props: { ...props, dehydratedState: dehydrate(cache) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
}

/** react-query's infinite data holding the first page of a list, as its 'Load more' query keeps it. */
export const firstPageOnly = <T>(page: T) => ({ pages: [page], pageParams: [1] });

/** The props of an artist's or a DJ's page. */
export interface PersonPageProps {
  slug: string;
  /** The page's subject in schema.org terms, built on the server. */
  jsonLd?: Record<string, unknown>;
  dehydratedState?: DehydratedState;
}

/** getStaticProps of an artist's or a DJ's page: the person, the first page of their mixtapes, its schema.org subject. */
export const personStaticProps =
  (kind: PersonKind): GetStaticProps<PersonPageProps> =>
  ({ params }) => {
    const slug = String(params?.slug ?? '');
    return staticQueryProps<PersonPageProps>({
      fallback: { props: { slug }, error: `Rendering the ${kind === 'artists' ? 'artist' : 'dj'} page ${slug} without its data:` },
      load: async (cache) => {
        const found = await personForPage(kind, slug, PERSON_MIXTAPES_PAGE_SIZE);
        if (!found) return null;
        cache.setQueryData(personBySlugKey(kind, slug), found.person);
        cache.setQueryData(personMixtapesKey(kind, found.person.id, 1), found.mixtapes);
        const jsonLd = profileJsonLd(kind === 'artists' ? 'MusicGroup' : 'Person', found.person, absoluteUrl(siteUrl(), personPath(kind, slug)));
        return { slug, jsonLd };
      },
    });
  };

interface IndexPageProps {
  siteUrl: string;
  dehydratedState?: DehydratedState;
}

/**
 * getStaticProps of the artists' or the DJs' index: its first page, most played first, rendered in; another sort, a
 * letter or a later page loads in the browser.
 */
export const peopleIndexStaticProps =
  (kind: PersonKind): GetStaticProps<IndexPageProps> =>
  () => {
    const props = { siteUrl: siteUrl() };
    return staticQueryProps<IndexPageProps>({
      fallback: { props, error: `Rendering /${kind} without its list:` },
      load: async (cache) => {
        cache.setQueryData(peopleIndexKey(kind, { sort: 'popular' }, 1), await peopleIndexForPage(kind, PEOPLE_PAGE_SIZE));
        return props;
      },
    });
  };
