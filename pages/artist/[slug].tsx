import type { GetStaticPaths, GetStaticProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import { absoluteUrl, Seo } from '@/components/layout/seo';
import { PersonScreen } from '@/components/catalog/person-screen';
import { createQueryClient } from '@/hooks/query-client';
import { PERSON_MIXTAPES_PAGE_SIZE, personBySlugQueryOptions, personMixtapesQueryOptions, usePersonBySlug } from '@/hooks/use-person';
import { CATALOG_PAGE_REVALIDATE_SECONDS, personForPage, siteUrl } from '@/server/ssr/catalog';
import { profileJsonLd } from '@/server/ssr/json-ld';
import type { PageProps } from '../_app';

const NOT_FOUND_REVALIDATE_SECONDS = 10;

interface ArtistPageProps extends PageProps {
  slug: string;
  /** The page's subject in schema.org terms, built on the server. */
  jsonLd?: Record<string, unknown>;
}

export default function ArtistPage({ slug, jsonLd }: ArtistPageProps) {
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
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<ArtistPageProps> = async ({ params }) => {
  const slug = String(params?.slug ?? '');
  let found;
  try {
    found = await personForPage('artists', slug, PERSON_MIXTAPES_PAGE_SIZE);
  } catch (error) {
    // As on the mixtape page: the browser loads the data itself, and the page is rendered again soon.
    console.error(`Rendering the artist page ${slug} without its data:`, error);
    return { props: { slug }, revalidate: 1 };
  }
  if (!found) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const queryClient = createQueryClient();
  queryClient.setQueryData(personBySlugQueryOptions('artists', slug).queryKey, found.person);
  queryClient.setQueryData(personMixtapesQueryOptions('artists', found.person.id, 1).queryKey, found.mixtapes);
  const jsonLd = profileJsonLd('MusicGroup', found.person, absoluteUrl(siteUrl(), `/artist/${slug}`));
  return { props: { slug, jsonLd, dehydratedState: dehydrate(queryClient) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
};
