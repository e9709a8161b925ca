import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PeopleIndexScreen } from '@/components/catalog/people-index-screen';
import type { Person } from '@/lib/contracts/people';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

const person = (id: number, name: string): Person => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  image: null,
  bio: '',
  followers: 0,
  counts: { mixtapes: id, plays: 1000 * id },
});

/** Answers the index of `kind` with these people in pages of two, recording what was asked. */
function answerIndex(kind: 'artists' | 'djs', people: Person[]): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`http://localhost/api/v3/${kind}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page'));
      return HttpResponse.json({ data: people.slice((page - 1) * 2, page * 2), meta: { page, take: 24, total: people.length, pageCount: Math.ceil(people.length / 2) } });
    }),
  );
  return asked;
}

it('lists the most played first by default, each card leading to its page, without jump letters', async () => {
  const asked = answerIndex('artists', [person(2, 'Kiana Vale'), person(1, 'Bo Rivers')]);
  renderWithProviders(<PeopleIndexScreen kind="artists" view={{ sort: 'popular' }} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Artists' })).toBeInTheDocument();
  const cards = within(await screen.findByRole('list', { name: 'Artists' })).getAllByRole('link');
  expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/artist/kiana-vale', '/artist/bo-rivers']);
  expect(cards[0]).toHaveTextContent('Kiana Vale');
  expect(cards[0]).toHaveTextContent('2 mixtapes · 2K plays');
  expect(asked[0].get('sort')).toBe('popular');
  expect(asked[0].has('letter')).toBe(false);
  const sorts = within(screen.getByRole('navigation', { name: 'Sort Artists' })).getAllByRole('link');
  expect(sorts.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
    ['Most played', '/artists', 'page'],
    ['A–Z', '/artists?sort=name', null],
  ]);
  expect(screen.queryByRole('navigation', { name: 'Artists by letter' })).not.toBeInTheDocument();
});

it('sorted by name, offers a jump letter for A to Z and #, each narrowing the list in the URL', async () => {
  const asked = answerIndex('djs', [person(1, 'DJ Bee'), person(2, 'Bo Rivers')]);
  renderWithProviders(<PeopleIndexScreen kind="djs" view={{ sort: 'name', letter: 'B' }} />);
  const cards = within(await screen.findByRole('list', { name: 'DJs, B' })).getAllByRole('link');
  expect(cards[0]).toHaveAttribute('href', '/dj/dj-bee');
  expect(asked[0].get('sort')).toBe('name');
  expect(asked[0].get('letter')).toBe('B');
  const letters = within(screen.getByRole('navigation', { name: 'DJs by letter' })).getAllByRole('link');
  expect(letters).toHaveLength(27);
  expect(letters[0]).toHaveAttribute('href', '/djs?sort=name&letter=A');
  expect(letters[1]).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '# (digits and other characters)' })).toHaveAttribute('href', '/djs?sort=name&letter=%23');
  // A–Z is the sort in use; its link leads back to every letter.
  expect(screen.getByRole('link', { name: 'A–Z' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'Most played' })).not.toHaveAttribute('aria-current');
});

it('says so when no one is under a letter', async () => {
  answerIndex('artists', []);
  renderWithProviders(<PeopleIndexScreen kind="artists" view={{ sort: 'name', letter: 'Q' }} />);
  expect(await screen.findByText('No artists under Q.')).toBeInTheDocument();
});

it('pages through the list in the same view', async () => {
  const asked = answerIndex('artists', [person(1, 'Ada'), person(2, 'Bo'), person(3, 'Cy')]);
  const user = userEvent.setup();
  renderWithProviders(<PeopleIndexScreen kind="artists" view={{ sort: 'name' }} />);
  await screen.findByRole('link', { name: /Ada/ });
  await user.click(within(screen.getByRole('navigation', { name: 'Pages of Artists' })).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: /Cy/ })).toHaveAttribute('href', '/artist/cy');
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
  expect(asked.at(-1)?.get('sort')).toBe('name');
});
