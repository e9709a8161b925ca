import { Seo } from '@/components/common/seo';
import { PersonScreen } from '@/components/catalog';
import { usePersonBySlug } from '@/hooks/catalog';
import { personStaticProps, renderOnRequest, type PersonPageProps } from '@/server/ssr/static-props';

export default function ArtistPage({ slug, jsonLd }: PersonPageProps) {
  const { data: artist } = usePersonBySlug('artists', slug);
  return (
    <>
      {artist && (
        <Seo title={artist.name} description={`Mixtapes by ${artist.name}: ${artist.counts.mixtapes} mixtapes, free to stream.`} image={artist.image} jsonLd={jsonLd} />
      )}
      <PersonScreen kind="artists" slug={slug} />
    </>
  );
}

// Rendered on a slug's first request, then served from Next's cache, as mixtape pages are (pages/mixtape/[slug].tsx).
export const getStaticPaths = renderOnRequest;

export const getStaticProps = personStaticProps('artists');
