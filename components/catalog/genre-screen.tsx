import { PageLink } from '@/components/common/page-link';
import { MixtapeListFiltersBar } from '@/components/catalog/mixtape-list-filters';
import { MixtapeListScreen } from '@/components/catalog/mixtape-list-screen';
import { GENRES_PAGE, genreSource, type GenrePage } from '@/lib/genre-pages';
import { MOODS } from '@/lib/genres';
import { hrefForFilters, type MixtapeListFilters } from '@/lib/list-pages';
import styles from './genres.module.css';

interface GenreScreenProps {
  page: GenrePage;
  filters: MixtapeListFilters;
  /** Goes to the URL of the changed sort, order or time range (the list reads them from there). */
  onChange: (href: string) => void;
}

/** A genre's or a mood's page: the list page of its mixtapes, a genre's narrowed by a mood of its chips. */
export function GenreScreen({ page, filters, onChange }: GenreScreenProps) {
  return (
    <MixtapeListScreen
      page={page}
      source={genreSource(page, filters)}
      controls={
        <>
          <p className={styles.back}>
            <PageLink href={GENRES_PAGE.path}>All genres and moods</PageLink>
          </p>
          {page.kind === 'genre' && <MoodChips page={page} filters={filters} />}
          <MixtapeListFiltersBar filters={filters} path={page.path} onChange={onChange} />
        </>
      }
    />
  );
}

function MoodChips({ page, filters }: { page: GenrePage; filters: MixtapeListFilters }) {
  const chips = [{ slug: undefined, name: 'Any mood' }, ...MOODS];
  return (
    <ul className={styles.chips} aria-label="Narrow by mood">
      {chips.map((mood) => (
        <li key={mood.name}>
          <PageLink
            className={styles.chip}
            href={hrefForFilters({ ...filters, mood: mood.slug }, page.path)}
            aria-current={filters.mood === mood.slug ? 'true' : undefined}
            replace
            scroll={false}
          >
            {mood.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
