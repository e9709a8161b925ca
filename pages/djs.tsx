import type { GetStaticProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import { DjsScreen } from '@/components/catalog/djs-screen';
import { Seo } from '@/components/layout/seo';
import { createQueryClient } from '@/hooks/query-client';
import { DJS_PAGE_SIZE, djsQueryOptions } from '@/hooks/use-djs';
import { CATALOG_PAGE_REVALIDATE_SECONDS, djsForPage, isBuildTime } from '@/server/ssr/catalog';
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
export const getStaticProps: GetStaticProps<PageProps> = async () => {
  if (isBuildTime()) return { props: {}, revalidate: 1 };
  try {
    const queryClient = createQueryClient();
    queryClient.setQueryData(djsQueryOptions(1).queryKey, await djsForPage(1, DJS_PAGE_SIZE));
    return { props: { dehydratedState: dehydrate(queryClient) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
  } catch (error) {
    console.error('Rendering the DJs page without its list:', error);
    return { props: {}, revalidate: 1 };
  }
};
