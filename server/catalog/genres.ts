import { and, arrayContains, eq, sql, type SQL } from 'drizzle-orm';
import type { Genres } from '@/lib/contracts/catalog';
import { GENRES, MOODS } from '@/lib/genres';
import { getDb } from '../db/client';
import { mixtapes } from '../db/schema';
import { releasedWithin } from './mixtape-query';
import { mixtapeAvailable } from './takedowns';

// The genres and moods with how many mixtapes each lists: what its page (/genre/{slug}, GET /mixtapes?genre= or
// ?mood=) shows on its first load, so the released and available mixtapes of the site.

const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** Every genre and mood in the lists' order, with its count of released mixtapes on `site` (none: 0). */
export async function listGenres(site: string): Promise<Genres> {
  const db = await getDb();
  // One pass over the site's mixtapes, a count per genre and per mood.
  const columns = {
    ...Object.fromEntries(GENRES.map((g, i) => [`genre${i}`, counted(eq(mixtapes.genre, g.slug))])),
    ...Object.fromEntries(MOODS.map((m, i) => [`mood${i}`, counted(arrayContains(mixtapes.moods, [m.slug]))])),
  };
  const [row] = await db
    .select(columns)
    .from(mixtapes)
    .where(and(eq(mixtapes.site, site), releasedWithin('all'), mixtapeAvailable));
  return {
    genres: GENRES.map((g, i) => ({ slug: g.slug, name: g.name, mixtapes: row[`genre${i}`] })),
    moods: MOODS.map((m, i) => ({ slug: m.slug, name: m.name, mixtapes: row[`mood${i}`] })),
  };
}
