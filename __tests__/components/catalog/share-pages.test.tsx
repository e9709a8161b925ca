import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PersonScreen } from '@/components/catalog/person-screen';
import { PodcastScreen } from '@/components/catalog/podcast-screen';
import { mockServer } from '../../helpers/msw';
import { resetStore } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
const writeText = jest.fn();
beforeEach(() => {
  resetStore();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

const person = { id: 4, slug: 'dj-night', name: 'DJ Night', image: null, bio: '', followers: 0, counts: { mixtapes: 0, plays: 0 } };
const noMixtapes = { data: [], meta: { page: 1, take: 12, itemCount: 0, pageCount: 1, hasPreviousPage: false, hasNextPage: false } };

it.each([
  ['artists', '/artist/dj-night'],
  ['djs', '/dj/dj-night'],
] as const)('the %s page shares its own address', async (kind, path) => {
  server.use(
    http.get(`http://localhost/api/v3/${kind}/find`, () => HttpResponse.json(person)),
    http.get(`http://localhost/api/v3/${kind}/4/mixtapes`, () => HttpResponse.json(noMixtapes)),
    http.get('http://localhost/api/v3/mixtapes', () => HttpResponse.json(noMixtapes)),
  );
  renderWithProviders(<PersonScreen kind={kind} slug="dj-night" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(`http://localhost${path}`));
});

it('a podcast page shares its own address', async () => {
  const podcast = { id: 2, slug: 'late-talk', name: 'Late Talk', host: '', image: null, bio: '', followers: 0, counts: { episodes: 0, plays: 0 }, episodes: [] };
  server.use(http.get('http://localhost/api/v3/podcasts/find', () => HttpResponse.json(podcast)));
  renderWithProviders(<PodcastScreen slug="late-talk" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/podcast/late-talk'));
});
