import type { GetServerSideProps } from 'next';
import { dehydrate, useQuery } from '@tanstack/react-query';
import { Seo } from '@/components/layout/seo';
import { MixtapeScreen } from '@/components/mixtape/mixtape-screen';
import { createQueryClient } from '@/hooks/query-client';
import { mixtapeBySlugQueryOptions, prefetchMixtapeBySlug } from '@/hooks/use-mixtape';
import type { PageProps } from '../_app';

interface MixtapePageProps extends PageProps {
  slug: string;
}

export default function MixtapePage({ slug }: MixtapePageProps) {
  const { data: mixtape } = useQuery(mixtapeBySlugQueryOptions(slug));
  return (
    <>
      {mixtape && (
        <Seo
          title={`${mixtape.title} by ${mixtape.artist.name}`}
          description={`Stream and download ${mixtape.title} by ${mixtape.artist.name}${mixtape.dj ? `, hosted by ${mixtape.dj.name}` : ''}: ${mixtape.trackCount} tracks, free.`}
          image={mixtape.cover}
        />
      )}
      <MixtapeScreen slug={slug} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<MixtapePageProps> = async ({ params }) => {
  const slug = String(params?.slug ?? '');
  const queryClient = createQueryClient();
  if (!(await prefetchMixtapeBySlug(queryClient, slug))) return { notFound: true };
  return { props: { slug, dehydratedState: dehydrate(queryClient) } };
};
