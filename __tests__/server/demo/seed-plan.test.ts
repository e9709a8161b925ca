/** @jest-environment node */
import { GENRES, MAX_MOODS, MOOD_SLUGS } from '@/lib/genres';
import { Rng } from '@/server/media/random';
import { releaseDate, startOfUtcDay } from '@/server/demo/seed-dates';
import { planCatalog } from '@/server/demo/seed-plan';
import { slugAllocator } from '@/server/db/slug';

const DAY = 86_400_000;

describe('planCatalog', () => {
  it('writes bios with no word said twice in a row, whatever words fill them', () => {
    for (const seed of [1, 2, 3, 2024]) {
      const plan = planCatalog({ seed, now: new Date('2026-03-10T15:00:00Z') });
      // The name is a made-up stage name (it may be 'Saint Saint'): what surrounds it must read right.
      const texts = [...plan.artists, ...plan.djs].map((p) => p.bio.replace(p.name, 'NAME'));
      for (const text of texts) expect(text).not.toMatch(/\b(\w+) \1\b/i);
    }
  });

  it('gives every episode plays, a show\'s older episodes having had more time to collect them', () => {
    const plan = planCatalog({ now: new Date('2026-03-10T15:00:00Z') });
    for (const p of plan.podcasts) {
      for (const e of p.episodes) expect(e.plays).toBeGreaterThan(0);
      // Weekly episodes: the first, weeks old, has been heard more than the latest, days old.
      expect(p.episodes[0].plays).toBeGreaterThan(p.episodes[p.episodes.length - 1].plays);
    }
  });

  it('plans the full demo catalog by default', () => {
    const plan = planCatalog({ now: new Date('2026-03-10T15:00:00Z') });
    const tracks = plan.mixtapes.flatMap((m) => m.tracks);
    expect(plan.mixtapes.length).toBeGreaterThanOrEqual(40);
    expect(tracks.length).toBeGreaterThanOrEqual(300);
    expect(new Set(plan.mixtapes.map((m) => m.artist.slug)).size).toBeGreaterThanOrEqual(15);
    expect(plan.djs.length).toBeGreaterThanOrEqual(8);
    expect(plan.podcasts).toHaveLength(3);
    for (const p of plan.podcasts) expect(p.episodes.length).toBeGreaterThanOrEqual(3);
    for (const m of plan.mixtapes) {
      expect(m.tracks.length).toBeGreaterThanOrEqual(6);
      expect(m.tracks.length).toBeLessThanOrEqual(12);
      expect(m.tracks.map((t) => t.position)).toEqual(m.tracks.map((_, i) => i + 1));
    }
    for (const t of tracks) {
      expect(t.seconds).toBeGreaterThanOrEqual(20);
      expect(t.seconds).toBeLessThanOrEqual(60);
    }
    expect(new Set(plan.mixtapes.map((m) => m.slug)).size).toBe(plan.mixtapes.length);
    expect(new Set(tracks.map((t) => t.mediaKey)).size).toBe(tracks.length);
    const featured = plan.mixtapes.filter((m) => m.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
    expect(plan.mixtapes.some((m) => m.site === 'classics')).toBe(true);
    const explicit = plan.mixtapes.filter((m) => m.explicit);
    expect(explicit.length).toBeGreaterThanOrEqual(2);
    expect(explicit.some((m) => m.featured || m.category === 'past')).toBe(false);
    expect(tracks.some((t) => t.artist.includes(' feat. '))).toBe(true);
    const guest = tracks.filter((t) => t.guestDownload).length / tracks.length;
    expect(guest).toBeGreaterThan(0.3);
    expect(guest).toBeLessThan(0.5);
  });

  it('is deterministic for the same options and clock, but for the names its audio is stored under', () => {
    const options = { now: new Date('2026-03-10T15:00:00Z'), mixtapes: 6, minTracks: 2, maxTracks: 3 };
    const [one, two] = [planCatalog(options), planCatalog(options)];
    const keys = (plan: typeof one) => [...plan.mixtapes.flatMap((m) => m.tracks), ...plan.podcasts.flatMap((p) => p.episodes)].map((item) => item.mediaKey);
    const unnamed = (plan: typeof one) => JSON.parse(JSON.stringify(plan, (field, value) => (field === 'mediaKey' ? undefined : value)));
    expect(unnamed(one)).toEqual(unnamed(two));
    // Audio is stored under names nobody can work out from the catalog (a slug, an id, the seed): new ones each time.
    for (const key of keys(one)) expect(key).toMatch(/^audio\/[0-9a-f]{24}\.mp3$/);
    expect(keys(one).filter((key) => keys(two).includes(key))).toEqual([]);
    expect(planCatalog({ ...options, seed: 7 }).mixtapes[0].title).not.toBe(planCatalog(options).mixtapes[0].title);
  });

  it('gives every mixtape the genre its description names and one to three moods, the same each time', () => {
    const options = { now: new Date('2026-03-10T15:00:00Z') };
    const plan = planCatalog(options);
    for (const m of plan.mixtapes) {
      const genre = GENRES.find((g) => g.slug === m.genre)!;
      expect(m.description.toLowerCase()).toContain(` ${genre.name.toLowerCase()}`);
      expect(m.moods.length).toBeGreaterThanOrEqual(1);
      expect(m.moods.length).toBeLessThanOrEqual(MAX_MOODS);
      expect(new Set(m.moods).size).toBe(m.moods.length);
      for (const mood of m.moods) expect(MOOD_SLUGS).toContain(mood);
    }
    // Enough of each for the genre pages to have something to show.
    expect(new Set(plan.mixtapes.map((m) => m.genre)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(plan.mixtapes.flatMap((m) => m.moods)).size).toBe(MOOD_SLUGS.length);
    const again = planCatalog(options);
    expect(again.mixtapes.map((m) => [m.genre, m.moods])).toEqual(plan.mixtapes.map((m) => [m.genre, m.moods]));
    expect(planCatalog({ ...options, seed: 7 }).mixtapes.map((m) => m.moods)).not.toEqual(plan.mixtapes.map((m) => m.moods));
  });

  it('releases "today" tapes before now even seconds after midnight', () => {
    for (const iso of ['2026-03-10T00:00:00.000Z', '2026-03-10T00:00:03.500Z', '2026-03-10T00:05:00Z', '2026-03-10T23:59:59Z']) {
      const now = new Date(iso);
      const plan = planCatalog({ now, mixtapes: 30, minTracks: 1, maxTracks: 1 });
      const today = plan.mixtapes.filter((m) => m.category === 'today');
      expect(today.length).toBeGreaterThan(0);
      for (const m of today) {
        expect(m.releaseDate.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(m.releaseDate.getTime()).toBeGreaterThanOrEqual(startOfUtcDay(now).getTime());
      }
    }
  });
});

describe('releaseDate', () => {
  it('puts every category in its window', () => {
    const now = new Date('2026-03-10T09:30:00Z');
    const t = now.getTime();
    const midnight = startOfUtcDay(now).getTime();
    const rng = new Rng(1);
    for (let i = 0; i < 200; i++) {
      const week = releaseDate(rng, 'week', now).getTime();
      expect(week).toBeLessThan(midnight);
      expect(week).toBeGreaterThan(t - 7 * DAY);
      const premiere = releaseDate(rng, 'premiere', now).getTime();
      expect(premiere).toBeLessThan(t);
      expect(premiere).toBeGreaterThanOrEqual(t - 14 * DAY);
      const past = releaseDate(rng, 'past', now).getTime();
      expect(past).toBeLessThan(t - 7 * DAY);
      expect(past).toBeGreaterThanOrEqual(t - 3 * 366 * DAY);
      const unreleased = releaseDate(rng, 'unreleased', now).getTime();
      expect(unreleased).toBeGreaterThanOrEqual(t + DAY);
      expect(unreleased).toBeLessThanOrEqual(t + 60 * DAY);
    }
  });
});

describe('slugAllocator', () => {
  it('makes slugs unique against taken ones', () => {
    const slug = slugAllocator(['big-esme-heatwave']);
    expect(slug('Big Esme: Heatwave')).toBe('big-esme-heatwave-2');
    expect(slug('Big Esme Heatwave')).toBe('big-esme-heatwave-3');
    expect(slug('Beyoncé & Co.')).toBe('beyonce-and-co');
    expect(slug('!!!')).toBe('untitled');
  });
});
