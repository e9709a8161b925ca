import { GENRES, MAX_MOODS, MOOD_SLUGS, type GenreSlug, type MoodSlug } from '@/lib/genres';
import { newMediaKey } from '../adapters/stored-media';
import { slugAllocator, slugify } from '../db/slug';
import { Rng, hashSeed } from '../media/random';
import { releaseDate, type ReleaseCategory } from './seed-dates';
import * as words from './seed-words';

export interface SeedOptions {
  /** The clock release dates are relative to (default: the current time). */
  now?: Date;
  mixtapes?: number;
  artists?: number;
  djs?: number;
  podcasts?: number;
  minTracks?: number;
  maxTracks?: number;
  minSeconds?: number;
  maxSeconds?: number;
  /** Total tracks to spread over the mixtapes (each within minTracks..maxTracks); default: drawn per mixtape. */
  tracks?: number;
  /** Changes every name, date and sound; the same seed and options give the same catalog (but for where its audio is stored: never a name anyone can guess). */
  seed?: number;
}

export interface PlannedPerson { slug: string; name: string; bio: string; image: string }
export interface PlannedTrack {
  title: string; artist: string; album: string; seconds: number; audioSeed: number; mediaKey: string;
  cover: string; guestDownload: boolean; plays: number; downloads: number; position: number;
}
/** What a paid exclusive of the demo catalog costs, in US cents. */
const SEED_PRICE_CENTS = 499;

export interface PlannedMixtape {
  slug: string; title: string; description: string; cover: string; category: ReleaseCategory; releaseDate: Date;
  site: string; featured: boolean; premiere: boolean; explicit: boolean; price: number | null; artist: PlannedPerson; dj: PlannedPerson | null;
  plays: number; views: number; downloads: number; likes: number; dislikes: number; votes: number; tracks: PlannedTrack[];
  genre: GenreSlug; moods: MoodSlug[];
}
export interface PlannedEpisode { slug: string; title: string; description: string; mediaKey: string; publishedAt: Date; plays: number; source: PlannedTrack }
export interface PlannedPodcast { slug: string; title: string; host: string; description: string; cover: string; episodes: PlannedEpisode[] }
export interface CatalogPlan { artists: PlannedPerson[]; djs: PlannedPerson[]; mixtapes: PlannedMixtape[]; podcasts: PlannedPodcast[] }

export const SEED_DEFAULTS = {
  mixtapes: 40, artists: 18, djs: 10, podcasts: 3, minTracks: 6, maxTracks: 12, minSeconds: 20, maxSeconds: 60, seed: 2024,
};
/** Tracks in the default catalog: enough for a real-looking site, few enough to synthesize in well under a minute. */
const DEFAULT_TRACKS = 305;

/** Track counts per mixtape within [min, max], nudged one at a time until they add up to the target. */
function trackCounts(rng: Rng, n: number, min: number, max: number, target?: number): number[] {
  const counts = Array.from({ length: n }, () => rng.skewed(min, max, 2.4));
  if (target === undefined || n === 0) return counts;
  const goal = Math.min(Math.max(target, n * min), n * max);
  for (let sum = counts.reduce((a, b) => a + b, 0); sum !== goal; ) {
    const i = rng.int(0, n - 1);
    const step = sum < goal ? 1 : -1;
    if (counts[i] + step < min || counts[i] + step > max) continue;
    counts[i] += step;
    sum += step;
  }
  return counts;
}

