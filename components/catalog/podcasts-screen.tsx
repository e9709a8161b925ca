import { useState } from 'react';
import container from '@/components/common/container.module.css';
import { loadWithMui } from '@/components/common/with-mui';
import { usePodcasts } from '@/hooks/catalog/use-podcasts';
import { Pager } from './pager';
import { PodcastCard } from './podcast-card';
import styles from './catalog-screen.module.css';
import grid from './person-grid.module.css';

const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

export const PODCASTS_TITLE = 'Podcasts';

/** Every podcast, by title, a page at a time. */
export function PodcastsScreen() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = usePodcasts(page);
  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <h1 className={styles.title}>{PODCASTS_TITLE}</h1>
      {data ? (
        data.data.length ? (
          <ul aria-label={PODCASTS_TITLE} className={grid.grid}>
            {data.data.map((podcast) => (
              <li key={podcast.id}>
                <PodcastCard podcast={podcast} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No podcasts yet.</p>
        )
      ) : (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      )}
      <Pager page={page} pageCount={data?.meta.pageCount ?? 1} onPage={setPage} label="Pages of podcasts" />
    </div>
  );
}
