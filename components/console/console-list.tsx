import { useRef, type Key, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/common/library-frame';
import { consoleErrorMessage, useConsoleAllowed, useConsoleList, useConsoleSearch, type ConsoleFetch, type ConsoleRole } from '@/hooks/console/use-console';
import type { PageMeta, Paged } from '@/lib/contracts/common';
import { ConsoleFrame } from './console-frame';
import { SearchField, countFound } from './console-parts';

// A console list (reports, notices, messages, payments, members, the audit log), a section that is one searched list
// (members, payments), and what a console page shows while its data loads or when the call failed.

/** A console call loading, or failed with the API's own words (a 404's 'Notice not found', a 403's reason) and a retry. */
export function ConsoleQueryState({ query }: { query: Pick<UseQueryResult, 'isLoading' | 'error' | 'refetch'> }) {
  if (query.error) {
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {consoleErrorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.isLoading) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

export function ConsolePager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  if (meta.pageCount <= 1) return null;
  return (
    <Pagination
      count={meta.pageCount}
      page={meta.page}
      onChange={(_, next) => onPage(next)}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      getItemAriaLabel={(type, item, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${item}` : `Go to ${type} page`)}
    />
  );
}

interface ConsoleListProps<T> {
  query: UseQueryResult<Paged<T>>;
  /** What the list holds in all ("2 members found for “chief”"), said again (to a screen reader too) as a search or a filter changes it. */
  summary: (total: number) => string;
  /** What an empty list says, and why it is empty. */
  empty: { title: string; message: string };
  onPage: (page: number) => void;
  /** The list's name, where the page's heading does not say what it holds. */
  label?: string;
  /** An item's key: its id unless said. */
  itemKey?: (item: T) => Key;
  /** Each item, in its <li>. */
  children: (item: T) => ReactNode;
  /** The items together instead, where a list will not do (the audit log's table on a wide screen). */
  table?: (items: T[]) => ReactNode;
}

const idOf = (item: unknown): Key => (item as { id: Key }).id;

/**
 * A page of a console list: its count (a polite status, or why it is empty), its items (dimmed and busy while the
 * next page or filter loads), its pager (which brings the list's top into view); loading or failed, what is missing.
 */
export function ConsoleList<T>({ query, summary, empty, onPage, label, itemKey = idOf, children, table }: ConsoleListProps<T>) {
  const top = useRef<HTMLDivElement>(null);
  const { data, isPlaceholderData } = query;
  if (!data) return <ConsoleQueryState query={query} />;
  const items = data.data;
  return (
    <>
      {/* A live region: a new search or filter is heard by its count, or by the list being empty. */}
      <Box ref={top} role="status" sx={{ scrollMarginTop: 80 }}>
        {items.length ? (
          <Typography color="textSecondary" sx={{ fontWeight: 600, mb: 1.5 }}>
            {summary(data.meta.total)}
          </Typography>
        ) : (
          <EmptyState title={empty.title} message={empty.message} />
        )}
      </Box>
      {items.length > 0 && (
        <Box aria-busy={isPlaceholderData} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {table ? (
            table(items)
          ) : (
            <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item) => (
                <li key={itemKey(item)}>{children(item)}</li>
              ))}
            </Stack>
          )}
        </Box>
      )}
      <ConsolePager
        meta={data.meta}
        onPage={(page) => {
          onPage(page);
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </>
  );
}

interface SearchedListProps<T> {
  title: string;
  role: ConsoleRole;
  /** What the list holds, one of them ("payment"): it names the list's query too. */
  noun: string;
  fetch: ConsoleFetch<Paged<T>>;
  /** The search box's label: what it searches. */
  label: string;
  /** The address's parameter a search starts from (`?query=`), for a section other pages link to. */
  param?: string;
  /** What the list says with nothing in it, and with nothing found for a search. */
  empty: { title: string; message: string; notFound: (query: string) => string };
  children: (item: T) => ReactNode;
}

/** A section that is one list a search narrows (members, payments): the search box beside the heading, what it finds below. */
export function SearchedList<T>({ title, role, noun, fetch, label, param, empty, children }: SearchedListProps<T>) {
  const allowed = useConsoleAllowed(role);
  const search = useConsoleSearch(param);
  const query = useConsoleList(`${noun}s`, { page: search.page, query: search.query }, fetch, allowed && search.ready);
  return (
    <ConsoleFrame title={title} role={role} actions={<SearchField label={label} value={search.text} onChange={search.setText} />}>
      <ConsoleList
        query={query}
        onPage={search.setPage}
        summary={(total) => countFound(total, noun, search.query)}
        empty={search.query ? { title: `No ${noun}s found`, message: empty.notFound(search.query) } : empty}
      >
        {children}
      </ConsoleList>
    </ConsoleFrame>
  );
}
