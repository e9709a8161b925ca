import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HeaderSearch, SEARCH_LABEL } from '@/components/catalog/header-search';
import type { SearchPage } from '@/lib/contracts/search';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const push = jest.fn();
jest.mock('next/router', () => ({ __esModule: true, default: { push: (href: string) => push(href) } }));

const server = mockServer();
beforeEach(() => push.mockClear());

const answer: SearchPage = {
  data: [
    { type: 'mixtape', id: 1, slug: 'avenue-and-dreams', title: 'Avenue & Dreams', cover: null, artist: { id: 2, slug: 'kiana-vale', name: 'Kiana Vale' } },
    { type: 'artist', id: 2, slug: 'kiana-vale', name: 'Kiana Vale', image: null },
    { ...makeTrack(3, { title: 'Dreams Forever', slug: 'avenue-and-dreams' }), type: 'track' },
  ],
  meta: { page: 1, take: 6, total: 3, pageCount: 1 },
};

/** Answers every search, recording the queries asked. */
function recordSearches(): string[] {
  const asked: string[] = [];
  server.use(
    http.get('http://localhost/api/v3/search', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('query') ?? '');
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

const box = () => screen.getByRole('combobox', { name: SEARCH_LABEL });
const options = () => within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');

it('is a text box with the combobox role inside the search landmark: HTML allows that role on type=text, not type=search', () => {
  renderWithProviders(<HeaderSearch />);
  expect(within(screen.getByRole('search', { name: 'Site search' })).getByRole('combobox', { name: SEARCH_LABEL })).toHaveAttribute('type', 'text');
});

it('asks for suggestions once typing pauses, not for every letter', async () => {
  const asked = recordSearches();
  const user = userEvent.setup();
  renderWithProviders(<HeaderSearch />);
  await user.type(box(), 'dreems');
  await waitFor(() => expect(options()).toHaveLength(3));
  // Not a request per letter typed (however slowly this machine types), and the last for the whole word.
  expect(asked.length).toBeLessThan('dreems'.length);
  expect(asked.at(-1)).toBe('dreems');
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(options()[0]).toHaveTextContent('Avenue & Dreams');
  expect(options()[0]).toHaveTextContent('Mixtape · Kiana Vale');
});

it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
  recordSearches();
  const user = userEvent.setup();
  renderWithProviders(<HeaderSearch />);
  await user.type(box(), 'dre');
  await waitFor(() => expect(options()).toHaveLength(3));
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(box()).toHaveAttribute('aria-activedescendant', options()[1].id);
  expect(options()[1]).toHaveAttribute('aria-selected', 'true');
  expect(options()[0]).toHaveAttribute('aria-selected', 'false');
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  // Past the first suggestion is the input itself, then the last suggestion.
  expect(box()).toHaveAttribute('aria-activedescendant', options()[2].id);
  await user.keyboard('{Enter}');
  expect(push).toHaveBeenCalledWith('/mixtape/avenue-and-dreams');
});

it('opens the search page with Enter when no suggestion is chosen, and Escape closes the list', async () => {
  recordSearches();
  const user = userEvent.setup();
  renderWithProviders(<HeaderSearch />);
  await user.type(box(), 'avenue dreams');
  await waitFor(() => expect(options()).toHaveLength(3));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox', { name: 'Suggestions' })).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  expect(push).toHaveBeenCalledWith('/search?query=avenue%20dreams');
});

it('opens an artist from a click on its suggestion', async () => {
  recordSearches();
  const user = userEvent.setup();
  renderWithProviders(<HeaderSearch />);
  await user.type(box(), 'kiana');
  await waitFor(() => expect(options()).toHaveLength(3));
  await user.click(options()[1]);
  expect(push).toHaveBeenCalledWith('/artist/kiana-vale');
});

it('asks nothing for blank input', async () => {
  const asked = recordSearches();
  const user = userEvent.setup();
  renderWithProviders(<HeaderSearch />);
  await user.type(box(), '   ');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(asked).toEqual([]);
  await user.keyboard('{Enter}');
  expect(push).not.toHaveBeenCalled();
});

it("names its search landmark apart from the search page's own", () => {
  renderWithProviders(<HeaderSearch />);
  expect(screen.getByRole('search', { name: 'Site search' })).toBeInTheDocument();
});

describe('pages among the suggestions', () => {
  it("suggests the site's pages first, above what the catalog holds, and opens the one chosen", async () => {
    recordSearches();
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    await user.type(box(), 'podcasts');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options()[0]).toHaveTextContent('Podcasts');
    expect(options()[0]).toHaveTextContent('Browse all podcasts');
    expect(options()[1]).toHaveTextContent('Avenue & Dreams');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith('/podcasts');
  });

  it.each([
    ['charts', 'Charts', '/charts'],
    ['genres', 'Genres', '/genres'],
    ['artists', 'Artists', '/artists'],
    ['dj', 'DJs', '/djs'],
    ['hip hop', 'Hip-Hop', '/genre/hip-hop'],
    ['chill', 'Chill', '/genre/chill'],
  ])('suggests a page for %p', async (typed, title, href) => {
    server.use(http.get('http://localhost/api/v3/search', () => HttpResponse.json({ data: [], meta: { page: 1, take: 6, total: 0, pageCount: 0 } })));
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    await user.type(box(), typed);
    // Even when the catalog holds nothing by that name.
    await waitFor(() => expect(options()[0]).toHaveTextContent(title));
    await user.click(options()[0]);
    expect(push).toHaveBeenCalledWith(href);
  });
});
