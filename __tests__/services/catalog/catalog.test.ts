import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import {
  findMixtape,
  getConfig,
  getHome,
  getMixtapeQueue,
  getMixtapeSet,
  getMixtapes,
  getStats,
  getTrackWaveform,
} from '@/services/catalog/catalog';
import { trackStreamUrl } from '@/services/common/api-urls';
import { ReplyContractError, apiErrorMessage } from '@/services/common/api-errors';
import { makeHome, makeMixtape, makeMixtapeDetail, makeTrack } from '../../helpers/fixtures';

const V3 = 'http://localhost/api/v3';
const server = mockServer();
const page = { data: [makeMixtape(1)], meta: { page: 2, take: 5, total: 6, pageCount: 2 } };
const stats = { mixtapes: 3, tracks: 9, artists: 2, djs: 1, plays: 10, views: 20, downloads: 5, likes: 4 };


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
    recordQuery('/mixtapes/stats', stats);
    await expect(getMixtapeSet('this-week', { site: 'main' })).resolves.toEqual(page);
    expect(seen).toEqual([{ site: 'main' }]);
    await expect(getStats()).resolves.toEqual(stats);
  });

  it('finds a mixtape by slug and reads its queue and the ads config', async () => {
    const seen = recordQuery('/mixtapes/find', makeMixtapeDetail(7));
    recordQuery('/mixtapes/7/queue', [makeTrack(1)]);
    recordQuery('/config', { ads: { enabled: false, everyTracks: 3 } });
    await expect(findMixtape('summer-mix')).resolves.toMatchObject({ id: 7 });
    expect(seen).toEqual([{ slug: 'summer-mix' }]);
    await expect(getMixtapeQueue(7)).resolves.toEqual([makeTrack(1)]);
    await expect(getConfig()).resolves.toEqual({ ads: { enabled: false, everyTracks: 3 } });
  });

  it('passes a valid answer through, without the fields the contract does not know', async () => {
    recordQuery('/home', { ...makeHome(), banner: 'new field' });
    await expect(getHome()).resolves.toEqual(makeHome());
  });

  it('fails with an error naming the endpoint and the field when an answer breaks its contract', async () => {
    // JSON leaves out an undefined field: the mixtape has no trackCount at all.
    recordQuery('/home', { ...makeHome(), today: [{ ...makeMixtape(3), trackCount: undefined }] });
    const error = await getHome().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplyContractError);
    expect(apiErrorMessage(error)).toBe('GET /home answered in an unexpected shape at today.0.trackCount: Invalid input: expected number, received undefined');
  });

  it('names the path of a mixtape call and refuses a wrong type or a null where none is allowed', async () => {
    recordQuery('/mixtapes/7/queue', [makeTrack(1, { title: null as unknown as string })]);
    await expect(getMixtapeQueue(7)).rejects.toThrow(/^GET \/mixtapes\/7\/queue answered in an unexpected shape at 0\.title: /);
    recordQuery('/mixtapes/stats', { ...stats, plays: '10' });
    await expect(getStats()).rejects.toThrow('GET /mixtapes/stats answered in an unexpected shape at plays');
  });

  it('refuses an answer that is not JSON of the right kind at all', async () => {
    server.use(http.get(`${V3}/mixtapes`, () => HttpResponse.text('<html>proxy error</html>')));
    await expect(getMixtapes()).rejects.toThrow('GET /mixtapes answered in an unexpected shape: Invalid input: expected object, received string');
  });

  it("reads a track's waveform, and refuses peaks outside 0..1", async () => {
    recordQuery('/tracks/42/waveform', { duration: 180.5, peaks: [0, 0.5, 1] });
    await expect(getTrackWaveform(42)).resolves.toEqual({ duration: 180.5, peaks: [0, 0.5, 1] });
    recordQuery('/tracks/42/waveform', { duration: 180.5, peaks: [0, 1.5] });
    await expect(getTrackWaveform(42)).rejects.toThrow('GET /tracks/42/waveform answered in an unexpected shape at peaks.1');
  });

  it('builds the stream URL on the browser-facing base', () => {
    expect(trackStreamUrl(42)).toBe('/api/v3/tracks/42/stream');
  });
});
