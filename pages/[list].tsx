import type { GetStaticPaths, GetStaticProps } from 'next';
import { Seo } from '@/components/common/seo';
import { MixtapeListScreen } from '@/components/catalog';
import { mixtapeListPageQueryOptions } from '@/hooks/catalog';
import type { MixtapeSet } from '@/lib/contracts/catalog';
import { SET_LIST_PAGES } from '@/lib/list-pages';
import { mixtapeListForPage, siteUrl } from '@/server/ssr/catalog';
import { firstPageOnly, staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from './_app';

// One page file for the named lists (/featured, /premieres, /today, /this-week, /unreleased, /past-releases): each
// is the API's list of the same name. Any other top-level path is not one of them, and is a 404.

interface ListPageProps extends PageProps {
  set: MixtapeSet;
}

export default function MixtapeSetPage({ set }: ListPageProps) {
  const page = SET_LIST_PAGES[set];
  return (
    <>
      <Seo title={page.title} description={page.description} path={page.path} />
      <MixtapeListScreen page={page} source={{ set }} />
    </>
  );
}

const setOfPath = (list: string) => Object.values(SET_LIST_PAGES).find((page) => page.path === `/${list}`)?.set;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: Object.values(SET_LIST_PAGES).map((page) => ({ params: { list: page.path.slice(1) } })),
  fallback: false,
});

// Cached like the home page (see pages/index.tsx): the first page rendered, 'Load more' loads the rest.
export const getStaticProps: GetStaticProps<ListPageProps> = async ({ params }) => {
  const set = setOfPath(String(params?.list ?? ''));
  if (!set) return { notFound: true };
  const props = { siteUrl: siteUrl(), set };
  return staticQueryProps<ListPageProps>({
    fallback: { props, error: `Rendering /${set} without its list:` },
    load: async (cache) => {
      cache.setQueryData(mixtapeListPageQueryOptions({ set }).queryKey, firstPageOnly(await mixtapeListForPage({ set })));
      return props;
    },
  });
};
