import type { GetStaticProps } from 'next';
import { DjsScreen } from '@/components/catalog/djs-screen';
import { Seo } from '@/components/layout/seo';
import { DJS_PAGE_SIZE, djsQueryOptions } from '@/hooks/use-djs';
import { djsForPage } from '@/server/ssr/catalog';
import { staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from './_app';

export default function DjsPage() {
  return (
    <>
      <Seo title="DJs" description="Every DJ hosting mixtapes on LMT Mixtapes, most played first." />
      <DjsScreen />
    </>
  );
}

// A cached page, as the home page is: the first page of DJs rendered in, the others loaded in the browser.
export const getStaticProps: GetStaticProps<PageProps> = () =>
  staticQueryProps<PageProps>({
    fallback: { props: {}, error: 'Rendering the DJs page without its list:' },
    load: async (cache) => {
      cache.setQueryData(djsQueryOptions(1).queryKey, await djsForPage(1, DJS_PAGE_SIZE));
      return {};
    },
  });
