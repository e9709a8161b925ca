import type { SearchResult } from '@/lib/contracts/search';
import { matchPages, type PageSuggestion } from '@/lib/page-suggestions';
import { resultDetail, resultHref, resultTitle } from './search-result-text';

// Loaded with the search box's first focus (header-search.tsx), before anything typed can be suggested: what turns
// a query and its results into suggestions stays out of every page's first load.

interface Suggestion extends PageSuggestion {
  key: string;
}

/** The header's suggestions for a query: the site's pages that match first, then what the catalog holds. */
export const suggestionsFor = (query: string, results: SearchResult[]): Suggestion[] => [
  ...matchPages(query).map((page) => ({ key: page.href, ...page })),
  ...results.map((result) => ({ key: `${result.type}-${result.id}`, href: resultHref(result), title: resultTitle(result), detail: resultDetail(result) })),
];
