import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged } from '@/lib/contracts/common';
import type { Playlist } from '@/lib/contracts/playlists';
import { AuthDialogs } from '@/components/account/auth-dialogs';
import { AlertBar } from '@/components/layout/alert-bar';
import { AddToPlaylistDialog } from '@/components/playlists/add-to-playlist-dialog';
import { QueueList } from '@/components/player/queue-list';
import { useAppStore } from '@/store';
import { V3, logIn, resetAuthState } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { makePlaylist } from '../../helpers/playlists';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
const roadTrip = makePlaylist(11, { name: 'Road Trip', trackCount: 4 });
const secret = makePlaylist(12, { name: 'Secret', public: false, trackCount: 1, cover: '/api/v3/media/playlists/abc.webp' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:cover-preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  resetAuthState();
  server.use(http.get(`${V3}/users/playlists`, () => HttpResponse.json({ data: [roadTrip, secret], meta: { page: 1, take: 20, total: 2, pageCount: 1 } })));
});

/** The member's playlists as the list query holds them. */
const listed = (queryClient: QueryClient) =>
  queryClient.getQueryData<InfiniteData<Paged<Playlist>>>(['users', useAppStore.getState().userInfor?.id, 'playlists'])?.pages.flatMap((page) => page.data) ?? [];

const renderDialog = () =>
  renderWithProviders(
    <>
      <AddToPlaylistDialog />
      <AlertBar />
      <AuthDialogs />
    </>,
  );

it("lists the member's playlists with their track counts, and adds the tracks to the one picked", async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.post(`${V3}/playlists/11/tracks`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ added: 3, playlist: { ...roadTrip, trackCount: 7 } });
    }),
  );
  logIn();
  const { queryClient } = renderDialog();
  act(() => useAppStore.getState().openAddToPlaylist([1, 2, 3]));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Playlist' });
  expect(dialog).toHaveTextContent('3 tracks to add');
  const list = await within(dialog).findByRole('list', { name: 'Your playlists' });
  expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Road Trip4 tracks', 'Secret1 track']);
  expect(within(list).getByRole('img', { name: 'Road Trip cover' })).toBeInTheDocument();
  expect(within(list).getByRole('img', { name: 'Secret cover' })).toHaveAttribute('src', '/api/v3/media/playlists/abc.webp');

  await user.click(within(list).getByRole('button', { name: /Road Trip/ }));
  expect(await screen.findByText('Added 3 tracks to Road Trip.')).toBeInTheDocument();
  expect(sent).toEqual({ track_ids: [1, 2, 3] });
  await waitFor(() => expect(useAppStore.getState().addingToPlaylist).toBeNull());
  expect(listed(queryClient).find((p) => p.id === 11)?.trackCount).toBe(7);
});

it('creates a playlist in place with a name and a cover it previews, then adds the tracks to it', async () => {
  const user = userEvent.setup();
  const created = makePlaylist(20, { name: 'Gym Mix', cover: '/api/v3/media/playlists/new.webp' });
  let form: FormData | undefined;
  server.use(
    http.post(`${V3}/playlists`, async ({ request }) => {
      form = await request.formData();
      return HttpResponse.json(created);
    }),
    http.post(`${V3}/playlists/20/tracks`, () => HttpResponse.json({ added: 2, playlist: { ...created, trackCount: 2 } })),
  );
  logIn();
  const { queryClient } = renderDialog();
  act(() => useAppStore.getState().openAddToPlaylist([5, 6]));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Playlist' });
  await user.click(within(dialog).getByRole('button', { name: 'New Playlist' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gym Mix');
  // The File of the fetch layer (Node's): FormData takes no other, as in a browser where they are one class.
  const image = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'gym.png', { type: 'image/png' }) as unknown as File;
  await user.upload(within(dialog).getByLabelText('Cover image'), image);
  // Seen before anything is sent.
  expect(within(dialog).getByRole('img', { name: 'Gym Mix cover' })).toHaveAttribute('src', 'blob:cover-preview');

  await user.click(within(dialog).getByRole('button', { name: 'Create and Add' }));
  expect(await screen.findByText('Added 2 tracks to Gym Mix.')).toBeInTheDocument();
  expect(form?.get('name')).toBe('Gym Mix');
  expect((form?.get('cover') as File).name).toBe('gym.png');
  expect(listed(queryClient)[0].name).toBe('Gym Mix');
});

it('refuses to send a file that is not a JPEG, PNG or WebP, and a missing name', async () => {
  const user = userEvent.setup({ applyAccept: false });
  logIn();
  renderDialog();
  act(() => useAppStore.getState().openAddToPlaylist([5]));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Playlist' });
  await user.click(within(dialog).getByRole('button', { name: 'New Playlist' }));
  await user.upload(within(dialog).getByLabelText('Cover image'), new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
  await user.click(within(dialog).getByRole('button', { name: 'Create and Add' }));
  expect(within(dialog).getByText('Give your playlist a name.')).toBeInTheDocument();
});

it("shows the API's refusal of a cover inside the dialog, and keeps it open", async () => {
  const user = userEvent.setup();
  server.use(http.post(`${V3}/playlists`, () => HttpResponse.json({ statusCode: 400, message: 'The cover could not be read as an image. Try another file.', error: 'Bad Request' }, { status: 400 })));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  logIn();
  renderDialog();
  act(() => useAppStore.getState().openAddToPlaylist([5]));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Playlist' });
  await user.click(within(dialog).getByRole('button', { name: 'New Playlist' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Broken');
  await user.click(within(dialog).getByRole('button', { name: 'Create and Add' }));
  expect(await within(dialog).findByText('The cover could not be read as an image. Try another file.')).toBeInTheDocument();
  expect(useAppStore.getState().addingToPlaylist).toEqual([5]);
});

it("a guest's Add to Playlist opens the prompt to log in or sign up, not the dialog", async () => {
  renderDialog();
  act(() => useAppStore.getState().openAddToPlaylist([1]));
  expect(await screen.findByRole('dialog', { name: 'Build Playlists' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Add to Playlist' })).not.toBeInTheDocument();
});

it("the queue toolbar's Add to Playlist takes the selected tracks, and a track's menu its own", async () => {
  const user = userEvent.setup();
  logIn();
  act(() => useAppStore.getState().playTracks([1, 2, 3].map((id) => makeTrack(id)), 0));
  renderWithProviders(<QueueList />);
  await user.click(screen.getByRole('button', { name: 'Edit Queue' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Track 1' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Track 3' }));
  await user.click(within(screen.getByRole('navigation', { name: 'Selected tracks' })).getByRole('button', { name: 'Add to Playlist' }));
  expect(useAppStore.getState().addingToPlaylist).toEqual([1, 3]);

  act(() => useAppStore.getState().closeAddToPlaylist());
  await user.click(screen.getByRole('button', { name: 'More actions for Track 2' }));
  await user.click(screen.getByRole('menuitem', { name: 'Add to Playlist' }));
  await waitFor(() => expect(useAppStore.getState().addingToPlaylist).toEqual([2]));
});
