import type { GetStaticProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import { Seo } from '@/components/layout/seo';
import type { HeroBackdrop } from '@/components/home/home-hero';
import { HomeScreen } from '@/components/home/home-screen';
import { createQueryClient } from '@/hooks/query-client';
import { homeQueryOptions } from '@/hooks/use-home';
import { CATALOG_PAGE_REVALIDATE_SECONDS, homeForPage, isBuildTime, siteUrl } from '@/server/ssr/catalog';
import { heroBackdropForPage } from '@/server/ssr/hero-backdrop';
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

// Rendered once, served from Next's cache and rendered again in the background at most every minute (the lists'
// stale time): the page is the same for everyone, and what is personal fills in in the browser.
export const getStaticProps: GetStaticProps<HomePageProps> = async () => {
  if (isBuildTime()) return { props: { siteUrl: siteUrl() }, revalidate: 1 };
  const queryClient = createQueryClient();
  let heroBackdrop: HeroBackdrop | null;
  try {
    const home = await homeForPage();
    queryClient.setQueryData(homeQueryOptions().queryKey, home);
    heroBackdrop = await heroBackdropForPage(home.featured[0]?.cover);
  } catch (error) {
    // The browser then loads the lists itself, with retries; a short expiry renders the page again soon.
    console.error('Rendering the home page without its lists:', error);
    return { props: { siteUrl: siteUrl() }, revalidate: 1 };
  }
  return { props: { siteUrl: siteUrl(), dehydratedState: dehydrate(queryClient), heroBackdrop }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
};
