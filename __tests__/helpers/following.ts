import type { FeedItem } from '@/lib/contracts/following';
import type { Podcast } from '@/lib/contracts/people';
import { makeMixtape } from './fixtures';

// Feed items and the pages of the following lists as the API answers them (GET /users/feed, /users/following).

export const podcast: Podcast = {
  id: 2,
  slug: 'late-talk',
  name: 'Late Talk',
  host: 'Hal',
  image: '/api/v3/media/podcasts/late-talk.svg',
  bio: '',
  followers: 40,
  counts: { episodes: 3, plays: 100 },
};

export const mixtapeItem = (id: number): FeedItem => {
  const mixtape = makeMixtape(id);
  return { kind: 'mixtape', mixtape, because: [{ kind: 'artists', ...mixtape.artist }] };
};

export const episodeItem = (id: number): FeedItem => ({
  kind: 'episode',
  episode: {
    id,
    slug: `ep-${id}`,
    title: `Ep. ${id}: Night talk`,
    description: '',
    duration: 1800,
    publishedAt: '2026-11-21T12:00:00.000Z',
    plays: 1_234,
    podcast: { id: podcast.id, slug: podcast.slug, name: podcast.name },
    image: podcast.image,
    stream: `/api/v3/podcasts/episodes/${id}/stream`,
  },
  podcast,
  because: [{ kind: 'podcasts', id: podcast.id, slug: podcast.slug, name: podcast.name }],
});

/** A page of a member's list (the feed, whom they follow) as the API answers it. */
export const pageOf = <T>(data: T[], page = 1, pageCount = 1) => ({ data, meta: { page, take: 20, total: pageCount * 20, pageCount } });
