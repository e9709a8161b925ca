import type { GetStaticPaths, GetStaticProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import Head from 'next/head';
import { SITE_TITLE } from '@/components/layout/seo';
import { EmbedPlayer } from '@/components/mixtape/embed-player';
import { createQueryClient } from '@/hooks/query-client';
import { mixtapeBySlugQueryOptions } from '@/hooks/use-mixtape';
import { CATALOG_PAGE_REVALIDATE_SECONDS, mixtapeForPage } from '@/server/ssr/catalog';
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

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

// Cached like the mixtape page it shows (see pages/mixtape/[slug].tsx).
export const getStaticProps: GetStaticProps<EmbedPageProps> = async ({ params }) => {
  const slug = String(params?.slug ?? '');
  const mixtape = await mixtapeForPage(slug);
  if (!mixtape) return { notFound: true, revalidate: 10 };
  const queryClient = createQueryClient();
  queryClient.setQueryData(mixtapeBySlugQueryOptions(slug).queryKey, mixtape);
  return { props: { slug, title: mixtape.title, dehydratedState: dehydrate(queryClient) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
};
