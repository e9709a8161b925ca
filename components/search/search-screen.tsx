import { PageLink } from '@/components/common/page-link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import container from '@/components/common/container.module.css';
import { CssButton } from '@/components/common/css-button';
import { SearchIcon } from '@/components/common/icons';
import { Pager } from '@/components/catalog/pager';
import { loadWithMui } from '@/components/layout/with-mui';
import { SEARCH_PAGE_SIZE, useSearch } from '@/hooks/use-search';
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

export const searchHref = (query: string, filter: SearchQuery['filter'] = 'all', page = 1) =>
  `/search?${new URLSearchParams({ query, ...(filter !== 'all' && { filter }), ...(page > 1 && { page: String(page) }) })}`;

/** The search page: the query in the URL, a tab per kind of result, a page at a time. */
export function SearchScreen({ query, filter, page }: Pick<SearchQuery, 'query' | 'filter' | 'page'>) {
  const router = useRouter();
  const [text, setText] = useState(query);
  const { data, isLoading, error, refetch } = useSearch({ query, filter, page, take: SEARCH_PAGE_SIZE });
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
              <PageLink key={f} href={searchHref(query, f)} aria-current={f === filter ? 'page' : undefined} className={f === filter ? `${styles.tab} ${styles.current}` : styles.tab}>
                {FILTER_LABELS[f]}
              </PageLink>
            ))}
          </nav>
          {data ? (
            data.data.length ? (
              <>
                <p className={styles.count}>{data.meta.total === 1 ? '1 result' : `${data.meta.total.toLocaleString('en-US')} results`}</p>
                <SearchResults results={data.data} />
                <Pager page={page} pageCount={data.meta.pageCount} onPage={(p) => void router.push(searchHref(query, filter, p))} label="Pages of results" />
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
