import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FollowingScreen } from '@/components/discovery/following-screen';
import type { Person } from '@/lib/contracts/people';
import { AuthHarness, apiError, logIn, resetAuthState, V3 } from '../../helpers/auth';
import { episodeItem, pageOf, mixtapeItem, podcast } from '../../helpers/following';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

const ada: Person = { id: 5, slug: 'ada', name: 'Ada', image: null, bio: '', followers: 10, counts: { mixtapes: 3, plays: 99 } };

it('invites a guest to log in', async () => {
  renderWithProviders(<FollowingScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
  expect(screen.getByText('Follow what you love')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
});

it("shows a member's feed, newest first, each card saying whom it comes from, with 'Load more'", async () => {
  logIn();
  const user = userEvent.setup();
  server.use(
    http.get(`${V3}/users/feed`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json(page === 1 ? pageOf([episodeItem(9), mixtapeItem(4)], 1, 2) : pageOf([mixtapeItem(3)], 2, 2));
    }),
  );
  renderWithProviders(<FollowingScreen />);
  const feed = await screen.findByRole('list', { name: 'New from whom you follow' });
  let cards = within(feed).getAllByRole('listitem');
  expect(cards.map((card) => card.querySelector('a')?.textContent)).toEqual(['Ep. 9: Night talk', 'Mixtape 4']);
  expect(cards[0]).toHaveTextContent('You follow Late Talk');
  expect(cards[1]).toHaveTextContent('You follow Nova Reign');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(3));
  cards = within(feed).getAllByRole('listitem');
  expect(cards[2]).toHaveTextContent('Mixtape 3');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('says what fills an empty feed', async () => {
  logIn();
  server.use(http.get(`${V3}/users/feed`, () => HttpResponse.json({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } })));
  renderWithProviders(<FollowingScreen />);
  expect(await screen.findByText('Nothing new yet')).toBeInTheDocument();
});

it('lists whom the member follows, a tab per kind, and Unfollow turns into Follow to take it back', async () => {
  logIn();
  const user = userEvent.setup();
  const calls: string[] = [];
  server.use(
    http.get(`${V3}/users/feed`, () => HttpResponse.json(pageOf([]))),
    http.get(`${V3}/users/following`, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      return HttpResponse.json(kind === 'artists' ? pageOf([ada]) : kind === 'podcasts' ? pageOf([podcast]) : pageOf([]));
    }),
    http.delete(`${V3}/users/following/artists/5`, () => (calls.push('DELETE'), HttpResponse.json({ following: false, followers: 9 }))),
    http.post(`${V3}/users/following/artists/5`, () => (calls.push('POST'), HttpResponse.json({ following: true, followers: 10 }))),
  );
  renderWithProviders(<FollowingScreen />);
  await user.click(screen.getByRole('tab', { name: 'Artists' }));
  const list = await screen.findByRole('list', { name: 'Artists you follow' });
  const [row] = within(list).getAllByRole('listitem');
  expect(within(row).getByRole('link', { name: /Ada/ })).toHaveAttribute('href', '/artist/ada');
  expect(row).toHaveTextContent('10 followers · 3 mixtapes');
  await user.click(within(row).getByRole('button', { name: 'Unfollow Ada' }));
  expect(within(row).getByRole('button', { name: 'Follow Ada' })).toBeInTheDocument();
  expect(row).toHaveTextContent('9 followers');
  await waitFor(() => expect(calls).toEqual(['DELETE']));
  // The row stays, to follow again from.
  await user.click(within(row).getByRole('button', { name: 'Follow Ada' }));
  await waitFor(() => expect(calls).toEqual(['DELETE', 'POST']));
  expect(await within(row).findByRole('button', { name: 'Unfollow Ada' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Podcasts' }));
  const podcasts = await screen.findByRole('list', { name: 'Podcasts you follow' });
  expect(within(podcasts).getByRole('link', { name: /Late Talk/ })).toHaveAttribute('href', '/podcast/late-talk');
  expect(podcasts).toHaveTextContent('40 followers · 3 episodes');
  await user.click(screen.getByRole('tab', { name: 'DJs' }));
  expect(await screen.findByText('No DJs followed yet')).toBeInTheDocument();
});

it("trusts the list over a state kept from the followed one's page", async () => {
  logIn();
  const user = userEvent.setup();
  server.use(
    http.get(`${V3}/users/feed`, () => HttpResponse.json(pageOf([]))),
    http.get(`${V3}/users/following`, () => HttpResponse.json(pageOf([ada]))),
  );
  const { queryClient } = renderWithProviders(<FollowingScreen />);
  // Ada's page, seen a while ago, before the member followed her on another device.
  queryClient.setQueryData(['users', 7, 'follows', 'artists', 5], { following: false, followers: 3 });
  await user.click(screen.getByRole('tab', { name: 'Artists' }));
  expect(await screen.findByRole('button', { name: 'Unfollow Ada' })).toBeInTheDocument();
  expect(screen.getByText('10 followers · 3 mixtapes')).toBeInTheDocument();
});

it('puts an Unfollow the server refuses back, with its reason', async () => {
  logIn();
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get(`${V3}/users/feed`, () => HttpResponse.json(pageOf([]))),
    http.get(`${V3}/users/following`, () => HttpResponse.json(pageOf([ada]))),
    http.delete(`${V3}/users/following/artists/5`, () => apiError(500, 'Could not save.', 'Internal Server Error')),
  );
  renderWithProviders(
    <>
      <FollowingScreen />
      <AuthHarness />
    </>,
  );
  await user.click(screen.getByRole('tab', { name: 'Artists' }));
  await user.click(await screen.findByRole('button', { name: 'Unfollow Ada' }));
  expect(await screen.findByText('Could not save.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Unfollow Ada' })).toBeInTheDocument();
  expect(screen.getByText('10 followers · 3 mixtapes')).toBeInTheDocument();
});

it('is in the account menu, after the library', async () => {
  logIn();
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: /^Account menu/ }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items.slice(0, 7)).toEqual(['Favorites', 'Liked', 'Playlists', 'History', 'Purchases', 'Following', 'Downloads']);
  expect(screen.getByRole('menuitem', { name: 'Following' })).toHaveAttribute('href', '/following');
});
