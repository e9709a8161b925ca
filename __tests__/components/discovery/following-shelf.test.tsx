import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HomeScreen } from '@/components/discovery/home-screen';
import { logIn, resetAuthState, V3 } from '../../helpers/auth';
import { makeHome } from '../../helpers/fixtures';
import { episodeItem, pageOf, mixtapeItem } from '../../helpers/following';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(() => {
  resetAuthState();
  server.use(http.get(`${V3}/home`, () => HttpResponse.json(makeHome())));
});

it('shows a guest no Following shelf, and asks no feed', async () => {
  const asked = jest.fn();
  server.use(http.get(`${V3}/users/feed`, () => (asked(), HttpResponse.json(pageOf([])))));
  renderWithProviders(<HomeScreen />);
  expect(await screen.findByRole('heading', { name: 'Premieres' })).toBeInTheDocument();
  await new Promise((settled) => setTimeout(settled, 200)); // what the shelf would have asked by now
  expect(asked).not.toHaveBeenCalled();
  expect(screen.queryByRole('heading', { name: 'Following' })).not.toBeInTheDocument();
});

it("shows a member the newest releases of whom they follow, mixtapes and episodes, with 'See all'", async () => {
  logIn();
  let take: string | null = null;
  server.use(
    http.get(`${V3}/users/feed`, ({ request }) => {
      take = new URL(request.url).searchParams.get('take');
      return HttpResponse.json(pageOf([episodeItem(9), mixtapeItem(4)]));
    }),
  );
  renderWithProviders(<HomeScreen />);
  const shelf = await screen.findByRole('region', { name: 'Following' });
  expect(take).toBe('12');
  const [episode, mixtape] = within(shelf).getAllByRole('listitem');
  expect(within(episode).getByRole('link', { name: 'Ep. 9: Night talk' })).toHaveAttribute('href', '/podcast/late-talk');
  expect(episode).toHaveTextContent('Episode');
  expect(episode).toHaveTextContent('Late Talk');
  expect(within(mixtape).getByRole('link', { name: 'Mixtape 4' })).toHaveAttribute('href', '/mixtape/mixtape-4');
  expect(within(shelf).getByRole('link', { name: 'See all Following' })).toHaveAttribute('href', '/following');
  // It sits under the Featured row, above the other shelves.
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings.indexOf('Following')).toBe(headings.indexOf('Featured') + 1);
});

it('shows nothing to a member whose feed is empty', async () => {
  logIn();
  const asked = jest.fn();
  server.use(http.get(`${V3}/users/feed`, () => (asked(), HttpResponse.json({ data: [], meta: { page: 1, take: 12, total: 0, pageCount: 0 } }))));
  renderWithProviders(<HomeScreen />);
  expect(await screen.findByRole('heading', { name: 'Premieres' })).toBeInTheDocument();
  await waitFor(() => expect(asked).toHaveBeenCalled());
  await new Promise((settled) => setTimeout(settled, 100)); // the answer drawn, had it held anything
  expect(screen.queryByRole('heading', { name: 'Following' })).not.toBeInTheDocument();
});
