import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { Seo } from '@/components/common/seo';
import { MixtapeListFiltersBar } from '@/components/catalog';
import { MixtapeListScreen } from '@/components/catalog';
import { mixtapeListPageQueryOptions } from '@/hooks/catalog';
import { filtersFromQuery, MIXTAPES_LIST_PAGE, MIXTAPES_PAGE_DEFAULTS, type ListSource } from '@/lib/list-pages';
import { mixtapeListForPage, siteUrl } from '@/server/ssr/catalog';
import { firstPageOnly, staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from './_app';

const sourceOf = (query: Record<string, string | string[] | undefined>): ListSource => ({ query: { ...MIXTAPES_PAGE_DEFAULTS, ...filtersFromQuery(query) } });

export default function MixtapesPage() {
  const router = useRouter();
  // The cached page holds the plain list; sort and filters come from the URL once the router has read it.
  const filters = filtersFromQuery(router.query);
  return (
    <>
      <Seo title={MIXTAPES_LIST_PAGE.title} description={MIXTAPES_LIST_PAGE.description} path={MIXTAPES_LIST_PAGE.path} />
      <MixtapeListScreen
        page={MIXTAPES_LIST_PAGE}
        source={sourceOf(router.query)}
        controls={<MixtapeListFiltersBar filters={filters} onChange={(href) => void router.replace(href, undefined, { scroll: false })} />}
      />
    </>
  );
}

// The plain list's first page is cached like the home page (see pages/index.tsx); a sorted or filtered one loads in
// the browser.
export const getStaticProps: GetStaticProps<PageProps> = () => {
  const props = { siteUrl: siteUrl() };
  const source = sourceOf({});
  return staticQueryProps<PageProps>({
    fallback: { props, error: 'Rendering /mixtapes without its list:' },
    load: async (cache) => {
      cache.setQueryData(mixtapeListPageQueryOptions(source).queryKey, firstPageOnly(await mixtapeListForPage(source)));
      return props;
    },
  });
};
