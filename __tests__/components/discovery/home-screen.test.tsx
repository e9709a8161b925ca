import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { HomeScreen } from '@/components/discovery/home-screen';
import { useAppStore } from '@/store';
import { makeHome, makeTrack } from '../../helpers/fixtures';
import { resetPlayerEachTest } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
resetPlayerEachTest();

it('shows the featured mixtape and a shelf per non-empty section', async () => {
  server.use(http.get('http://localhost/api/v3/home', () => HttpResponse.json(makeHome())));
  renderWithProviders(<HomeScreen />);
  expect(await screen.findByRole('region', { name: 'Featured mixtape' })).toHaveTextContent('Mixtape 1');
  for (const title of ['Featured', 'Premieres', 'Released Today', 'This Week', 'Trending', 'Past Releases']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  // An empty section is left out rather than shown empty.
  expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
  // Cards link to the mixtape page and show compact counters.
  const card = screen.getAllByTestId('mixtape-card').find((c) => c.textContent?.includes('Mixtape 10'))!;
  expect(within(card).getByRole('link', { name: 'Mixtape 10' })).toHaveAttribute('href', '/mixtape/mixtape-10');
  expect(within(card).getByRole('link', { name: card.querySelectorAll('a')[1].textContent! })).toHaveAttribute('href', expect.stringMatching(/^\/artist\//));
  expect(card).toHaveTextContent('12.3K');
  expect(card).toHaveTextContent('11/20/2026');
  // Each shelf leads to its whole list.
  expect(screen.getByRole('link', { name: 'See all Premieres' })).toHaveAttribute('href', '/premieres');
  expect(screen.getByRole('link', { name: 'See all This Week' })).toHaveAttribute('href', '/this-week');
  expect(screen.getByRole('link', { name: 'See all Trending' })).toHaveAttribute('href', '/mixtapes?sort=plays&order=desc');
  expect(screen.getByRole('link', { name: 'See all Past Releases' })).toHaveAttribute('href', '/past-releases');
});

it('offers a retry when the home data cannot be loaded', async () => {
  let calls = 0;
  server.use(
    http.get('http://localhost/api/v3/home', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ statusCode: 500, message: 'down', error: 'Internal Server Error' }, { status: 500 }) : HttpResponse.json(makeHome());
    }),
  );
  renderWithProviders(<HomeScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Featured mixtape' })).toBeInTheDocument();
});

it('titles each shelf as the list page it leads to is called in the footer and on the page', async () => {
  server.use(http.get('http://localhost/api/v3/home', () => HttpResponse.json(makeHome())));
  renderWithProviders(<HomeScreen />);
  await screen.findByRole('region', { name: 'Featured mixtape' });
  const { LIST_LINKS } = await import('@/lib/list-links');
  for (const link of screen.getAllByRole('link', { name: /^See all / })) {
    const page = LIST_LINKS.find((l) => l.path === link.getAttribute('href'));
    // 'Featured' is the shelf under the featured mixtape, short for its page's 'Featured Mixtapes'.
    if (page && page.path !== '/featured') expect(link).toHaveAccessibleName(`See all ${page.title}`);
  }
  expect(screen.getByRole('link', { name: 'See all Released Today' })).toHaveAttribute('href', '/today');
});

it("draws the hero over the tiny cover the page rendered with, and plays the featured mixtape from it", async () => {
  const queue = [makeTrack(1, { mixtapeId: 1 }), makeTrack(2, { mixtapeId: 1 })];
  server.use(
    http.get('http://localhost/api/v3/home', () => HttpResponse.json(makeHome())),
    http.get('http://localhost/api/v3/mixtapes/1/queue', () => HttpResponse.json(queue)),
  );
  const tiny = 'data:image/webp;base64,UklGRg==';
  const { container } = renderWithProviders(<HomeScreen heroBackdrop={{ cover: '/api/v3/media/covers/mixtape-1.svg', src: tiny }} />);
  const hero = await screen.findByRole('region', { name: 'Featured mixtape' });
  expect(container.querySelector(`img[src="${tiny}"]`)).toBeInTheDocument();
  await userEvent.click(within(hero).getByRole('button', { name: 'Play Mixtape 1' }));
  await waitFor(() => expect(useAppStore.getState().queue).toEqual(queue));
  expect(useAppStore.getState().activeTrack).toEqual(queue[0]);
});

it('loads the covers of the first row under the hero at once, and every other cover lazily', async () => {
  const home = makeHome();
  home.featured = Array.from({ length: 9 }, (_, i) => ({ ...home.featured[0], id: 100 + i, slug: `featured-${i}`, title: `Featured ${i}` }));
  server.use(http.get('http://localhost/api/v3/home', () => HttpResponse.json(home)));
  renderWithProviders(<HomeScreen />);
  const featured = within((await screen.findByRole('heading', { name: 'Featured' })).closest('section')!);
  const loading = featured.getAllByRole('img').map((cover) => cover.getAttribute('loading'));
  // The hero's mixtape is not repeated in the shelf: 8 covers, the 6 a desktop's first row shows at once.
  expect(loading).toEqual([null, null, null, null, null, null, 'lazy', 'lazy']);
  const premieres = within(screen.getByRole('heading', { name: 'Premieres' }).closest('section')!);
  for (const cover of premieres.getAllByRole('img')) expect(cover).toHaveAttribute('loading', 'lazy');
});
