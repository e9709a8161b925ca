import type { ReactNode } from 'react';
import { CssButton } from '@/components/common/css-button';
import container from '@/components/common/container.module.css';
import { loadWithMui } from '@/components/common/with-mui';
import { useMixtapeListPage } from '@/hooks/catalog/use-mixtape-list-page';
import type { ListPage, ListSource } from '@/lib/list-pages';
import { MixtapeGrid } from '@/components/common/mixtape-grid';
import styles from './mixtape-list-screen.module.css';
import { ReleaseCountdown } from './release-countdown';

// Loading and error states load on demand: a server-rendered page arrives with its first page and shows neither.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

export const LOAD_MORE_LABEL = 'Load more';
export const EMPTY_LIST_MESSAGE = 'No mixtapes here yet. Check back soon.';

interface MixtapeListScreenProps {
  page: ListPage;
  source: ListSource;
  /** Controls between the title and the list (the sort and filters of /mixtapes). */
  controls?: ReactNode;
}

/** A list page: its title, the mixtapes as a grid of cards, and 'Load more' for the next page. */
export function MixtapeListScreen({ page, source, controls }: MixtapeListScreenProps) {
  const { data, isLoading, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useMixtapeListPage(source);
  const mixtapes = data?.pages.flatMap((p) => p.data) ?? [];
  const total = data?.pages[0]?.meta.total ?? 0;
  const upcoming = 'set' in source && source.set === 'unreleased';
  return (
    <div className={`${container.container} ${container.xl} ${styles.screen}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.description}>{page.description}</p>
      </header>
      {controls}
      {!data ? (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      ) : mixtapes.length === 0 ? (
        <p className={styles.empty}>{EMPTY_LIST_MESSAGE}</p>
      ) : (
        <>
          <MixtapeGrid
            mixtapes={mixtapes}
            label={page.title}
            cardExtra={upcoming ? (mixtape) => <ReleaseCountdown releaseDate={mixtape.releaseDate} /> : undefined}
          />
          <p className={styles.count}>
            Showing {mixtapes.length} of {total}
          </p>
          {hasNextPage && (
            <div className={styles.more}>
              <CssButton variant="outlined" size="large" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? 'Loading…' : LOAD_MORE_LABEL}
              </CssButton>
            </div>
          )}
        </>
      )}
    </div>
  );
}
