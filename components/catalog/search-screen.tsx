import { PageLink } from '@/components/common/page-link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import container from '@/components/common/container.module.css';
import { CssButton } from '@/components/common/css-button';
import { SearchIcon } from '@/components/common/icons';
import { Pager } from '@/components/catalog/pager';
import { loadWithMui } from '@/components/common/with-mui';
import { SEARCH_PAGE_SIZE, useSearch } from '@/hooks/catalog/use-search';
import type { SearchQuery } from '@/lib/contracts/search';
import { SEARCH_FILTERS } from '@/lib/search-filters';
import { SearchResults } from './search-results';
import styles from './search-screen.module.css';

const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

const FILTER_LABELS: Record<SearchQuery['filter'], string> = {
  all: 'All',
  mixtapes: 'Mixtapes',
  tracks: 'Tracks',
  artists: 'Artists',
  djs: 'DJs',
  playlists: 'Playlists',
  podcasts: 'Podcasts',
};

export const NO_RESULTS_MESSAGE = 'Nothing found. Check the spelling, or try fewer words.';

export const searchHref = (query: string, filter: SearchQuery['filter'] = 'all', page = 1, exact = false) =>
  `/search?${new URLSearchParams({ query, ...(filter !== 'all' && { filter }), ...(page > 1 && { page: String(page) }), ...(exact && { exact: '1' }) })}`;

/**
 * The search page: the query in the URL, a tab per kind of result, a page at a time. When the API took a word as a
 * typo it says what it searched, and offers the words as typed (`exact`, kept through the tabs and pages).
 */
export function SearchScreen({ query, filter, page, exact = false }: Pick<SearchQuery, 'query' | 'filter' | 'page' | 'exact'>) {
  const router = useRouter();
  const [text, setText] = useState(query);
  const { data, isLoading, error, refetch } = useSearch({ query, filter, page, take: SEARCH_PAGE_SIZE, exact });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void router.push(searchHref(text.trim(), filter));
  };
  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <h1 className={styles.title}>{query ? `Results for “${query}”` : 'Search'}</h1>
      {/* Named apart from the header's search: two search landmarks on one page need names of their own. */}
      <form role="search" aria-label="Search results" className={styles.form} onSubmit={submit}>
        <input
          type="search"
          name="query"
          aria-label="Search the catalog"
          placeholder="Mixtapes, tracks, artists, DJs, podcasts"
          maxLength={200}
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <CssButton type="submit" variant="contained" startIcon={<SearchIcon size="small" />}>
          Search
        </CssButton>
      </form>
      {query && (
        <>
          <nav aria-label="Kinds of results" className={styles.tabs}>
            {SEARCH_FILTERS.map((f) => (
              <PageLink key={f} href={searchHref(query, f, 1, exact)} aria-current={f === filter ? 'page' : undefined} className={f === filter ? `${styles.tab} ${styles.current}` : styles.tab}>
                {FILTER_LABELS[f]}
              </PageLink>
            ))}
          </nav>
          {data?.corrected && (
            <div className={styles.corrected}>
              <p>
                Showing results for <b>{data.corrected}</b>
              </p>
              <p>
                Search instead for <PageLink href={searchHref(query, filter, 1, true)}>{query}</PageLink>
              </p>
            </div>
          )}
          {data ? (
            data.data.length ? (
              <>
                <p className={styles.count}>{data.meta.total === 1 ? '1 result' : `${data.meta.total.toLocaleString('en-US')} results`}</p>
                <SearchResults results={data.data} />
                <Pager page={page} pageCount={data.meta.pageCount} onPage={(p) => void router.push(searchHref(query, filter, p, exact))} label="Pages of results" />
              </>
            ) : (
              <p className={styles.empty}>{NO_RESULTS_MESSAGE}</p>
            )
          ) : (
            <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
          )}
        </>
      )}
    </div>
  );
}
