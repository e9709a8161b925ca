import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AlertBar } from '@/components/layout/alert-bar';
import { QueueToolbar } from '@/components/player/queue-toolbar';
import { TrackList } from '@/components/catalog/track-list';
import { FAVORITE_ADDED_MESSAGE } from '@/commands/library/favorites';
import { useAppStore } from '@/store';
import { apiError, logIn, recordLogs, resetAuthState, V3 } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { memberIds, saveMemberIds } from '../../helpers/member-ids';
import { renderWithProviders as renderWithClient } from '../../helpers/render';

const server = mockServer();
const tracks = [1, 2, 3].map((id) => makeTrack(id));
let client: QueryClient;
/** Rendered with a query client of its own, kept for favorites(). */
function renderWithProviders(ui: ReactElement) {
  const rendered = renderWithClient(ui);
  client = rendered.queryClient;
  return rendered;
}
const favorites = () => memberIds(client, 'favorite-tracks') ?? [];
const heart = (title: string) => screen.getByRole('button', { name: `Favorite ${title}` });

/** A server whose answer the test releases, so what shows before it can be checked. */
function held<T>() {
  let release!: (value: T) => void;
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release };
}

beforeEach(() => {
  resetAuthState();
  logIn();
});
afterEach(() => jest.useRealTimers());

function renderList() {
  return renderWithProviders(
    <>
      <TrackList tracks={tracks} />
      <AlertBar />
    </>,
  );
}

it('fills the heart at once, then rolls it back when the server refuses, with the exact error log', async () => {
  const user = userEvent.setup();
  const { logs, handler } = recordLogs();
  const refusal = held<Response>();
  server.use(handler, http.post(`${V3}/users/favorites/tracks/2`, () => refusal.answer));
  renderList();
  await user.click(heart('Track 2'));
  expect(heart('Track 2')).toHaveAttribute('aria-pressed', 'true');
  expect(favorites()).toEqual([2]);
  refusal.release(apiError(500, 'Something went wrong on our side.', 'Internal Server Error'));
  await waitFor(() => expect(heart('Track 2')).toHaveAttribute('aria-pressed', 'false'));
  expect(favorites()).toEqual([]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  await waitFor(() => expect(logs).toHaveLength(1));
  expect(logs[0]).toMatchObject({ text: 'failed to add track to favorite', level: 'error', subfeature: 'favorites' });
});

it("shows the hearts this browser saved for the member at once after a reload, and never another member's", () => {
  saveMemberIds({ 'favorite-tracks': [2] });
  const { unmount } = renderList();
  expect(heart('Track 2')).toHaveAttribute('aria-pressed', 'true');
  expect(heart('Track 1')).toHaveAttribute('aria-pressed', 'false');
  unmount();
  saveMemberIds({ 'favorite-tracks': [2] }, 8);
  renderList();
  expect(heart('Track 2')).toHaveAttribute('aria-pressed', 'false');
});

it("says 'Added to Favorites.' for 3 seconds, and a second tap takes the favorite back", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const calls: string[] = [];
  server.use(
    http.post(`${V3}/users/favorites/tracks/1`, () => (calls.push('POST'), HttpResponse.json({ favorite: true }))),
    http.delete(`${V3}/users/favorites/tracks/1`, () => (calls.push('DELETE'), HttpResponse.json({ favorite: false }))),
  );
  renderList();
  await user.click(heart('Track 1'));
  expect(await screen.findByRole('alert')).toHaveTextContent(FAVORITE_ADDED_MESSAGE);
  act(() => jest.advanceTimersByTime(2_900));
  expect(screen.getByRole('alert')).toHaveTextContent(FAVORITE_ADDED_MESSAGE);
  act(() => jest.advanceTimersByTime(200));
  await waitFor(() => expect(screen.queryByText(FAVORITE_ADDED_MESSAGE)).not.toBeInTheDocument());
  await user.click(heart('Track 1'));
  await waitFor(() => expect(calls).toEqual(['POST', 'DELETE']));
  expect(heart('Track 1')).toHaveAttribute('aria-pressed', 'false');
});

it("asks a guest to log in, and calls nothing", async () => {
  resetAuthState();
  const user = userEvent.setup();
  renderList();
  await user.click(heart('Track 3'));
  expect(useAppStore.getState().memberPrompt).toBe('favorite');
  expect(favorites()).toEqual([]);
});

describe("the queue toolbar's Add/Remove Favorites", () => {
  beforeEach(() => {
    act(() => {
      useAppStore.getState().playTracks(tracks, 0);
      useAppStore.getState().selectAll();
    });
  });

  it('adds the selected tracks, rolling back only those the server refused', async () => {
    const user = userEvent.setup();
    const { logs, handler } = recordLogs();
    server.use(
      handler,
      http.post(`${V3}/users/favorites/tracks/:id`, ({ params }) => (params.id === '3' ? apiError(404, 'Track not found', 'Not Found') : HttpResponse.json({ favorite: true }))),
    );
    renderWithProviders(<QueueToolbar />);
    await user.click(within(screen.getByRole('navigation', { name: 'Selected tracks' })).getByRole('button', { name: 'Add/Remove Favorites' }));
    await waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toMatchObject({ text: 'failed to add tracks to favorite', level: 'error' });
    expect([...favorites()].sort()).toEqual([1, 2]);
  });

  it('removes them when all are favorites, and puts them back when the server fails', async () => {
    saveMemberIds({ 'favorite-tracks': [3, 2, 1] });
    const user = userEvent.setup();
    const { logs, handler } = recordLogs();
    server.use(handler, http.delete(`${V3}/users/favorites/tracks/:id`, () => HttpResponse.error()));
    renderWithProviders(<QueueToolbar />);
    await user.click(screen.getByRole('button', { name: 'Add/Remove Favorites' }));
    await waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toMatchObject({ text: 'failed to remove tracks to favorite', level: 'error' });
    expect([...favorites()].sort()).toEqual([1, 2, 3]);
  });
});
