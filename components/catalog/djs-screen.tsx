import { useState } from 'react';
import container from '@/components/common/container.module.css';
import { loadWithMui } from '@/components/layout/with-mui';
import { useDjs } from '@/hooks/use-djs';
import { Pager } from './pager';
import { PersonCard } from './person-card';
import styles from './catalog-screen.module.css';
import grid from './person-grid.module.css';

const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

export const DJS_TITLE = 'DJs';

/** Every DJ, most played first, a page at a time. */
export function DjsScreen() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useDjs(page);
  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <h1 className={styles.title}>{DJS_TITLE}</h1>
      {data ? (
        <ul aria-label={DJS_TITLE} className={grid.grid}>
          {data.data.map((dj) => (
            <li key={dj.id}>
              <PersonCard person={dj} href={`/dj/${dj.slug}`} />
            </li>
          ))}
        </ul>
      ) : (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      )}
      <Pager page={page} pageCount={data?.meta.pageCount ?? 1} onPage={setPage} label="Pages of DJs" />
    </div>
  );
}
