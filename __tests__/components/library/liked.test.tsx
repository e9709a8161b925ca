import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LIBRARY_LINKS } from '@/components/common/menu-links';
import { EMPTY_LIKED, GUEST_LIKED, LikedScreen } from '@/components/library/liked-screen';
import { LIKED_MARK } from '@/components/common/mixtape-card';
import { MixtapeLibraryActions } from '@/components/catalog/mixtape-library-actions';
import { useAppStore } from '@/store';
import { logIn, resetAuthState, V3 } from '../../helpers/auth';
import { makeMixtape } from '../../helpers/fixtures';
import { setMemberIds } from '../../helpers/member-ids';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
const titles = () => within(screen.getByRole('list', { name: 'Mixtapes you liked' })).getAllByRole('link', { name: /^Mixtape \d+$/ }).map((link) => link.textContent);

beforeEach(resetAuthState);

it('lists the mixtapes the member liked, newest first, page after page with Load more', async () => {
  const user = userEvent.setup();
  logIn();
  const asked: string[] = [];
  server.use(
    http.get(`${V3}/users/likes`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      asked.push(`${page}/${url.searchParams.get('take')} ${request.headers.get('Authorization')}`);
      const data = page === 1 ? [makeMixtape(9), makeMixtape(4)] : [makeMixtape(2)];
      return HttpResponse.json({ data, meta: { page, take: 20, total: 3, pageCount: 2 } });
    }),
  );
  const { queryClient } = renderWithProviders(<LikedScreen />);
  await setMemberIds(queryClient, 'liked', [9, 4, 2]);
  await waitFor(() => expect(titles()).toEqual(['Mixtape 9', 'Mixtape 4']));
  expect(screen.getAllByText(LIKED_MARK)).toHaveLength(2);
  expect(screen.getByRole('tab', { name: 'Liked' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('tab', { name: 'Liked' })).toHaveAttribute('href', '/liked');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(titles()).toEqual(['Mixtape 9', 'Mixtape 4', 'Mixtape 2']));
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(asked).toEqual(['1/20 Bearer access-1', '2/20 Bearer access-1']);
});

it('says what would fill an empty list, and invites a guest to log in without asking the API', async () => {
  logIn();
  server.use(http.get(`${V3}/users/likes`, () => HttpResponse.json({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } })));
  const { unmount } = renderWithProviders(<LikedScreen />);
  expect(await screen.findByText(EMPTY_LIKED.title)).toBeInTheDocument();
  expect(screen.getByText(EMPTY_LIKED.message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse mixtapes' })).toHaveAttribute('href', '/');
  unmount();
  act(() => useAppStore.getState().clearSession());
  server.resetHandlers(); // a guest's page asks nothing: an unanswered request would fail the test
  renderWithProviders(<LikedScreen />);
  expect(screen.getByText(GUEST_LIKED.title)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
});

it('asks for the list again after the member takes a like back', async () => {
  const user = userEvent.setup();
  logIn();
  let liked = [makeMixtape(9), makeMixtape(4)];
  server.use(
    http.get(`${V3}/users/likes`, () => HttpResponse.json({ data: liked, meta: { page: 1, take: 20, total: liked.length, pageCount: 1 } })),
    http.get(`${V3}/mixtapes/9/vote`, () => HttpResponse.json({ likes: 1, dislikes: 0, vote: 'like' })),
    http.post(`${V3}/mixtapes/9/vote`, () => {
      liked = [makeMixtape(4)];
      return HttpResponse.json({ likes: 0, dislikes: 0, vote: null });
    }),
  );
  renderWithProviders(
    <>
      <MixtapeLibraryActions mixtape={makeMixtape(9)} />
      <LikedScreen />
    </>,
  );
  await waitFor(() => expect(titles()).toEqual(['Mixtape 9', 'Mixtape 4']));
  await waitFor(() => expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true'));
  await user.click(screen.getByRole('button', { name: /^Like/ }));
  await waitFor(() => expect(titles()).toEqual(['Mixtape 4']));
});

it('is a tab of the library, between Favorites and Playlists', () => {
  expect(LIBRARY_LINKS.map((link) => link.label)).toEqual(['Favorites', 'Liked', 'Playlists', 'History', 'Purchases']);
});
