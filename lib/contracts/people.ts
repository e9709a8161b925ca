import { z } from 'zod';
import { PEOPLE_SORTS } from '../person-pages';
import { pageQuerySchema, pagedSchema } from './common';

/** An artist or a DJ, as their page and the lists show them. */
export const personSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
  /** Members following them (see docs/product.md, Following and alerts). */
  followers: z.number().int(),
  counts: z.object({
    /** Released mixtapes they made (artist) or hosted (DJ). */
    mixtapes: z.number().int(),
    /** Plays of those mixtapes. */
    plays: z.number().int(),
  }),
});
export type Person = z.infer<typeof personSchema>;

export const personPageSchema = pagedSchema(personSchema);

const PEOPLE_LETTER_MESSAGE = 'letter must be one of A to Z, or # for names that start with anything else';

/** GET /artists and GET /djs: a page of everyone, most played first or by name, optionally those under one letter. */
export const peopleQuerySchema = pageQuerySchema.extend({
  sort: z.enum(PEOPLE_SORTS, { error: `sort must be one of ${PEOPLE_SORTS.join(', ')}` }).default('popular'),
  letter: z
    .string({ error: PEOPLE_LETTER_MESSAGE })
    .regex(/^[A-Za-z#]$/, PEOPLE_LETTER_MESSAGE)
    .transform((letter) => letter.toUpperCase())
    .optional(),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

export const episodeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number().int(),
  publishedAt: z.string(),
  /** Times it was played, counted as a track's plays are (once per listener per 30 s). */
  plays: z.number().int(),
  /** The podcast it belongs to. */
  podcast: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  image: z.string().nullable(),
  /** Where the player streams it from. */
  stream: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const podcastSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  host: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
  /** Members following it (see docs/product.md, Following and alerts). */
  followers: z.number().int(),
  counts: z.object({
    episodes: z.number().int(),
    /** Plays of all its episodes. */
    plays: z.number().int(),
  }),
});
export type Podcast = z.infer<typeof podcastSchema>;

export const podcastPageSchema = pagedSchema(podcastSchema);

/** A podcast with its episodes, newest first. */
export const podcastDetailSchema = podcastSchema.extend({ episodes: z.array(episodeSchema) });
export type PodcastDetail = z.infer<typeof podcastDetailSchema>;
