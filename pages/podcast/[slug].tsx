import type { GetStaticPaths, GetStaticProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import { PodcastScreen } from '@/components/catalog/podcast-screen';
import { absoluteUrl, Seo } from '@/components/layout/seo';
import { createQueryClient } from '@/hooks/query-client';
import { podcastBySlugQueryOptions, usePodcastBySlug } from '@/hooks/use-podcast';
import { CATALOG_PAGE_REVALIDATE_SECONDS, podcastForPage, siteUrl } from '@/server/ssr/catalog';
import { profileJsonLd } from '@/server/ssr/json-ld';
import type { PageProps } from '../_app';

const NOT_FOUND_REVALIDATE_SECONDS = 10;

interface PodcastPageProps extends PageProps {
  slug: string;
  /** The page's subject in schema.org terms, built on the server. */
  jsonLd?: Record<string, unknown>;
}

export default function PodcastPage({ slug, jsonLd }: PodcastPageProps) {
  const { data: podcast } = usePodcastBySlug(slug);
  return (
    <>
      {podcast && <Seo title={podcast.name} description={podcast.bio || `Every episode of ${podcast.name}, free.`} image={podcast.image} jsonLd={jsonLd} />}
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
  const jsonLd = profileJsonLd('PodcastSeries', podcast, absoluteUrl(siteUrl(), `/podcast/${slug}`));
  return { props: { slug, jsonLd, dehydratedState: dehydrate(queryClient) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
};
