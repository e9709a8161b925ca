import { genreOf, moodOf, type GenreSlug, type MoodSlug } from './genres';
import { filtersFromQuery, MIXTAPES_PAGE_DEFAULTS, type ListPage, type ListSource, type MixtapeListFilters } from './list-pages';

// The genre and mood pages (/genres, /genre/{slug}): where they are, what they are called, what they list. A genre's
// slug and a mood's never collide, so one path serves both.

export const GENRES_PAGE: ListPage = {
  path: '/genres',
  title: 'Genres and moods',
  description: 'Every genre and mood on LMT Mixtapes, with how many mixtapes each holds: free to stream, from hip-hop to late-night lo-fi.',
};

export const genrePath = (slug: string) => `/genre/${slug}`;

/** A genre's or a mood's page: a list page of the mixtapes that carry it. */
export type GenrePage = ListPage & ({ kind: 'genre'; slug: GenreSlug } | { kind: 'mood'; slug: MoodSlug });

/** The page of this genre or mood; undefined for a slug that is neither (a 404). */
export function genrePageOf(slug: string): GenrePage | undefined {
  const genre = genreOf(slug);
  if (genre) {
    const description = `${genre.name} mixtapes on LMT Mixtapes, free to stream: the newest first, or sorted your way and narrowed by mood.`;
    return { kind: 'genre', slug: genre.slug, path: genrePath(slug), title: `${genre.name} mixtapes`, description };
  }
  const mood = moodOf(slug);
  if (mood) {
    const description = `Mixtapes for a ${mood.name.toLowerCase()} mood on LMT Mixtapes, free to stream: the newest first, or sorted your way.`;
    return { kind: 'mood', slug: mood.slug, path: genrePath(slug), title: `${mood.name} mixtapes`, description };
  }
  return undefined;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The filters a genre's or a mood's URL may carry: the list's sort, order and time range, and on a genre's page a
 * mood. A value the API would refuse is left out, as on /mixtapes.
 */
export function genreFiltersFromQuery(page: GenrePage, query: Record<string, string | string[] | undefined>): MixtapeListFilters {
  const { sort, order, range } = filtersFromQuery(query);
  const mood = page.kind === 'genre' ? moodOf(one(query.mood) ?? '')?.slug : undefined;
  return { ...(sort && { sort }), ...(order && { order }), ...(range && { range }), ...(mood && { mood }) };
}

/** What a genre's or a mood's page reads: GET /mixtapes narrowed to it, newest first unless the URL says otherwise. */
export function genreSource(page: GenrePage, filters: MixtapeListFilters): ListSource {
  const query = { ...MIXTAPES_PAGE_DEFAULTS, ...filters };
  return { query: page.kind === 'genre' ? { ...query, genre: page.slug } : { ...query, mood: page.slug } };
}
