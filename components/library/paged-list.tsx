import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { QueryState } from '@/components/common/query-state';
import { EmptyState } from '@/components/common/library-frame';

interface PagedListProps {
  query: { isLoading: boolean; error: unknown; refetch: () => unknown; hasNextPage: boolean; fetchNextPage: () => unknown; isFetchingNextPage: boolean };
  count: number;
  empty: { title: string; message: string; action?: ReactNode };
  children: ReactNode;
}

/** A list of the member's, paged: loading and error states, an empty state that says what to do, and 'Load more'. */
export function PagedList({ query, count, empty, children }: PagedListProps) {
  if (query.isLoading || (query.error && !count)) return <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />;
  if (!count && !query.hasNextPage) return <EmptyState {...empty} />;
  return (
    <>
      {children}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </Box>
      )}
    </>
  );
}
