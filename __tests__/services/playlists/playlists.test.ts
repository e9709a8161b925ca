import { http, HttpResponse } from 'msw';
import { getPlaylist } from '@/services/playlists/playlists';
import { V3, apiError } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { makePlaylistDetail } from '../../helpers/playlists';

const server = mockServer();

it("retries by slug when the API says 'Validation failed (numeric string is expected)'", async () => {
  const calls: string[] = [];
  server.use(
    http.get(`${V3}/playlists/road-trip`, ({ request }) => {
      calls.push(new URL(request.url).pathname + new URL(request.url).search);
      return apiError(400, 'Validation failed (numeric string is expected)');
    }),
    http.get(`${V3}/playlists/find`, ({ request }) => {
      calls.push(new URL(request.url).pathname + new URL(request.url).search);
      return HttpResponse.json(makePlaylistDetail(4, [1, 2], { slug: 'road-trip' }));
    }),
  );
  const playlist = await getPlaylist('road-trip');
  expect(playlist).toMatchObject({ id: 4, slug: 'road-trip', tracks: [{ id: 1 }, { id: 2 }] });
  expect(calls).toEqual(['/api/v3/playlists/road-trip?include=tracks', '/api/v3/playlists/find?slug=road-trip']);
});

it('asks by id when given one, and does not retry other errors', async () => {
  server.use(http.get(`${V3}/playlists/4`, () => HttpResponse.json(makePlaylistDetail(4, [1]))));
  expect((await getPlaylist(4)).id).toBe(4);
  server.use(http.get(`${V3}/playlists/gone`, () => apiError(404, 'Playlist not found', 'Not Found')));
  await expect(getPlaylist('gone')).rejects.toMatchObject({ response: { status: 404 } });
});
