import { z } from 'zod';
import { CHARTS, MOVEMENTS, weekOfParam } from '../charts';
import { mixtapeSchema, trackSchema } from './catalog';

export const WEEK_MESSAGE = 'week must be a date as YYYY-MM-DD';

/** GET /charts/{chart}: which chart, and the week by any of its dates (parsed to its Monday); none for the latest chart. */
export const chartQuerySchema = z.object({
  chart: z.enum(CHARTS, { error: 'chart must be mixtapes or tracks' }),
  week: z
    .string({ error: WEEK_MESSAGE })
    .refine((value) => weekOfParam(value) !== null, WEEK_MESSAGE)
    .transform((value) => weekOfParam(value)!)
    .optional(),
});

/** A week's Monday, YYYY-MM-DD. */
const weekSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const entryFields = {
  rank: z.number().int(),
  /** Counted plays in the week. */
  plays: z.number().int(),
  /** Its rank the week before, or null when it was not on that chart. */
  previousRank: z.number().int().nullable(),
  /** Weeks in a row it has been on the chart, this one included. */
  weeksOnChart: z.number().int(),
  /** Its best rank in those weeks. */
  peakRank: z.number().int(),
  movement: z.enum(MOVEMENTS),
};

const chartFields = {
  /** The week shown (its Monday); null while no chart has been made yet. */
  week: weekSchema.nullable(),
  /** The weeks that have a chart, newest first (the last 52). */
  weeks: z.array(weekSchema),
};

export const chartSchema = z.discriminatedUnion('chart', [
  z.object({ chart: z.literal('mixtapes'), ...chartFields, entries: z.array(z.object({ ...entryFields, mixtape: mixtapeSchema })) }),
  z.object({ chart: z.literal('tracks'), ...chartFields, entries: z.array(z.object({ ...entryFields, track: trackSchema })) }),
]);
export type Chart = z.infer<typeof chartSchema>;
export type MixtapeChartEntry = Extract<Chart, { chart: 'mixtapes' }>['entries'][number];
export type TrackChartEntry = Extract<Chart, { chart: 'tracks' }>['entries'][number];
