import { useRouter } from 'next/router';
import { PeopleIndexScreen } from '@/components/catalog';
import { Seo } from '@/components/common/seo';
import { peopleIndexView } from '@/lib/person-pages';
import { peopleIndexStaticProps } from '@/server/ssr/static-props';

export default function ArtistsPage() {
  // The cached page holds the most played; the sort and letter come from the URL once the router has read it.
  const view = peopleIndexView(useRouter().query);
  return (
    <>
      <Seo title="Artists" description="Every artist with mixtapes on LMT Mixtapes: most played first, or A to Z." path="/artists" />
      <PeopleIndexScreen key={`${view.sort}|${view.letter}`} kind="artists" view={view} />
    </>
  );
}

// A cached page, as the home page is: the first page of artists rendered in, the others loaded in the browser.
export const getStaticProps = peopleIndexStaticProps('artists');
