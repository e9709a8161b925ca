import { PageLink } from '@/components/common/page-link';
import container from '@/components/common/container.module.css';
import { loadWithMui } from '@/components/common/with-mui';
import { useChart } from '@/hooks/catalog/use-chart';
import { CHARTS, chartsHref, type ChartKind } from '@/lib/charts';
import { formatDate } from '@/lib/format';
import { MixtapeChartList, TrackChartList } from './chart-entries';
import styles from './charts-screen.module.css';

// Loading and error states load on demand: the cached page arrives with the latest charts and shows neither.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

export const CHARTS_TITLE = 'Charts';
export const CHARTS_DESCRIPTION = 'The 50 most played mixtapes and tracks of each week, Monday to Sunday (UTC), and how they moved since the week before.';
export const FIRST_CHART_MESSAGE = 'The first chart comes out on Monday.';
export const EMPTY_WEEK_MESSAGE = 'No plays were counted that week.';

const CHART_LABELS: Record<ChartKind, string> = { mixtapes: 'Mixtapes', tracks: 'Tracks' };

export const weekLabel = (week: string) => `Week of ${formatDate(week)}`;

interface ChartsScreenProps {
  chart: ChartKind;
  /** The week's Monday from the URL; none for the latest chart. */
  week?: string;
  /** Goes to the URL of another week (the page reads the week from there). */
  onWeek: (href: string) => void;
}

/** The weekly charts: a tab per chart, the week picked from those that have one, the entries in rank order. */
export function ChartsScreen({ chart, week, onWeek }: ChartsScreenProps) {
  const latest = useChart(chart);
  // The latest chart answers its own week too: only an earlier one is asked for.
  const earlier = week !== undefined && week !== latest.data?.week ? week : undefined;
  const picked = useChart(chart, earlier, { enabled: earlier !== undefined });
  const shown = earlier ? picked : latest;
  const weeks = latest.data?.weeks ?? [];
  const shownWeek = shown.data?.week ?? earlier;
  // A week the URL names beyond the listed year stays pickable.
  const options = shownWeek && !weeks.includes(shownWeek) ? [...weeks, shownWeek].sort().reverse() : weeks;
  const label = `Top ${CHART_LABELS[chart]}`;
  const data = shown.data;

  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>{CHARTS_TITLE}</h1>
        <p className={styles.description}>{CHARTS_DESCRIPTION}</p>
      </header>
      <div className={styles.bar}>
        <nav aria-label="Charts" className={styles.tabs}>
          {CHARTS.map((kind) => (
            <PageLink
              key={kind}
              href={chartsHref(kind, earlier)}
              shallow
              scroll={false}
              aria-current={kind === chart ? 'page' : undefined}
              className={kind === chart ? `${styles.tab} ${styles.current}` : styles.tab}
            >
              {CHART_LABELS[kind]}
            </PageLink>
          ))}
        </nav>
        {options.length > 0 && (
          <label className={styles.field}>
            <span className={styles.label}>Week</span>
            <select className={styles.select} value={shownWeek ?? ''} onChange={(event) => onWeek(chartsHref(chart, event.target.value === weeks[0] ? undefined : event.target.value))}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {weekLabel(option)}
                  {option === weeks[0] ? ' (latest)' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {shown.missing ? (
        <p className={styles.note}>{shown.missing}</p>
      ) : !data ? (
        <QueryState isLoading={shown.isLoading} error={shown.error} onRetry={() => void shown.refetch()} />
      ) : !data.week ? (
        <p className={styles.note}>{FIRST_CHART_MESSAGE}</p>
      ) : (
        <section aria-labelledby="chart-heading">
          <h2 id="chart-heading" className={styles.heading}>
            {label}, {weekLabel(data.week).toLowerCase()}
          </h2>
          {data.entries.length === 0 ? (
            <p className={styles.note}>{EMPTY_WEEK_MESSAGE}</p>
          ) : data.chart === 'mixtapes' ? (
            <MixtapeChartList entries={data.entries} label={label} />
          ) : (
            <TrackChartList entries={data.entries} label={label} />
          )}
        </section>
      )}
    </div>
  );
}
