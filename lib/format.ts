import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

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

/** US short date, in UTC so the server and the browser print the same thing: "11/22/2026". */
export function formatDate(iso: string | Date): string {
  const date = dayjs.utc(iso);
  return date.isValid() ? date.format('MM/DD/YYYY') : '';
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
