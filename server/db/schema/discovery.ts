import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_KINDS } from '@/lib/contracts/alerts';
import { artists, djs, mixtapes, podcasts } from './catalog';
import { at, createdAt, memberItemsTable, userId } from './columns';

// Discovery: whom members follow, what they asked to hear about and what they were told (server/discovery/), and
// the weekly charts. A follow moves the followed one's `followers` count in the same transaction.

/** One follows table per kind followed; fanned out per followed one when it publishes. */
export const followedArtists = memberItemsTable('followed_artists', () => artists.id, { byItem: true });
export const followedDjs = memberItemsTable('followed_djs', () => djs.id, { byItem: true });
export const followedPodcasts = memberItemsTable('followed_podcasts', () => podcasts.id, { byItem: true });

/** The kinds of alert email a member turned off (every kind is on until then): set in Account or by an email's unsubscribe link. */
export const alertOptOuts = pgTable(
  'alert_opt_outs',
  {
    userId: userId(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** 'Notify me' on a Coming Soon mixtape: one email when it is out. */
export const releaseReminders = pgTable(
  'release_reminders',
  {
    userId: userId(),
    mixtapeId: integer('mixtape_id')
      .notNull()
      .references(() => mixtapes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mixtapeId] }), index('release_reminders_mixtape_user_idx').on(t.mixtapeId, t.userId)],
);

/**
 * The alert emails sent, one row per member and release: the jobs that send them write the row before the email, so
 * a batch run again (a retry, a restart mid-batch) skips whom it already told and nobody hears of a release twice.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    release: text('release', { enum: ['mixtape', 'episode'] }).notNull(),
    releaseId: integer('release_id').notNull(),
    userId: userId(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.release, t.releaseId, t.userId] })],
);

/**
 * The weekly Top 50s: computed once a week has closed (Monday 00:00 UTC) from that week's counted plays, then never
 * changed. `week` is the Monday it started. A row in `chart_weeks` says the week is computed (with or without entries).
 */
export const chartWeeks = pgTable(
  'chart_weeks',
  {
    chart: text('chart', { enum: ['mixtapes', 'tracks'] }).notNull(),
    week: date('week').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chart, t.week] })],
);

export const chartEntries = pgTable(
  'chart_entries',
  {
    chart: text('chart', { enum: ['mixtapes', 'tracks'] }).notNull(),
    week: date('week').notNull(),
    rank: integer('rank').notNull(),
    /** The mixtape's or the track's id: no foreign key, a closed week's chart outlives what it ranked. */
    itemId: integer('item_id').notNull(),
    plays: integer('plays').notNull(),
    /** Its rank the week before, or null when it was not on that chart. */
    previousRank: integer('previous_rank'),
    /** Weeks it has been on the chart, this one included. */
    weeksOnChart: integer('weeks_on_chart').notNull(),
    /** Its best rank so far. */
    peakRank: integer('peak_rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chart, t.week, t.rank] }), uniqueIndex('chart_entries_item_idx').on(t.chart, t.week, t.itemId)],
);
