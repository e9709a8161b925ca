import type { Home, Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';

export function makeTrack(id: number, overrides: Partial<Track> = {}): Track {
  return {
    id,
    title: `Track ${id}`,
    artist: `Artist ${id}`,
    album: 'Album',
    slug: 'night-drive',
    mixtapeId: 1,
    rank: id,
    duration: 200 + id,
    cover: '/api/v3/media/covers/night-drive.svg',
    guestDownload: id % 2 === 0,
    ...overrides,
  };
}

export function makeMixtape(id: number, overrides: Partial<Mixtape> = {}): Mixtape {
  return {
    id,
    slug: `mixtape-${id}`,
    title: `Mixtape ${id}`,
    description: 'Late-night cuts.',
    cover: `/api/v3/media/covers/mixtape-${id}.svg`,
    releaseDate: '2026-11-20T12:00:00.000Z',
    site: 'main',
    featured: false,
    premiere: false,
    explicit: false,
    artist: { id: 1, slug: 'nova-reign', name: 'Nova Reign' },
    dj: { id: 2, slug: 'dj-drama-queen', name: 'DJ Drama Queen' },
    stats: { plays: 12_345, views: 999, downloads: 1000, likes: 56_789, dislikes: 3, votes: 10 },
    trackCount: 3,
    price: null,
    genre: null,
    moods: [],
    ...overrides,
  };
}

export function makeMixtapeDetail(id: number, trackCount = 3): MixtapeDetail {
  const tracks = Array.from({ length: trackCount }, (_, i) => makeTrack(i + 1, { mixtapeId: id, slug: `mixtape-${id}` }));
  return { ...makeMixtape(id, { trackCount }), tracks, commentCount: 0 };
}

export function makeHome(): Home {
  const list = (from: number, n: number, extra: Partial<Mixtape> = {}) =>
    Array.from({ length: n }, (_, i) => makeMixtape(from + i, extra));
  return {
    featured: list(1, 3, { featured: true }),
    premieres: list(10, 2, { premiere: true }),
    today: list(20, 2),
    thisWeek: list(30, 2),
    trending: list(40, 2),
    pastReleases: list(50, 2),
    unreleased: [],
  };
}
