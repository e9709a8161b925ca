import { useState } from 'react';
import container from '@/components/common/container.module.css';
import { ShareButton } from '@/components/common/share-button';
import { FollowButton } from '@/components/library';
import { loadWithMui } from '@/components/common/with-mui';
import { usePersonBySlug, usePersonMixtapes } from '@/hooks/catalog/use-person';
import { formatCount } from '@/lib/format';
import { personPath, type PersonKind } from '@/lib/person-pages';
import { CatalogHeader } from './catalog-header';
import { MixtapeGrid } from '@/components/common/mixtape-grid';
import { Pager } from './pager';
import styles from './catalog-screen.module.css';

// Loading and error states load on demand: a server-rendered page arrives with its data and shows neither.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

const lg = `${container.container} ${container.lg}`;
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** An artist's or a DJ's page: who they are, then their mixtapes, newest first, a page at a time. */
export function PersonScreen({ kind, slug }: { kind: PersonKind; slug: string }) {
  const { data: person, isLoading, error, refetch } = usePersonBySlug(kind, slug);
  const [page, setPage] = useState(1);
  const mixtapes = usePersonMixtapes(kind, person?.id, page);
  if (!person) {
    return (
      <div className={lg}>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  const label = kind === 'artists' ? 'Artist' : 'DJ';
  return (
    <div className={`${lg} ${styles.screen}`}>
      <CatalogHeader
        kind={label}
        name={person.name}
        image={person.image}
        follow={<FollowButton kind={kind} id={person.id} name={person.name} followers={person.followers} />}
        counts={`${plural(person.counts.mixtapes, 'mixtape', 'mixtapes')} · ${plural(person.counts.plays, 'play', 'plays')}`}
        bio={person.bio}
      >
        <ShareButton title={person.name} path={personPath(kind, person.slug)} />
      </CatalogHeader>
      <h2 className={styles.heading}>Mixtapes</h2>
      {mixtapes.data && mixtapes.data.data.length > 0 && <MixtapeGrid mixtapes={mixtapes.data.data} label={`Mixtapes by ${person.name}`} playable />}
      {mixtapes.data?.data.length === 0 && <p className={styles.empty}>No mixtapes yet.</p>}
      {!mixtapes.data && <QueryState isLoading={mixtapes.isLoading} error={mixtapes.error} onRetry={() => void mixtapes.refetch()} />}
      <Pager page={page} pageCount={mixtapes.data?.meta.pageCount ?? 1} onPage={setPage} label={`Pages of mixtapes by ${person.name}`} />
    </div>
  );
}
