// The weekly charts (see docs/product.md, Charts): what the API, its contract and the charts page share, without zod.

export const CHARTS = ['mixtapes', 'tracks'] as const;
export type ChartKind = (typeof CHARTS)[number];

export const isChartKind = (value: unknown): value is ChartKind => (CHARTS as readonly unknown[]).includes(value);

/** How an entry moved since the week before: new on the chart, up, down or the same rank. */
export const MOVEMENTS = ['new', 'up', 'down', 'same'] as const;
export type Movement = (typeof MOVEMENTS)[number];

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Dates before this are no week of the site's (and PostgreSQL has no year 0). */
const FIRST_YEAR = 1970;

/** The Monday (UTC) of the week holding `date`, as YYYY-MM-DD: a week runs from Monday 00:00 UTC to the next Monday. */
export function weekOf(date: Date): string {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** A week as a URL names it, by any of its dates (YYYY-MM-DD): its Monday, or null for anything that is not such a date. */
export function weekOfParam(value: string): string | null {
  const match = DATE.exec(value);
  if (!match || Number(match[1]) < FIRST_YEAR) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // A day the month does not have (2024-02-30) comes back as another date.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return null;
  return weekOf(date);
}

/** The charts page's URL for a chart and week: the mixtapes chart and the latest week are its defaults. */
export function chartsHref(chart: ChartKind, week?: string): string {
  const query = new URLSearchParams({ ...(chart !== 'mixtapes' && { chart }), ...(week && { week }) }).toString();
  return query ? `/charts?${query}` : '/charts';
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The chart and week a charts page URL names; a value the API would refuse is left out (the defaults instead). */
export function chartsFromQuery(query: Record<string, string | string[] | undefined>): { chart: ChartKind; week?: string } {
  const chart = one(query.chart);
  const week = one(query.week);
  return { chart: isChartKind(chart) ? chart : 'mixtapes', week: (week && weekOfParam(week)) || undefined };
}
