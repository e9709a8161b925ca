import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { GenreScreen } from '@/components/catalog';
import { Seo } from '@/components/common/seo';
import { mixtapeListPageQueryOptions } from '@/hooks/catalog';
import { genreFiltersFromQuery, genrePageOf, genreSource } from '@/lib/genre-pages';
import { mixtapeListForPage, siteUrl } from '@/server/ssr/catalog';
import { firstPageOnly, renderOnRequest, staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from '../_app';

// A genre's or a mood's page (their slugs never collide): the mixtapes that carry it, as a list page.

interface GenrePageProps extends PageProps {
  slug: string;
}

export default function GenrePage({ slug }: GenrePageProps) {
  const router = useRouter();
  const page = genrePageOf(slug)!;
  // The cached page holds the plain list; sort, order, range and mood come from the URL once the router has read it.
  const filters = genreFiltersFromQuery(page, router.query);
  return (
    <>
      <Seo title={page.title} description={page.description} path={page.path} />
      <GenreScreen page={page} filters={filters} onChange={(href) => void router.replace(href, undefined, { scroll: false })} />
    </>
  );
}

export const getStaticPaths = renderOnRequest;

// Cached like the other list pages (see pages/[list].tsx): the first page rendered, 'Load more' loads the rest.
export const getStaticProps: GetStaticProps<GenrePageProps> = ({ params }) => {
  const page = genrePageOf(String(params?.slug ?? ''));
  if (!page) return { notFound: true };
  const props = { siteUrl: siteUrl(), slug: page.slug };
  const source = genreSource(page, {});
  return staticQueryProps<GenrePageProps>({
    fallback: { props, error: `Rendering ${page.path} without its list:` },
    load: async (cache) => {
      cache.setQueryData(mixtapeListPageQueryOptions(source).queryKey, firstPageOnly(await mixtapeListForPage(source)));
      return props;
    },
  });
};
