import { GENRES, MOODS } from './genres';
import { BROWSE_LINKS } from './list-links';

// The site's own pages as the header's search box suggests them, matched here from a short fixed list rather than
// asked of the API. Loaded when the search box first takes focus, not with the page.

export interface PageSuggestion {
  href: string;
  title: string;
  detail: string;
}

/** What a browse page says of itself, and other words that lead to it. */
const BROWSE_DETAILS: Record<string, { detail: string; words?: string[] }> = {
  '/genres': { detail: 'Browse mixtapes by genre and mood', words: ['moods'] },
  '/charts': { detail: "Browse this week's charts" },
  '/artists': { detail: 'Browse all artists' },
  '/djs': { detail: 'Browse all DJs' },
  '/podcasts': { detail: 'Browse all podcasts' },
};

/** At most this many pages come before the catalog's suggestions. */
const MAX_PAGES = 3;

/** Typed text as it is compared: lowercase, without accents, spaces or punctuation ('Hip hop' is 'hiphop', 'R&B' 'rb'). */
const compact = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const PAGES = [
  ...BROWSE_LINKS.map((link) => ({ href: link.path, title: link.title, detail: BROWSE_DETAILS[link.path].detail, words: [link.title, ...(BROWSE_DETAILS[link.path].words ?? [])] })),
  ...GENRES.map((genre) => ({ href: `/genre/${genre.slug}`, title: genre.name, detail: `Genre · ${genre.name} mixtapes`, words: [genre.name, genre.slug] })),
  ...MOODS.map((mood) => ({ href: `/genre/${mood.slug}`, title: mood.name, detail: `Mood · ${mood.name} mixtapes`, words: [mood.name, mood.slug] })),
].map(({ words, ...page }) => ({ ...page, keys: words.map(compact) }));

/** The pages whose name (or another word for them) starts with what is typed, from two letters on: 'dj' finds DJs. */
export function matchPages(query: string): PageSuggestion[] {
  const typed = compact(query);
  if (typed.length < 2) return [];
  return PAGES.filter((page) => page.keys.some((key) => key.startsWith(typed)))
    .slice(0, MAX_PAGES)
    .map(({ href, title, detail }) => ({ href, title, detail }));
}
