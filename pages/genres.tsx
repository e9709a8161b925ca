import type { GetStaticProps } from 'next';
import { GenresScreen } from '@/components/catalog';
import { Seo } from '@/components/common/seo';
import { genresQueryOptions } from '@/hooks/catalog';
import { GENRES_PAGE } from '@/lib/genre-pages';
import { genresForPage, siteUrl } from '@/server/ssr/catalog';
import { staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from './_app';

export default function GenresPage() {
  return (
    <>
      <Seo title={GENRES_PAGE.title} description={GENRES_PAGE.description} path={GENRES_PAGE.path} />
      <GenresScreen />
    </>
  );
}

// A cached page, as the home page is: the counts rendered in, read again in the background every minute.
export const getStaticProps: GetStaticProps<PageProps> = () => {
  const props = { siteUrl: siteUrl() };
  return staticQueryProps<PageProps>({
    fallback: { props, error: 'Rendering /genres without its counts:' },
    load: async (cache) => {
      cache.setQueryData(genresQueryOptions().queryKey, await genresForPage());
      return props;
    },
  });
};
