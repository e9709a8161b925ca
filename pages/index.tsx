import type { GetServerSideProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import { Seo } from '@/components/layout/seo';
import { HomeScreen } from '@/components/home/home-screen';
import { createQueryClient } from '@/hooks/query-client';
import { homeQueryOptions } from '@/hooks/use-home';
import type { PageProps } from './_app';

export default function HomePage() {
  return (
    <>
      <Seo description="Stream and download the newest free mixtapes, premieres and exclusives from your favorite artists and DJs, updated daily." />
      <HomeScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<PageProps> = async () => {
  const queryClient = createQueryClient();
  // A failed prefetch leaves the query empty: the page then loads it in the browser, with retries.
  await queryClient.prefetchQuery(homeQueryOptions());
  return { props: { dehydratedState: dehydrate(queryClient) } };
};
