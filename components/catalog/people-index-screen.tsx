import { useState } from 'react';
import container from '@/components/common/container.module.css';
import { PageLink } from '@/components/common/page-link';
import { loadWithMui } from '@/components/common/with-mui';
import { usePeopleIndex } from '@/hooks/catalog/use-people-index';
import { PEOPLE_LETTERS, peopleIndexHref, personPath, type PeopleIndexView, type PeopleSort, type PersonKind } from '@/lib/person-pages';
import { Pager } from './pager';
import { PersonCard } from './person-card';
import styles from './catalog-screen.module.css';
import index from './people-index.module.css';
import grid from './person-grid.module.css';

const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

const PEOPLE_TITLES: Record<PersonKind, string> = { artists: 'Artists', djs: 'DJs' };
const NOUNS: Record<PersonKind, string> = { artists: 'artists', djs: 'DJs' };
const SORT_LABELS: Record<PeopleSort, string> = { popular: 'Most played', name: 'A–Z' };
/** The jump letter of names that start with anything but A to Z. */
const OTHERS_LABEL = '# (digits and other characters)';

/**
 * The artists' or the DJs' index: most played first or A to Z, a page at a time; sorted by name, the jump letters
 * narrow it to the names under one letter. Sort and letter live in the URL, so a view can be shared and Back
 * returns to it; the page number is the screen's own (the page starts again at 1 with another view).
 */
export function PeopleIndexScreen({ kind, view }: { kind: PersonKind; view: PeopleIndexView }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = usePeopleIndex(kind, view, page);
  const title = PEOPLE_TITLES[kind];
  // Shallow: the cached page's props are the same whatever the view, only the list changes.
  const link = (target: PeopleIndexView) => ({ href: peopleIndexHref(kind, target), shallow: true });
  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={`Sort ${title}`} className={index.sorts}>
        {(Object.keys(SORT_LABELS) as PeopleSort[]).map((sort) => (
          <PageLink key={sort} {...link({ sort })} className={index.sort} aria-current={view.sort === sort ? (view.letter ? 'true' : 'page') : undefined}>
            {SORT_LABELS[sort]}
          </PageLink>
        ))}
      </nav>
      {view.sort === 'name' && (
        <nav aria-label={`${title} by letter`}>
          <ul className={index.letters}>
            {PEOPLE_LETTERS.map((letter) => (
              <li key={letter}>
                <PageLink
                  {...link({ sort: 'name', letter })}
                  className={index.letter}
                  aria-current={view.letter === letter ? 'page' : undefined}
                  aria-label={letter === '#' ? OTHERS_LABEL : undefined}
                >
                  {letter}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data ? (
        data.data.length ? (
          <ul aria-label={view.letter ? `${title}, ${view.letter}` : title} className={grid.grid}>
            {data.data.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} href={personPath(kind, person.slug)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{view.letter ? `No ${NOUNS[kind]} under ${view.letter}.` : `No ${NOUNS[kind]} yet.`}</p>
        )
      ) : (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      )}
      <Pager page={page} pageCount={data?.meta.pageCount ?? 1} onPage={setPage} label={`Pages of ${title}`} />
    </div>
  );
}
