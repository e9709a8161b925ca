import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useAuthSession } from '@/hooks/account/use-auth-session';
import { useCreatePlaylist, useDeletePlaylist, useUpdatePlaylist } from '@/hooks/playlists/use-playlist-mutations';
import { useUserPlaylists } from '@/hooks/playlists/use-user-playlists';
import { useAppStore } from '@/store';
import { logIn, makeMe, resetAuthState, V3 } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { makePlaylist } from '../../helpers/playlists';

const server = mockServer();

beforeEach(() => resetAuthState());

/** Each member's playlists on the server: two pages of two for member 7, one page of one for member 8. */
function playlistsApi() {
  server.use(
    http.get(`${V3}/users/playlists`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const member = request.headers.get('Authorization') === 'Bearer access-8' ? 8 : 7;
      if (member === 8) return HttpResponse.json({ data: [makePlaylist(80)], meta: { page: 1, take: 20, total: 1, pageCount: 1 } });
      const ids = page === 1 ? [1, 2] : [3, 4];
      return HttpResponse.json({ data: ids.map((id) => makePlaylist(id)), meta: { page, take: 20, total: 4, pageCount: 2 } });
    }),
  );
}

function renderPlaylists() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      useAuthSession();
      return { list: useUserPlaylists(), create: useCreatePlaylist(), update: useUpdatePlaylist(), remove: useDeletePlaylist() };
    },
    { wrapper },
  );
}

it('appends the next page on Show More; a new playlist comes first, an edited one is replaced, a deleted one leaves', async () => {
  playlistsApi();
  server.use(
    http.post(`${V3}/playlists`, () => HttpResponse.json(makePlaylist(9))),
    http.patch(`${V3}/playlists/3`, () => HttpResponse.json(makePlaylist(3, { name: 'Renamed' }))),
    http.delete(`${V3}/playlists/1`, () => new HttpResponse(null, { status: 204 })),
  );
  logIn();
  const { result } = renderPlaylists();
  await waitFor(() => expect(result.current.list.playlists.map((p) => p.id)).toEqual([1, 2]));
  expect(result.current.list.hasMore).toBe(true);
  act(() => result.current.list.loadMore());
  await waitFor(() => expect(result.current.list.playlists.map((p) => p.id)).toEqual([1, 2, 3, 4]));
  expect(result.current.list.hasMore).toBe(false);

  await act(() => result.current.create.mutateAsync({ name: 'Playlist 9' }));
  await act(() => result.current.update.mutateAsync({ id: 3, fields: { name: 'Renamed' } }));
  await act(() => result.current.remove.mutateAsync(makePlaylist(1)));
  await waitFor(() =>
    expect(result.current.list.playlists.map((p) => [p.id, p.name])).toEqual([
      [9, 'Playlist 9'],
      [2, 'Playlist 2'],
      [3, 'Renamed'],
      [4, 'Playlist 4'],
    ]),
  );
  expect(result.current.list.total).toBe(4);
});

it("never shows one member's playlists to the next member logging in on this browser", async () => {
  playlistsApi();
  logIn();
  const { result } = renderPlaylists();
  await waitFor(() => expect(result.current.list.playlists.map((p) => p.id)).toEqual([1, 2]));

  act(() => useAppStore.getState().clearSession());
  expect(result.current.list.playlists).toEqual([]);
  localStorage.setItem('access_token', 'access-8');
  act(() => useAppStore.getState().setSession(makeMe({ id: 8, username: 'next' })));
  expect(result.current.list.playlists).toEqual([]);
  expect(result.current.list.loaded).toBe(false);
  await waitFor(() => expect(result.current.list.playlists.map((p) => p.id)).toEqual([80]));
});
