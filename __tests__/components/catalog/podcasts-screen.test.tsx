import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PodcastsScreen } from '@/components/catalog/podcasts-screen';
import type { Podcast } from '@/lib/contracts/people';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

const podcast = (id: number, name: string, host: string, episodes: number): Podcast => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  host,
  image: `/api/v3/media/podcasts/${id}.svg`,
  bio: '',
  followers: 0,
  counts: { episodes, plays: 0 },
});

it('shows each podcast as a card with its cover, title, host and episodes, leading to its page, a page at a time', async () => {
  const pages = [[podcast(1, 'Late Talk', 'DJ Night', 12), podcast(2, 'Quiet Hours', '', 1)], [podcast(3, 'Zed Radio', 'Zed', 3_400)]];
  server.use(
    http.get('http://localhost/api/v3/podcasts', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json({ data: pages[page - 1], meta: { page, take: 24, total: 3, pageCount: 2 } });
    }),
  );
  const user = userEvent.setup();
  const { container } = renderWithProviders(<PodcastsScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
  const cards = within(await screen.findByRole('list', { name: 'Podcasts' })).getAllByRole('link');
  expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/podcast/late-talk', '/podcast/quiet-hours']);
  expect(cards[0]).toHaveTextContent('Late Talk');
  expect(cards[0]).toHaveTextContent('With DJ Night');
  expect(cards[0]).toHaveTextContent('12 episodes');
  // No host, no line for one; a single episode in the singular.
  expect(cards[1]).not.toHaveTextContent('With');
  expect(cards[1]).toHaveTextContent('1 episode');
  expect(container.querySelector('img')).toHaveAttribute('src', '/api/v3/media/podcasts/1.svg');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: /Zed Radio/ })).toHaveTextContent('3,400 episodes');
});