/** Fills a template: single capitals A/N/P/F/L/M/V become words from the lists. */
function fill(rng: Rng, template: string): string {
  const lists: Record<string, readonly string[]> = {
    A: words.ADJECTIVES, N: words.NOUNS, P: words.PLACES, F: words.FIRST_NAMES, L: words.LAST_NAMES, M: words.MONIKERS,
  };
  return template.replace(/\b[ANPFLMV]\b/g, (k) => (k === 'V' ? String(rng.int(1, 4)) : rng.pick(lists[k])));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function uniqueTitle(rng: Rng, used: Set<string>): string {
  let title = '';
  for (let attempt = 0; attempt < 10 && (!title || used.has(title)); attempt++) title = capitalize(fill(rng, rng.pick(words.TRACK_PATTERNS)));
  used.add(title);
  return title;
}

const fmt = (rng: Rng, text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? (k === 'a' || k === 'b' ? rng.pick(words.ADJECTIVES).toLowerCase() : k));

function people(rng: Rng, count: number, patterns: string[], folder: string, taken: Set<string>): PlannedPerson[] {
  const slug = slugAllocator();
  const out: PlannedPerson[] = [];
  for (let attempt = 0; out.length < count; attempt++) {
    const picked = fill(rng, rng.pick(patterns));
    // Word lists run out of fresh combinations for very large catalogs: number the repeats then.
    const name = taken.has(picked) && attempt > 20 * count ? `${picked} ${out.length + 1}` : picked;
    if (taken.has(name)) continue;
    taken.add(name);
    const s = slug(name);
    const bio = fmt(rng, rng.pick(words.BIOS), { name, place: rng.pick(words.PLACES), genre: rng.pick(['hip-hop', 'R&B', 'trap', 'house']) });
    out.push({ slug: s, name, bio, image: `${folder}/${s}.svg` });
  }
  return out;
}

/** Counters with a long tail, grown with age: a tape out for a year has had time to collect plays. */
function counters(rng: Rng, category: ReleaseCategory, ageDays: number) {
  if (category === 'unreleased') return { views: rng.int(40, 4000), plays: 0, downloads: 0, likes: 0, dislikes: 0, votes: 0 };
  const views = Math.round(rng.next() ** 3 * 250_000 * Math.min(1, (ageDays + 0.3) / 45)) + rng.int(15, 400);
  const plays = Math.round(views * rng.float(0.4, 1.3));
  const likes = Math.round(views * rng.float(0.01, 0.06));
  const dislikes = Math.round(likes * rng.float(0.02, 0.25));
  return { views, plays, downloads: Math.round(plays * rng.float(0.04, 0.25)), likes, dislikes, votes: likes + dislikes };
}

/**
 * An episode's plays: a show's audience (a long tail, like the mixtapes') grown with the episode's age. Drawn from a
 * generator of their own, so adding them moved no other name, date or sound of the catalog.
 */
function episodePlays(seed: number, podcast: string, episode: number, ageDays: number): number {
  const rng = new Rng(hashSeed('episode-plays', seed, podcast));
  const audience = rng.next() ** 2 * 60_000 + rng.int(200, 1500);
  for (let e = 0; e < episode; e++) rng.next();
  return Math.round(audience * Math.min(1, (ageDays + 0.5) / 30) * rng.float(0.5, 1.2));
}

/** The genre its description names ('R&B' is the genre named R&B, whose slug is rnb). */
function genreNamed(word: string): GenreSlug {
  const genre = GENRES.find((g) => g.name.toLowerCase() === word.toLowerCase());
  if (!genre) throw new Error(`The demo catalog names a genre that is not on the list: ${word}`);
  return genre.slug;
}

/**
 * One to MAX_MOODS moods for a mixtape, drawn from a generator of its own (as episode plays are), so adding them
 * moved no other name, date or sound of the catalog.
 */
function moodsOf(seed: number, slug: string): MoodSlug[] {
  const rng = new Rng(hashSeed('moods', seed, slug));
  return rng.shuffle(MOOD_SLUGS).slice(0, rng.int(1, MAX_MOODS));
}

/** The whole demo catalog as data, with no I/O: names, dates, flags, counters, media keys and audio seeds. */
export function planCatalog(options: SeedOptions = {}): CatalogPlan {
  const o = { ...SEED_DEFAULTS, ...options };
  if (o.artists < 1 || o.minTracks < 1 || o.minTracks > o.maxTracks || o.minSeconds < 1 || o.minSeconds > o.maxSeconds) throw new Error('Invalid seed options: need an artist and min <= max ranges');
  const now = options.now ?? new Date();
  const rng = new Rng(hashSeed('catalog', o.seed));
  const names = new Set<string>();
  const artists = people(rng, o.artists, words.ARTIST_PATTERNS, 'artists', names);
  const djs = people(rng, o.djs, words.DJ_PATTERNS, 'djs', names);
  const features = [...artists.map((a) => a.name), ...Array.from({ length: 12 }, () => fill(rng, rng.pick(words.ARTIST_PATTERNS)))];

  // Every release list gets at least one tape, the rest is drawn with realistic weights.
  const forced: ReleaseCategory[] = ['today', 'week', 'premiere', 'past', 'unreleased'];
  const weighted: ReleaseCategory[] = ['today', 'today', 'week', 'week', 'premiere', 'premiere', 'past', 'past', 'past', 'past', 'past', 'past', 'unreleased', 'unreleased'];
  const categories = rng.shuffle(Array.from({ length: o.mixtapes }, (_, i) => forced[i] ?? rng.pick(weighted)));

  const counts = trackCounts(rng, o.mixtapes, o.minTracks, o.maxTracks, options.tracks ?? (options.mixtapes === undefined ? DEFAULT_TRACKS : undefined));
  const slug = slugAllocator();
  const mixtapes: PlannedMixtape[] = categories.map((category, index) => {
    const artist = artists[index % artists.length];
    const dj = rng.chance(0.85) ? rng.pick(djs) : null;
    const title = capitalize(fill(rng, rng.pick(words.MIXTAPE_PATTERNS)));
    const s = slug(`${artist.name} ${title}`);
    const cover = `covers/${s}.svg`;
    const count = counts[index];
    const genre = rng.pick(['hip-hop', 'R&B', 'trap', 'club', 'lo-fi', 'drill']);
    const description = `${fmt(rng, rng.pick(words.DESCRIPTION_OPENERS), { artist: artist.name, title, count: String(count), genre })}${dj ? `, hosted by ${dj.name}` : ''}. ${fmt(rng, rng.pick(words.DESCRIPTION_CLOSERS), {})}`;
    const date = releaseDate(rng, category, now);
    const ageDays = (now.getTime() - date.getTime()) / 86_400_000;
    const stats = counters(rng, category, ageDays);
    const titles = new Set<string>();
    const tracks = Array.from({ length: count }, (_, t): PlannedTrack => {
      const share = stats.plays * (1 / (t + 1.5)) * rng.float(0.1, 0.4);
      const featured = rng.chance(0.3) ? ` feat. ${rng.pick(features.filter((f) => f !== artist.name))}` : '';
      return {
        title: uniqueTitle(rng, titles),
        artist: artist.name + featured,
        album: title,
        // Mostly short (the whole catalog must synthesize within a minute), now and then a long one.
        seconds: Math.round(o.minSeconds + (o.maxSeconds - o.minSeconds) * rng.next() ** 3),
        audioSeed: hashSeed('audio', o.seed, s, t),
        mediaKey: newMediaKey('audio', '.mp3'),
        cover,
        guestDownload: rng.chance(0.4),
        plays: Math.round(share),
        downloads: Math.round(share * rng.float(0.02, 0.2)),
        position: t + 1,
      };
    });
    return {
      slug: s, title, description, cover, category, releaseDate: date, site: 'main', featured: false, premiere: category === 'premiere', explicit: false, price: null, artist, dj, ...stats, tracks,
      genre: genreNamed(genre), moods: moodsOf(o.seed, s),
    };
  });

  // The oldest third of past releases are the "classics" site; about one released main-site tape in five is featured.
  const past = mixtapes.filter((m) => m.category === 'past').sort((a, b) => a.releaseDate.getTime() - b.releaseDate.getTime());
  for (const m of past.slice(0, past.length >= 2 ? Math.max(1, Math.round(past.length / 3)) : 0)) m.site = 'classics';
  const released = rng.shuffle(mixtapes.filter((m) => m.category !== 'unreleased' && m.site === 'main'));
  for (const m of released.slice(0, Math.max(1, Math.round(mixtapes.length / 5)))) m.featured = true;
  // A few of this week's tapes are explicit, never a featured one (the first the home page shows) nor an old one
  // (the first of the plain list). Picked by position, not drawn, so the rest stays what the same seed always gave.
  const recent = mixtapes.filter((m) => (m.category === 'today' || m.category === 'week') && !m.featured && m.site === 'main');
  for (const [i, m] of recent.entries()) if (i % 3 === 0) m.explicit = true;
  // Every other premiere is an exclusive sold on its own (see docs/product.md, Buying), picked by position too.
  const premieres = mixtapes.filter((m) => m.premiere);
  for (const [i, m] of premieres.entries()) if (i % 2 === 0) m.price = i % 4 === 0 ? SEED_PRICE_CENTS : SEED_PRICE_CENTS + 200;

  // Guests must be able to download some tracks and be refused others, however small the catalog.
  const allTracks = mixtapes.flatMap((m) => m.tracks);
  if (allTracks.length >= 2) {
    if (!allTracks.some((t) => t.guestDownload)) allTracks[0].guestDownload = true;
    if (allTracks.every((t) => t.guestDownload)) allTracks[allTracks.length - 1].guestDownload = false;
  }

  const podcastSlug = slugAllocator();
  const podcasts = words.PODCASTS.slice(0, o.podcasts).map((p, i): PlannedPodcast => {
    const s = podcastSlug(p.title);
    const host = rng.pick([...djs, ...artists]).name;
    const topics = rng.shuffle(words.EPISODE_TOPICS);
    const count = allTracks.length ? rng.int(3, 5) : 0;
    // Weekly-ish episodes, the latest a few days ago.
    let published = now.getTime() - (count * 7 + rng.int(1, 4)) * 86_400_000;
    const episodes = Array.from({ length: count }, (_, e): PlannedEpisode => {
      const topic = topics[e % topics.length];
      published += rng.int(5, 7) * 86_400_000 - rng.int(0, 86_399) * 1000;
      const publishedAt = new Date(Math.min(published, now.getTime() - 3_600_000));
      return {
        slug: `episode-${e + 1}-${slugify(topic)}`,
        title: `Ep. ${e + 1}: ${topic}`,
        description: `${host} and guests on ${topic.toLowerCase()}.`,
        mediaKey: newMediaKey('audio', '.mp3'),
        publishedAt,
        plays: episodePlays(o.seed, s, e, (now.getTime() - publishedAt.getTime()) / 86_400_000),
        source: allTracks[(i * 7 + e * 3) % allTracks.length],
      };
    });
    return { slug: s, title: p.title, host, description: p.description, cover: `podcasts/${s}.svg`, episodes };
  });

  return { artists, djs, mixtapes, podcasts };
}
