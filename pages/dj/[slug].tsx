import { Seo } from '@/components/common/seo';
import { PersonScreen } from '@/components/catalog';
import { usePersonBySlug } from '@/hooks/catalog';
import { personStaticProps, renderOnRequest, type PersonPageProps } from '@/server/ssr/static-props';

export default function DjPage({ slug, jsonLd }: PersonPageProps) {
  const { data: dj } = usePersonBySlug('djs', slug);
  return (
    <>
      {dj && (
        <Seo title={dj.name} description={`Mixtapes hosted by ${dj.name}: ${dj.counts.mixtapes} mixtapes, free to stream.`} image={dj.image} jsonLd={jsonLd} />
      )}
      <PersonScreen kind="djs" slug={slug} />
    </>
  );
}

// Rendered on a slug's first request, then served from Next's cache, as mixtape pages are (pages/mixtape/[slug].tsx).
export const getStaticPaths = renderOnRequest;

export const getStaticProps = personStaticProps('djs');
