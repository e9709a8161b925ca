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

interface DjPageProps extends PageProps {
  slug: string;
  /** The page's subject in schema.org terms, built on the server. */
  jsonLd?: Record<string, unknown>;
}

export default function DjPage({ slug, jsonLd }: DjPageProps) {
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
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<DjPageProps> = async ({ params }) => {
  const slug = String(params?.slug ?? '');
  let found;
  try {
    found = await personForPage('djs', slug, PERSON_MIXTAPES_PAGE_SIZE);
  } catch (error) {
    // As on the mixtape page: the browser loads the data itself, and the page is rendered again soon.
    console.error(`Rendering the dj page ${slug} without its data:`, error);
    return { props: { slug }, revalidate: 1 };
  }
  if (!found) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const queryClient = createQueryClient();
  queryClient.setQueryData(personBySlugQueryOptions('djs', slug).queryKey, found.person);
  queryClient.setQueryData(personMixtapesQueryOptions('djs', found.person.id, 1).queryKey, found.mixtapes);
  const jsonLd = profileJsonLd('Person', found.person, absoluteUrl(siteUrl(), `/dj/${slug}`));
  return { props: { slug, jsonLd, dehydratedState: dehydrate(queryClient) }, revalidate: CATALOG_PAGE_REVALIDATE_SECONDS };
};
