import type { GetStaticProps } from 'next';
import { useQuery } from '@tanstack/react-query';
import { Seo } from '@/components/common/seo';
import { MixtapeScreen } from '@/components/catalog';
import { mixtapeBySlugQueryOptions } from '@/hooks/catalog';
import { mixtapeDownloadSizeQueryOptions } from '@/hooks/catalog';
import { mixtapeQueueQueryOptions } from '@/hooks/catalog';
import { mixtapeForPage, mixtapeZipSizeForPage, siteUrl } from '@/server/ssr/catalog';
import { musicAlbumJsonLd } from '@/server/ssr/json-ld';
import { renderOnRequest, staticQueryProps } from '@/server/ssr/static-props';
import { absoluteUrl } from '@/lib/absolute-url';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { formatMoney } from '@/lib/format';
import type { PageProps } from '../_app';

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
export const getStaticPaths = renderOnRequest;

export const getStaticProps: GetStaticProps<MixtapePageProps> = ({ params }) => {
  const slug = String(params?.slug ?? '');
  const site = siteUrl();
  return staticQueryProps<MixtapePageProps>({
    // As on the home page: the browser loads the mixtape itself, and the page is rendered again soon.
    fallback: { props: { siteUrl: site, slug }, error: `Rendering the mixtape page ${slug} without its mixtape:` },
    load: async (cache) => {
      const mixtape = await mixtapeForPage(slug);
      if (!mixtape) return null;
      cache.setQueryData(mixtapeBySlugQueryOptions(slug).queryKey, mixtape);
      // What its header would ask the API for at once (the queue Play All plays, the zip's size): with the page, so a
      // visit loads no API client before it is used (see docs/architecture.md, Loading on demand).
      cache.setQueryData(mixtapeQueueQueryOptions(mixtape.id).queryKey, mixtape.tracks);
      cache.setQueryData(mixtapeDownloadSizeQueryOptions(mixtape.id).queryKey, await mixtapeZipSizeForPage(mixtape.id));
      const jsonLd = musicAlbumJsonLd(mixtape, absoluteUrl(site, `/mixtape/${mixtape.slug}`), mixtape.cover ? absoluteUrl(site, mixtape.cover) : undefined);
      return { siteUrl: site, slug, jsonLd };
    },
  });
};
