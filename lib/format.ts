/** 245 -> "4:05"; hours roll into minutes, as music players show them. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** Track rank as listed: zero-padded below 10 ("01" ... "09", "10"). */
export function formatRank(rank: number): string {
  return String(rank).padStart(2, '0');
}

const pad2 = (n: number) => String(n).padStart(2, '0');
// A date and time without a zone ("2026-11-22T10:00") is UTC here, as a bare date already is for Date.
const NO_ZONE = /T[\d:.]+$/;

/**
 * US short date, in UTC so the server and the browser print the same thing: "11/22/2026". Written out rather than
 * with a date library: every card prints one, so this runs on the first screen.
 */
export function formatDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(NO_ZONE.test(iso) ? `${iso}Z` : iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getUTCMonth() + 1)}/${pad2(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

function trim(value: number): string {
  const fixed = value >= 100 ? value.toFixed(0) : value.toFixed(1);
  return fixed.replace(/\.0$/, '');
}

/** Compact counters: 999 -> "999", 1234 -> "1.2K", 56789 -> "56.8K", 2500000 -> "2.5M". */
export function formatCompact(value: number): string {
  const n = Math.max(0, Math.floor(value));
  if (n < 1000) return String(n);
  if (n < 999_950) return `${trim(n / 1000)}K`;
  return `${trim(n / 1_000_000)}M`;
}

/**
 * Whole numbers with thousands separators, as en-US prints them: 1234567 -> "1,234,567". Written out because
 * toLocaleString sets up ICU number formatting on its first call, a cost the mixtape page paid while hydrating.
 */
export function formatCount(value: number): string {
  const n = Math.max(0, Math.floor(value));
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count and its noun, singular for one: "1 track", "1,204 tracks". */
export const formatCounted = (value: number, noun: string): string => `${formatCount(value)} ${noun}${value === 1 ? '' : 's'}`;

/** The length of a whole list: "1 hr 5 min", "12 min", "45 sec". */
export function formatTotalDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  if (total < 60) return `${total} sec`;
  const minutes = Math.round(total / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} hr ${minutes % 60} min` : `${minutes} min`;
}

/** A file size as people read it: 48_213_000 -> "48.2 MB" (decimal units, as browsers show downloads). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${units[unit]}`;
}

/** An amount in the currency's minor unit as people read it: `formatMoney(499, 'usd')` is "$4.99". */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
