import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EMPTY_LIST_MESSAGE, LOAD_MORE_LABEL, MixtapeListScreen } from '@/components/catalog/mixtape-list-screen';
import { countdownText } from '@/components/catalog/release-countdown';
import { LIST_PAGE_TAKE, MIXTAPES_LIST_PAGE, SET_LIST_PAGES } from '@/lib/list-pages';
import { makeMixtape } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

/** A paged answer of `total` mixtapes, numbered from 1, as the API pages them. */
function pageOf(total: number, page: number, extra = {}) {
  const from = (page - 1) * LIST_PAGE_TAKE;
  const data = Array.from({ length: Math.max(0, Math.min(LIST_PAGE_TAKE, total - from)) }, (_, i) => makeMixtape(from + i + 1, extra));
  return { data, meta: { page, take: LIST_PAGE_TAKE, total, pageCount: Math.ceil(total / LIST_PAGE_TAKE) } };
}

it('shows the first page of a named list and loads the next with Load more until none is left', async () => {
  const asked: string[] = [];
  server.use(
    http.get('http://localhost/api/v3/mixtapes/featured', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return HttpResponse.json(pageOf(30, Number(url.searchParams.get('page'))));
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<MixtapeListScreen page={SET_LIST_PAGES.featured} source={{ set: 'featured' }} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Featured Mixtapes' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Featured Mixtapes' });
  expect(within(list).getAllByTestId('mixtape-card')).toHaveLength(24);
  expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }));
  expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument();
  expect(within(within(list).getAllByTestId('mixtape-card').at(-1)!).getAllByRole('link')[0]).toHaveAttribute('href', '/mixtape/mixtape-30');
  expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();
  expect(asked).toEqual([`?page=1&take=${LIST_PAGE_TAKE}`, `?page=2&take=${LIST_PAGE_TAKE}`]);
});

it('asks GET /mixtapes with the sort and filters of the page', async () => {
  let query: URLSearchParams | undefined;
  server.use(
    http.get('http://localhost/api/v3/mixtapes', ({ request }) => {
      query = new URL(request.url).searchParams;
      return HttpResponse.json(pageOf(2, 1, { explicit: true }));
    }),
  );
  renderWithProviders(<MixtapeListScreen page={MIXTAPES_LIST_PAGE} source={{ query: { sort: 'plays', order: 'desc', artist: 'nova-reign' } }} />);
  const cards = await screen.findAllByTestId('mixtape-card');
  expect(Object.fromEntries(query!)).toEqual({ sort: 'plays', order: 'desc', artist: 'nova-reign', page: '1', take: String(LIST_PAGE_TAKE) });
  // Explicit mixtapes say so on their card.
  expect(cards[0]).toHaveTextContent('Explicit');
});

it('counts down to each release on the coming-soon list', async () => {
  const release = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
  server.use(http.get('http://localhost/api/v3/mixtapes/unreleased', () => HttpResponse.json(pageOf(1, 1, { releaseDate: release }))));
  renderWithProviders(<MixtapeListScreen page={SET_LIST_PAGES.unreleased} source={{ set: 'unreleased' }} />);
  expect(await screen.findByRole('timer')).toHaveTextContent(/^Drops in 2d 0[01]:\d\d:\d\d$/);
  expect(countdownText(Date.parse('2026-01-03T01:02:03Z'), Date.parse('2026-01-01T00:00:00Z'))).toBe('2d 01:02:03');
  expect(countdownText(Date.parse('2026-01-01T00:00:09Z'), Date.parse('2026-01-01T00:00:00Z'))).toBe('00:00:09');
});

it('says so when a list is empty', async () => {
  server.use(http.get('http://localhost/api/v3/mixtapes/today', () => HttpResponse.json(pageOf(0, 1))));
  renderWithProviders(<MixtapeListScreen page={SET_LIST_PAGES.today} source={{ set: 'today' }} />);
  expect(await screen.findByText(EMPTY_LIST_MESSAGE)).toBeInTheDocument();
});
