import type { GetStaticProps } from 'next';
import { PodcastScreen } from '@/components/catalog';
import { Seo } from '@/components/common/seo';
import { podcastBySlugQueryOptions, usePodcastBySlug } from '@/hooks/catalog';
import { podcastForPage, siteUrl } from '@/server/ssr/catalog';
import { profileJsonLd } from '@/server/ssr/json-ld';
import { renderOnRequest, staticQueryProps } from '@/server/ssr/static-props';
import { absoluteUrl } from '@/lib/absolute-url';
import type { PageProps } from '../_app';

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
export const getStaticPaths = renderOnRequest;

export const getStaticProps: GetStaticProps<PodcastPageProps> = ({ params }) => {
  const slug = String(params?.slug ?? '');
  return staticQueryProps<PodcastPageProps>({
    fallback: { props: { slug }, error: `Rendering the podcast page ${slug} without its episodes:` },
    load: async (cache) => {
      const podcast = await podcastForPage(slug);
      if (!podcast) return null;
      cache.setQueryData(podcastBySlugQueryOptions(slug).queryKey, podcast);
      return { slug, jsonLd: profileJsonLd('PodcastSeries', podcast, absoluteUrl(siteUrl(), `/podcast/${slug}`)) };
    },
  });
};
