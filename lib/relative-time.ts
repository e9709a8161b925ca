import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// dayjs's relative wording ("a few seconds ago", "5 minutes ago", "2 days ago") for screens off the first load:
// lib/format.ts, which every card uses, stays free of a date library.
dayjs.extend(relativeTime);

/** How long before `now` a moment was, in words: "5 minutes ago"; '' for a date that does not parse. */
export function formatAgo(iso: string | Date, now: Date = new Date()): string {
  const date = dayjs(iso);
  return date.isValid() ? date.from(now) : '';
}
