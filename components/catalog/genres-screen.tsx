import type { ReactNode } from 'react';
import container from '@/components/common/container.module.css';
import { PageLink } from '@/components/common/page-link';
import { loadWithMui } from '@/components/common/with-mui';
import { useGenres } from '@/hooks/catalog/use-genres';
import { GENRES_PAGE, genrePath } from '@/lib/genre-pages';
import { formatCounted } from '@/lib/format';
import styles from './catalog-screen.module.css';
import genres from './genres.module.css';

// Loading and error states load on demand: the server-rendered page arrives with its data and shows neither.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

/** A heading and the list of links it names. */
function LinkSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul aria-labelledby={id} className={className}>
        {children}
      </ul>
    </>
  );
}

/** /genres: every genre as a card and every mood as a chip, each with its count, leading to its page. */
export function GenresScreen() {
  const { data, isLoading, error, refetch } = useGenres();
  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <h1 className={styles.title}>{GENRES_PAGE.title}</h1>
      {data ? (
        <>
          <LinkSection id="genres-heading" title="Genres" className={genres.cards}>
            {data.genres.map((genre) => (
              <li key={genre.slug}>
                <PageLink href={genrePath(genre.slug)} className={genres.card}>
                  <span className={genres.name}>{genre.name}</span>
                  <span className={genres.count}>{formatCounted(genre.mixtapes, 'mixtape')}</span>
                </PageLink>
              </li>
            ))}
          </LinkSection>
          <LinkSection id="moods-heading" title="Moods" className={genres.chips}>
            {data.moods.map((mood) => (
              <li key={mood.slug}>
                <PageLink href={genrePath(mood.slug)} className={genres.chip}>
                  {mood.name} <span className={genres.count}>{formatCounted(mood.mixtapes, 'mixtape')}</span>
                </PageLink>
              </li>
            ))}
          </LinkSection>
        </>
      ) : (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      )}
    </div>
  );
}
