import type { GetStaticProps } from 'next';
import { PodcastsScreen, PODCASTS_TITLE } from '@/components/catalog';
import { Seo } from '@/components/common/seo';
import { PODCASTS_PAGE_SIZE, podcastsQueryOptions } from '@/hooks/catalog';
import { podcastsForPage, siteUrl } from '@/server/ssr/catalog';
import { staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from './_app';

export default function PodcastsPage() {
  return (
    <>
      <Seo title={PODCASTS_TITLE} description="Every podcast on LMT Mixtapes, with its host and episodes." path="/podcasts" />
      <PodcastsScreen />
    </>
  );
}

// A cached page, as the home page is: the first page of podcasts rendered in, the others loaded in the browser.
export const getStaticProps: GetStaticProps<PageProps> = () => {
  const props = { siteUrl: siteUrl() };
  return staticQueryProps<PageProps>({
    fallback: { props, error: 'Rendering /podcasts without its list:' },
    load: async (cache) => {
      cache.setQueryData(podcastsQueryOptions(1).queryKey, await podcastsForPage(PODCASTS_PAGE_SIZE));
      return props;
    },
  });
};
