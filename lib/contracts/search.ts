import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from './common';
import { SEARCH_FILTERS } from '../search-filters';
import { personRefSchema, trackSchema } from './catalog';


export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_BLANK_MESSAGE = 'query must not be empty';
export const SEARCH_TOO_LONG_MESSAGE = `query must be at most ${SEARCH_MAX_LENGTH} characters`;

export const searchQuerySchema = pageQuerySchema.extend({
  query: z
    .string({ error: SEARCH_BLANK_MESSAGE })
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE)
    .refine((q) => q.trim().length > 0, SEARCH_BLANK_MESSAGE),
  filter: z.enum(SEARCH_FILTERS, { error: `filter must be one of ${SEARCH_FILTERS.join(', ')}` }).default('all'),
  /** Only the words typed, none taken as a typo of another ('Search instead for …'). */
  exact: z.stringbool({ truthy: ['1'], falsy: ['0'], error: 'exact must be 1 or 0' }).default(false),
});
/** A search as callers ask it: typos forgiven unless `exact` says otherwise. */
export type SearchQuery = Omit<z.infer<typeof searchQuerySchema>, 'exact'> & { exact?: boolean };

const named = { id: z.number().int(), slug: z.string(), name: z.string(), image: z.string().nullable() };

export const searchResultSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mixtape'), id: z.number().int(), slug: z.string(), title: z.string(), cover: z.string().nullable(), artist: personRefSchema }),
  /** A track result is a whole track, playable as it is; `slug` is its mixtape's. */
  trackSchema.extend({ type: z.literal('track') }),
  z.object({ type: z.literal('artist'), ...named }),
  z.object({ type: z.literal('dj'), ...named }),
  z.object({ type: z.literal('playlist'), ...named, owner: z.string() }),
  z.object({ type: z.literal('podcast'), ...named, host: z.string() }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPageSchema = pagedSchema(searchResultSchema).extend({
  /** The query as it was searched, when a word of it was taken as a typo of a catalog word (and something was found). */
  corrected: z.string().optional(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
