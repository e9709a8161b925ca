import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GenreScreen } from '@/components/catalog/genre-screen';
import { GenresScreen } from '@/components/catalog/genres-screen';
import { MixtapeHeader } from '@/components/catalog/mixtape-header';
import { SAVE_OFFLINE_LABEL } from '@/components/library/save-offline-button';
import type { Genres } from '@/lib/contracts/catalog';
import { genreFiltersFromQuery, genrePageOf } from '@/lib/genre-pages';
import { GENRES, MOODS } from '@/lib/genres';
import { LIST_PAGE_TAKE } from '@/lib/list-pages';
import { makeMixtape, makeMixtapeDetail } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

const V3 = 'http://localhost/api/v3';

/** What GET /mixtapes was asked, and a page of two mixtapes for it. */
function serveList(): { query: () => Record<string, string> } {
  let query: Record<string, string> = {};
  server.use(
    http.get(`${V3}/mixtapes`, ({ request }) => {
      query = Object.fromEntries(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [makeMixtape(1), makeMixtape(2)], meta: { page: 1, take: LIST_PAGE_TAKE, total: 2, pageCount: 1 } });
    }),
  );
  return { query: () => query };
}

describe('a genre or mood page', () => {
  it('lists a genre’s mixtapes, newest first, under “<Genre> mixtapes”, with mood chips that narrow it', async () => {
    const list = serveList();
    const page = genrePageOf('hip-hop')!;
    const onChange = jest.fn();
    renderWithProviders(<GenreScreen page={page} filters={{}} onChange={onChange} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hip-Hop mixtapes' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('mixtape-card')).toHaveLength(2);
    expect(list.query()).toEqual({ sort: 'date', order: 'desc', range: 'all', site: 'main', genre: 'hip-hop', page: '1', take: String(LIST_PAGE_TAKE) });

    const moods = screen.getByRole('list', { name: 'Narrow by mood' });
    expect(within(moods).getAllByRole('link').map((a) => a.textContent)).toEqual(['Any mood', ...MOODS.map((m) => m.name)]);
    expect(within(moods).getByRole('link', { name: 'Any mood' })).toHaveAttribute('aria-current', 'true');
    expect(within(moods).getByRole('link', { name: 'Late Night' })).toHaveAttribute('href', '/genre/hip-hop?mood=late-night');
    expect(screen.getByRole('link', { name: 'All genres and moods' })).toHaveAttribute('href', '/genres');

    // The sorts of the other list pages, kept in this page's own URL.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'plays');
    expect(onChange).toHaveBeenCalledWith('/genre/hip-hop?sort=plays');
  });

  it('narrowed by a mood, asks for both and keeps the mood through a change of sort', async () => {
    const list = serveList();
    const page = genrePageOf('trap')!;
    const filters = genreFiltersFromQuery(page, { mood: 'chill', sort: 'title', order: 'asc', range: 'forever' });
    expect(filters).toEqual({ mood: 'chill', sort: 'title', order: 'asc' });
    const onChange = jest.fn();
    renderWithProviders(<GenreScreen page={page} filters={filters} onChange={onChange} />);
    await screen.findAllByTestId('mixtape-card');
    expect(list.query()).toMatchObject({ genre: 'trap', mood: 'chill', sort: 'title', order: 'asc' });
    const moods = screen.getByRole('list', { name: 'Narrow by mood' });
    expect(within(moods).getByRole('link', { name: 'Chill' })).toHaveAttribute('aria-current', 'true');
    expect(within(moods).getByRole('link', { name: 'Any mood' })).toHaveAttribute('href', '/genre/trap?sort=title&order=asc');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'desc');
    expect(onChange).toHaveBeenCalledWith('/genre/trap?sort=title&mood=chill');
  });

  it('lists a mood’s mixtapes, with no mood chips, and knows no other slug', async () => {
    const list = serveList();
    const page = genrePageOf('late-night')!;
    // A mood's page is not narrowed by another mood.
    expect(genreFiltersFromQuery(page, { mood: 'chill' })).toEqual({});
    renderWithProviders(<GenreScreen page={page} filters={{}} onChange={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Late Night mixtapes' })).toBeInTheDocument();
    await screen.findAllByTestId('mixtape-card');
    expect(list.query()).toMatchObject({ mood: 'late-night' });
    expect(list.query().genre).toBeUndefined();
    expect(screen.queryByRole('list', { name: 'Narrow by mood' })).not.toBeInTheDocument();
    expect(genrePageOf('polka')).toBeUndefined();
    expect(genrePageOf('Hip-Hop')).toBeUndefined();
  });
});

describe('/genres', () => {
  it('shows every genre as a card and every mood as a chip, each with its count, leading to its page', async () => {
    const answer: Genres = {
      genres: GENRES.map((g, i) => ({ ...g, mixtapes: i === 0 ? 12 : i === 1 ? 1 : 0 })),
      moods: MOODS.map((m, i) => ({ ...m, mixtapes: i === 0 ? 3 : 0 })),
    };
    server.use(http.get(`${V3}/genres`, () => HttpResponse.json(answer)));
    renderWithProviders(<GenresScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Genres and moods' })).toBeInTheDocument();
    const genres = await screen.findByRole('list', { name: 'Genres' });
    const cards = within(genres).getAllByRole('link');
    expect(cards).toHaveLength(GENRES.length);
    expect(cards[0]).toHaveTextContent('Hip-Hop12 mixtapes');
    expect(cards[0]).toHaveAttribute('href', '/genre/hip-hop');
    expect(within(genres).getByRole('link', { name: 'R&B 1 mixtape' })).toHaveAttribute('href', '/genre/rnb');
    const moods = screen.getByRole('list', { name: 'Moods' });
    expect(within(moods).getAllByRole('link')).toHaveLength(MOODS.length);
    expect(within(moods).getByRole('link', { name: 'Chill 3 mixtapes' })).toHaveAttribute('href', '/genre/chill');
    expect(within(moods).getByRole('link', { name: 'Feel Good 0 mixtapes' })).toHaveAttribute('href', '/genre/feel-good');
    expect(screen.getByRole('heading', { level: 2, name: 'Moods' })).toBeInTheDocument();
  });
});

describe('a mixtape page', () => {
  beforeEach(() => {
    server.use(
      http.get(`${V3}/mixtapes/7/queue`, () => HttpResponse.json([])),
      http.get(`${V3}/mixtapes/7/download`, () => HttpResponse.json({ size: 1000 })),
    );
  });

  it('links its genre and moods to their pages, genre first', async () => {
    const mixtape = {
      ...makeMixtapeDetail(7),
      genre: { slug: 'lo-fi', name: 'Lo-Fi' },
      moods: [
        { slug: 'chill', name: 'Chill' },
        { slug: 'focus', name: 'Focus' },
      ],
    };
    renderWithProviders(<MixtapeHeader mixtape={mixtape} />);
    const links = ['Lo-Fi', 'Chill', 'Focus'].map((name) => screen.getByRole('link', { name }));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/genre/lo-fi', '/genre/chill', '/genre/focus']);
    expect(links[0].compareDocumentPosition(links[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The header's parts loaded in the browser come in before the test ends.
    expect(await screen.findByRole('button', { name: SAVE_OFFLINE_LABEL })).toBeInTheDocument();
  });

  it('shows none when it has neither', async () => {
    renderWithProviders(<MixtapeHeader mixtape={makeMixtapeDetail(7)} />);
    expect(await screen.findByRole('button', { name: SAVE_OFFLINE_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lo-Fi|Chill/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').every((a) => !a.getAttribute('href')?.startsWith('/genre/'))).toBe(true);
  });
});
