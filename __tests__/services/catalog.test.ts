import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  findMixtape,
  getConfig,
  getMixtapeQueue,
  getMixtapeSet,
  getMixtapes,
  getStats,
  trackStreamUrl,
} from '@/services/catalog';

const V3 = 'http://localhost/api/v3';
const server = setupServer();
const page = { data: [], meta: { page: 2, take: 5, total: 0, pageCount: 0 } };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers `body` and records the query string the client sent. */
function recordQuery(path: string, body: object) {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get(`${V3}${path}`, ({ request }) => {
      seen.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('catalog fetchers', () => {
  it('lists mixtapes with only the query fields given', async () => {
    const seen = recordQuery('/mixtapes', page);
    await expect(getMixtapes({ page: 2, take: 5, sort: 'plays', dj: 'dj-x' })).resolves.toEqual(page);
    expect(seen).toEqual([{ page: '2', take: '5', sort: 'plays', dj: 'dj-x' }]);
  });

  it('reads a named set from /mixtapes/<set> and stats from /mixtapes/stats', async () => {
    const seen = recordQuery('/mixtapes/this-week', page);
    recordQuery('/mixtapes/stats', { mixtapes: 3 });
    await expect(getMixtapeSet('this-week', { site: 'main' })).resolves.toEqual(page);
    expect(seen).toEqual([{ site: 'main' }]);
    await expect(getStats()).resolves.toEqual({ mixtapes: 3 });
  });

  it('finds a mixtape by slug and reads its queue and the ads config', async () => {
    const seen = recordQuery('/mixtapes/find', { id: 7, slug: 'summer-mix' });
    recordQuery('/mixtapes/7/queue', [{ id: 1 }]);
    recordQuery('/config', { ads: { enabled: false, everyTracks: 3 } });
    await expect(findMixtape('summer-mix')).resolves.toMatchObject({ id: 7 });
    expect(seen).toEqual([{ slug: 'summer-mix' }]);
    await expect(getMixtapeQueue(7)).resolves.toEqual([{ id: 1 }]);
    await expect(getConfig()).resolves.toEqual({ ads: { enabled: false, everyTracks: 3 } });
  });

  it('builds the stream URL on the browser-facing base', () => {
    expect(trackStreamUrl(42)).toBe('/api/v3/tracks/42/stream');
  });
});
