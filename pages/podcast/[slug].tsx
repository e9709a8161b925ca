import type { GetStaticPaths, GetStaticProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import { PodcastScreen } from '@/components/catalog/podcast-screen';
import { Seo } from '@/components/layout/seo';
import { createQueryClient } from '@/hooks/query-client';
import { podcastBySlugQueryOptions, usePodcastBySlug } from '@/hooks/use-podcast';
import { CATALOG_PAGE_REVALIDATE_SECONDS, podcastForPage } from '@/server/ssr/catalog';
import type { PageProps } from '../_app';

const NOT_FOUND_REVALIDATE_SECONDS = 10;

interface PodcastPageProps extends PageProps {
  slug: string;
}

export default function PodcastPage({ slug }: PodcastPageProps) {
  const { data: podcast } = usePodcastBySlug(slug);
  return (
    <>
      {podcast && <Seo title={podcast.name} description={podcast.bio || `Every episode of ${podcast.name}, free.`} image={podcast.image} />}
      <PodcastScreen slug={slug} />
    </>
  );
}

// Rendered on a slug's first request, then served from Next's cache, as mixtape pages are (pages/mixtape/[slug].tsx).
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<PodcastPageProps> = async ({ params }) => {
  const slug = String(params?.slug ?? '');
  let podcast;
  try {
    podcast = await podcastForPage(slug);
  } catch (error) {
    console.error(`Rendering the podcast page ${slug} without its episodes:`, error);
    return { props: { slug }, revalidate: 1 };
  }
  if (!podcast) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const queryClient = createQueryClient();
  queryClient.setQueryData(podcastBySlugQueryOptions(slug).queryKey, podcast);
  return { props: { slug, dehydratedState: dehydrate(queryClient) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
};
