import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { SITE_TITLE } from '@/components/common/seo';
import { EmbedPlayer } from '@/components/catalog';
import { mixtapeBySlugQueryOptions } from '@/hooks/catalog';
import { mixtapeForPage } from '@/server/ssr/catalog';
import { renderOnRequest, staticQueryProps } from '@/server/ssr/static-props';
import type { PageProps } from '../_app';

interface EmbedPageProps extends PageProps {
  slug: string;
  title: string;
}

// The page other sites frame (server/http/security-headers.ts lets any site frame /embed/ and nothing else).
// Search engines index the mixtape page, not this one.
export default function EmbedPage({ slug, title }: EmbedPageProps) {
  return (
    <>
      <Head>
        <title>{`${title} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <EmbedPlayer slug={slug} />
    </>
  );
}

export const getStaticPaths = renderOnRequest;

// Cached like the mixtape page it shows (see pages/mixtape/[slug].tsx); with no fallback, a failed read fails the render.
export const getStaticProps: GetStaticProps<EmbedPageProps> = ({ params }) => {
  const slug = String(params?.slug ?? '');
  return staticQueryProps<EmbedPageProps>({
    load: async (cache) => {
      const mixtape = await mixtapeForPage(slug);
      if (!mixtape) return null;
      cache.setQueryData(mixtapeBySlugQueryOptions(slug).queryKey, mixtape);
      return { slug, title: mixtape.title };
    },
  });
};
