import type { GetStaticPaths, GetStaticProps } from 'next';
import { dehydrate, useQuery } from '@tanstack/react-query';
import { absoluteUrl, Seo } from '@/components/layout/seo';
import { MixtapeScreen } from '@/components/mixtape/mixtape-screen';
import { createQueryClient } from '@/hooks/query-client';
import { mixtapeBySlugQueryOptions } from '@/hooks/use-mixtape';
import { mixtapeDownloadSizeQueryOptions } from '@/hooks/use-mixtape-download-size';
import { mixtapeQueueQueryOptions } from '@/hooks/use-mixtape-queue';
import { CATALOG_PAGE_REVALIDATE_SECONDS, mixtapeForPage, mixtapeZipSizeForPage, siteUrl } from '@/server/ssr/catalog';
import { musicAlbumJsonLd } from '@/server/ssr/json-ld';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { formatMoney } from '@/lib/format';
import type { PageProps } from '../_app';

const NOT_FOUND_REVALIDATE_SECONDS = 10;

interface MixtapePageProps extends PageProps {
  slug: string;
  /** The mixtape as a schema.org MusicAlbum, built on the server. */
  jsonLd?: Record<string, unknown>;
}

/** What the mixtape costs, as its description says it (see docs/product.md, Paid mixtapes). */
const priceText = ({ price }: MixtapeDetail) => (price ? `free to stream, ${formatMoney(price.amount, price.currency)} to download or included with Premium` : 'free');

export default function MixtapePage({ slug, jsonLd }: MixtapePageProps) {
  const { data: mixtape } = useQuery(mixtapeBySlugQueryOptions(slug));
  return (
    <>
      {mixtape && (
        <Seo
          title={`${mixtape.title} by ${mixtape.artist.name}`}
          description={`Stream and download ${mixtape.title} by ${mixtape.artist.name}${mixtape.dj ? `, hosted by ${mixtape.dj.name}` : ''}: ${mixtape.trackCount} tracks, ${priceText(mixtape)}.`}
          image={mixtape.cover}
          path={`/mixtape/${mixtape.slug}`}
          jsonLd={jsonLd}
        />
      )}
      <MixtapeScreen slug={slug} />
    </>
  );
}

// Rendered on a slug's first request, then served from Next's cache like the home page (see pages/index.tsx). An
// unknown slug's 404 is kept briefly too, so a mixtape added since shows up soon.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<MixtapePageProps> = async ({ params }) => {
  const slug = String(params?.slug ?? '');
  let mixtape;
  try {
    mixtape = await mixtapeForPage(slug);
  } catch (error) {
    // As on the home page: the browser loads the mixtape itself, and the page is rendered again soon.
    console.error(`Rendering the mixtape page ${slug} without its mixtape:`, error);
    return { props: { siteUrl: siteUrl(), slug }, revalidate: 1 };
  }
  if (!mixtape) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const queryClient = createQueryClient();
  queryClient.setQueryData(mixtapeBySlugQueryOptions(slug).queryKey, mixtape);
  // What its header would ask the API for at once (the queue Play All plays, the zip's size): with the page, so a
  // visit loads no API client before it is used (see docs/architecture.md, Loading on demand).
  queryClient.setQueryData(mixtapeQueueQueryOptions(mixtape.id).queryKey, mixtape.tracks);
  queryClient.setQueryData(mixtapeDownloadSizeQueryOptions(mixtape.id).queryKey, await mixtapeZipSizeForPage(mixtape.id));
  const site = siteUrl();
  const jsonLd = musicAlbumJsonLd(mixtape, absoluteUrl(site, `/mixtape/${mixtape.slug}`), mixtape.cover ? absoluteUrl(site, mixtape.cover) : undefined);
  return { props: { siteUrl: site, slug, jsonLd, dehydratedState: dehydrate(queryClient) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
};
