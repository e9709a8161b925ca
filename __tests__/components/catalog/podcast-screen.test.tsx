import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PodcastScreen } from '@/components/catalog/podcast-screen';
import { mockServer } from '../../helpers/msw';
import { resetStore } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(() => resetStore());

const episode = (n: number) => ({
  id: n,
  slug: `ep-${n}`,
  title: `Ep. ${n}: Night talk`,
  description: '',
  duration: 1800,
  publishedAt: `2026-11-0${n}T12:00:00.000Z`,
  podcast: { id: 2, slug: 'late-talk', name: 'Late Talk' },
  image: null,
  stream: `/api/v3/episodes/${n}/stream`,
});

it('numbers the episodes as the show does, newest first: 03 beside Ep. 3, down to 01 beside Ep. 1', async () => {
  const podcast = { id: 2, slug: 'late-talk', name: 'Late Talk', host: '', image: null, bio: '', counts: { episodes: 3 }, episodes: [3, 2, 1].map(episode) };
  server.use(http.get('http://localhost/api/v3/podcasts/find', () => HttpResponse.json(podcast)));
  renderWithProviders(<PodcastScreen slug="late-talk" />);
  const rows = await screen.findAllByTestId('track-title');
  expect(rows.map((row) => row.textContent)).toEqual(['Ep. 3: Night talk', 'Ep. 2: Night talk', 'Ep. 1: Night talk']);
  const numbers = rows.map((row) => within(row.closest('li')!).getByText(/^0\d$/).textContent);
  expect(numbers).toEqual(['03', '02', '01']);
});
