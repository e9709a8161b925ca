import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SearchScreen } from '@/components/catalog/search-screen';
import type { SearchPage } from '@/lib/contracts/search';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const server = mockServer();

const found = (corrected?: string): SearchPage => ({
  data: [{ type: 'artist', id: 2, slug: 'skyline-kids', name: 'Skyline Kids', image: null }],
  meta: { page: 1, take: 20, total: 1, pageCount: 1 },
  ...(corrected && { corrected }),
});

/** Answers every search with `answer`, recording what was asked. */
function answerSearches(answer: SearchPage): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('http://localhost/api/v3/search', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

it('says which words it searched when it took one as a typo, and offers the words as typed', async () => {
  answerSearches(found('skyline'));
  renderWithProviders(<SearchScreen query="skylime" filter="artists" page={1} />);
  const line = await screen.findByText(/^Showing results for/);
  expect(line).toHaveTextContent('Showing results for skyline');
  expect(line.querySelector('b')).toHaveTextContent('skyline');
  expect(screen.getByText(/^Search instead for/)).toHaveTextContent('Search instead for skylime');
  expect(screen.getByRole('link', { name: 'skylime' })).toHaveAttribute('href', '/search?query=skylime&filter=artists&exact=1');
});

it('says nothing of the kind when the words were searched as typed', async () => {
  answerSearches(found());
  renderWithProviders(<SearchScreen query="skyline" filter="all" page={1} />);
  expect(await screen.findByText('Skyline Kids')).toBeInTheDocument();
  expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Search instead for/)).not.toBeInTheDocument();
});

it('asks for the exact words when the URL says so, and keeps them through the tabs', async () => {
  const asked = answerSearches({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } });
  renderWithProviders(<SearchScreen query="skylime" filter="all" page={1} exact />);
  expect(await screen.findByText('Nothing found. Check the spelling, or try fewer words.')).toBeInTheDocument();
  expect(asked.at(-1)?.get('exact')).toBe('1');
  expect(screen.getByRole('link', { name: 'Artists' })).toHaveAttribute('href', '/search?query=skylime&filter=artists&exact=1');
});
