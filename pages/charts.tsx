import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { CHARTS_DESCRIPTION, CHARTS_TITLE, ChartsScreen } from '@/components/catalog';
import { Seo } from '@/components/common/seo';
import { chartQueryOptions } from '@/hooks/catalog';
import { chartsFromQuery, chartsHref } from '@/lib/charts';
import { siteUrl } from '@/server/ssr/catalog';
import { latestChartsForPage } from '@/server/ssr/charts';
import { staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from './_app';

export default function ChartsPage() {
  const router = useRouter();
  // The cached page holds the latest charts; another chart or week comes from the URL once the router has read it.
  const { chart, week } = chartsFromQuery(router.query);
  return (
    <>
      <Seo title={CHARTS_TITLE} description={CHARTS_DESCRIPTION} path={chartsHref('mixtapes')} />
      <ChartsScreen chart={chart} week={week} onWeek={(href) => void router.push(href, undefined, { shallow: true, scroll: false })} />
    </>
  );
}

// Cached like the home page (see pages/index.tsx), with the latest chart of each kind: the tabs switch without a call.
export const getStaticProps: GetStaticProps<PageProps> = () => {
  const props = { siteUrl: siteUrl() };
  return staticQueryProps<PageProps>({
    fallback: { props, error: 'Rendering /charts without its charts:' },
    load: async (cache) => {
      for (const chart of await latestChartsForPage()) cache.setQueryData(chartQueryOptions(chart.chart).queryKey, chart);
      return props;
    },
  });
};
