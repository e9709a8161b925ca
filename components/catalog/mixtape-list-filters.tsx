import { PageLink } from '@/components/common/page-link';
import { hrefForFilters, MIXTAPE_RANGES, MIXTAPES_PAGE_DEFAULTS, type MixtapeListFilters } from '@/lib/list-pages';
import styles from './mixtape-list-filters.module.css';

const SORT_LABELS = { date: 'Release date', title: 'Title', plays: 'Plays', views: 'Views', downloads: 'Downloads', likes: 'Likes' } as const;
const ORDER_LABELS = { desc: 'Descending', asc: 'Ascending' } as const;
const RANGE_LABELS: Record<(typeof MIXTAPE_RANGES)[number], string> = { all: 'All time', day: 'Today', week: 'This week', month: 'This month', year: 'This year' };

interface MixtapeListFiltersProps {
  filters: MixtapeListFilters;
  /** The list page whose URL holds them (default /mixtapes). */
  path?: string;
  /** Goes to the URL of the changed filters (the list reads them from there). */
  onChange: (href: string) => void;
}

/** The sort, order and time range of /mixtapes (or a genre's page), and the artist or DJ it is narrowed to: all kept in the URL. */
export function MixtapeListFiltersBar({ filters, path, onChange }: MixtapeListFiltersProps) {
  const value = { ...MIXTAPES_PAGE_DEFAULTS, ...filters };
  const change = (key: keyof MixtapeListFilters, next: string) => onChange(hrefForFilters({ ...filters, [key]: next }, path));
  const select = <K extends 'sort' | 'order' | 'range'>(key: K, label: string, options: Record<string, string>) => (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.select} value={value[key]} onChange={(event) => change(key, event.target.value)}>
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className={styles.bar}>
      {select('sort', 'Sort by', SORT_LABELS)}
      {select('order', 'Order', ORDER_LABELS)}
      {select('range', 'Released', RANGE_LABELS)}
      {(['artist', 'dj'] as const).map(
        (key) =>
          filters[key] && (
            <PageLink key={key} className={styles.chip} href={hrefForFilters({ ...filters, [key]: undefined }, path)} aria-label={`Show every ${key === 'dj' ? 'DJ' : 'artist'}`}>
              {key === 'dj' ? 'DJ' : 'Artist'}: {filters[key]} ✕
            </PageLink>
          ),
      )}
    </div>
  );
}
