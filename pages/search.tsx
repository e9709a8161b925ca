import type { GetServerSideProps } from 'next';
import { dehydrate } from '@tanstack/react-query';
import { Seo } from '@/components/common/seo';
import { SearchScreen } from '@/components/catalog';
import { createQueryClient } from '@/services/common/query-client';
import { SEARCH_PAGE_SIZE, searchQueryOptions } from '@/hooks/catalog';
import type { SearchQuery } from '@/lib/contracts/search';
import { SEARCH_FILTERS, type SearchFilter } from '@/lib/search-filters';
import { searchForPage } from '@/server/ssr/catalog';
import type { PageProps } from './_app';

type SearchPageProps = PageProps & Pick<SearchQuery, 'query' | 'filter' | 'page'> & { exact: boolean };

export default function SearchPage({ query, filter, page, exact }: SearchPageProps) {
  return (
    <>
      <Seo title={query ? `Search: ${query}` : 'Search'} description="Find mixtapes, tracks, artists, DJs, playlists and podcasts." />
      <SearchScreen key={`${query}|${filter}|${exact}`} query={query} filter={filter} page={page} exact={exact} />
    </>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// Rendered per request (results depend on the query): the first answer comes with the page.
export const getServerSideProps: GetServerSideProps<SearchPageProps> = async ({ query: params }) => {
  const query = first(params.query).slice(0, 200);
  const rawFilter = first(params.filter);
  const filter = (SEARCH_FILTERS as readonly string[]).includes(rawFilter) ? (rawFilter as SearchFilter) : 'all';
  const page = Math.max(1, Number.parseInt(first(params.page), 10) || 1);
  const exact = first(params.exact) === '1';
  const props: SearchPageProps = { query: query.trim(), filter, page, exact };
  if (!props.query) return { props };
  try {
    const found = await searchForPage({ query: props.query, filter, page, take: SEARCH_PAGE_SIZE, ...(exact && { exact: '1' }) });
    if (!found) return { props };
    const queryClient = createQueryClient();
    queryClient.setQueryData(searchQueryOptions(found.query).queryKey, found.results);
    return { props: { ...props, dehydratedState: dehydrate(queryClient) } };
  } catch (error) {
    console.error('Rendering the search page without its results:', error);
    return { props };
  }
};
