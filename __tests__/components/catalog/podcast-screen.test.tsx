import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PodcastScreen } from '@/components/catalog/podcast-screen';
import { mockServer } from '../../helpers/msw';
import { resetStore } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(() => resetStore());

const episode = (n: number, plays = 0) => ({
  id: n,
  slug: `ep-${n}`,
  title: `Ep. ${n}: Night talk`,
  description: '',
  duration: 1800,
  publishedAt: `2026-11-0${n}T12:00:00.000Z`,
  plays,
  podcast: { id: 2, slug: 'late-talk', name: 'Late Talk' },
  image: null,
  stream: `/api/v3/episodes/${n}/stream`,
});

it('numbers the episodes as the show does, newest first: 03 beside Ep. 3, down to 01 beside Ep. 1', async () => {
  const podcast = { id: 2, slug: 'late-talk', name: 'Late Talk', host: '', image: null, bio: '', followers: 0, counts: { episodes: 3, plays: 0 }, episodes: [3, 2, 1].map((n) => episode(n)) };
  server.use(http.get('http://localhost/api/v3/podcasts/find', () => HttpResponse.json(podcast)));
  renderWithProviders(<PodcastScreen slug="late-talk" />);
  const rows = await screen.findAllByTestId('track-title');
  expect(rows.map((row) => row.textContent)).toEqual(['Ep. 3: Night talk', 'Ep. 2: Night talk', 'Ep. 1: Night talk']);
  const numbers = rows.map((row) => within(row.closest('li')!).getByText(/^0\d$/).textContent);
  expect(numbers).toEqual(['03', '02', '01']);
});

it('shows the podcast\'s plays beside its episodes, and each episode\'s plays, as other plays counts read', async () => {
  const episodes = [episode(3, 1), episode(2, 1_234), episode(1, 56_789)];
  const podcast = { id: 2, slug: 'late-talk', name: 'Late Talk', host: 'DJ Night', image: null, bio: '', followers: 0, counts: { episodes: 3, plays: 58_024 }, episodes };
  server.use(http.get('http://localhost/api/v3/podcasts/find', () => HttpResponse.json(podcast)));
  renderWithProviders(<PodcastScreen slug="late-talk" />);
  // The header counts in full, as an artist's or a DJ's page does; the rows compactly, as mixtape cards do.
  expect(await screen.findByText('With DJ Night · 3 episodes · 58,024 plays')).toBeInTheDocument();
  const rows = screen.getAllByTestId('track-row');
  expect(rows.map((row) => within(row).getByTestId('track-plays').textContent)).toEqual(['1 play', '1.2K plays', '56.8K plays']);
  expect(within(rows[2]).getByTestId('track-plays')).toHaveAttribute('title', '56,789 plays');
});
