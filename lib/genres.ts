// The fixed genres and moods a mixtape can carry (set in the studio, listed by GET /api/v3/genres, browsed at
// /genre/{slug}). Their slugs are stored on the mixtape: a slug here is never renamed, only added.

export const GENRES = [
  { slug: 'hip-hop', name: 'Hip-Hop' },
  { slug: 'rnb', name: 'R&B' },
  { slug: 'trap', name: 'Trap' },
  { slug: 'drill', name: 'Drill' },
  { slug: 'club', name: 'Club' },
  { slug: 'lo-fi', name: 'Lo-Fi' },
  { slug: 'afrobeats', name: 'Afrobeats' },
  { slug: 'dancehall', name: 'Dancehall' },
  { slug: 'house', name: 'House' },
  { slug: 'reggaeton', name: 'Reggaeton' },
] as const;

export const MOODS = [
  { slug: 'chill', name: 'Chill' },
  { slug: 'party', name: 'Party' },
  { slug: 'workout', name: 'Workout' },
  { slug: 'late-night', name: 'Late Night' },
  { slug: 'focus', name: 'Focus' },
  { slug: 'feel-good', name: 'Feel Good' },
  { slug: 'hype', name: 'Hype' },
  { slug: 'romantic', name: 'Romantic' },
] as const;

/** A mixtape carries at most this many moods. */
export const MAX_MOODS = 3;

export type GenreSlug = (typeof GENRES)[number]['slug'];
export type MoodSlug = (typeof MOODS)[number]['slug'];

export const GENRE_SLUGS = GENRES.map((g) => g.slug) as [GenreSlug, ...GenreSlug[]];
export const MOOD_SLUGS = MOODS.map((m) => m.slug) as [MoodSlug, ...MoodSlug[]];

/** The genre of this slug, if it is one. */
export const genreOf = (slug: string) => GENRES.find((g) => g.slug === slug);

/** The mood of this slug, if it is one. */
export const moodOf = (slug: string) => MOODS.find((m) => m.slug === slug);
