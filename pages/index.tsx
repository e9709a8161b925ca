import type { GetStaticProps } from 'next';
import { Seo } from '@/components/common/seo';
import type { HeroBackdrop } from '@/components/discovery';
import { HomeScreen } from '@/components/discovery';
import { homeQueryOptions } from '@/hooks/discovery';
import { homeForPage, siteUrl } from '@/server/ssr/catalog';
import { heroBackdropForPage } from '@/server/ssr/hero-backdrop';
import { staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from './_app';

interface HomePageProps extends PageProps {
  /** The hero's cover shrunk to a few pixels, drawn blurred behind it; null without one. */
  heroBackdrop?: HeroBackdrop | null;
}

export default function HomePage({ heroBackdrop }: HomePageProps) {
  return (
    <>
      <Seo path="/" description="The newest mixtapes, premieres and exclusives from your favorite artists and DJs, updated daily: free to stream, some paid to download." />
      <HomeScreen heroBackdrop={heroBackdrop} />
    </>
  );
}

// A cached page (server/ssr/static-props.ts): the same for everyone, what is personal fills in in the browser.
export const getStaticProps: GetStaticProps<HomePageProps> = () =>
  staticQueryProps<HomePageProps>({
    fallback: { props: { siteUrl: siteUrl() }, error: 'Rendering the home page without its lists:' },
    load: async (cache) => {
      const home = await homeForPage();
      cache.setQueryData(homeQueryOptions().queryKey, home);
      return { siteUrl: siteUrl(), heroBackdrop: await heroBackdropForPage(home.featured[0]?.cover) };
    },
  });
