import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MixtapeLibraryActions } from '@/components/catalog/mixtape-library-actions';
import { useAppStore } from '@/store';
import { apiError, logIn, resetAuthState, V3 } from '../../helpers/auth';
import { makeMixtape } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
const mixtape = makeMixtape(5, { stats: { plays: 0, views: 0, downloads: 0, likes: 10, dislikes: 2, votes: 12 } });
const like = () => screen.getByRole('button', { name: /^Like/ });
const dislike = () => screen.getByRole('button', { name: /^Dislike/ });

beforeEach(resetAuthState);

it("shows a guest the page's counts without asking the API; a guest who votes is asked to log in", async () => {
  const user = userEvent.setup();
  const asked = jest.fn();
  server.use(http.get(`${V3}/mixtapes/5/vote`, () => (asked(), HttpResponse.json({ likes: 11, dislikes: 2, vote: null }))));
  useAppStore.setState({ authReady: true });
  renderWithProviders(<MixtapeLibraryActions mixtape={mixtape} />);
  expect(like()).toHaveAccessibleName(`Like ${mixtape.stats.likes}`);
  expect(dislike()).toHaveAccessibleName(`Dislike ${mixtape.stats.dislikes}`);
  await user.click(like());
  expect(useAppStore.getState().memberPrompt).toBe('vote');
  expect(like()).toHaveAttribute('aria-pressed', 'false');
  await new Promise((settled) => setTimeout(settled, 200)); // what a query would have asked by now
  expect(asked).not.toHaveBeenCalled();
});

it("moves the counts at once, takes a vote back on a second press, and rolls back what the server refuses", async () => {
  logIn();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const votes: unknown[] = [];
  server.use(
    http.get(`${V3}/mixtapes/5/vote`, () => HttpResponse.json({ likes: 10, dislikes: 2, vote: null })),
    http.post(`${V3}/mixtapes/5/vote`, async ({ request }) => {
      const { vote } = (await request.json()) as { vote: string };
      votes.push(vote);
      if (vote === 'dislike') return apiError(500, 'Could not save.', 'Internal Server Error');
      return HttpResponse.json(vote === 'like' ? { likes: 11, dislikes: 2, vote: 'like' } : { likes: 10, dislikes: 2, vote: null });
    }),
  );
  renderWithProviders(<MixtapeLibraryActions mixtape={mixtape} />);
  await user.click(like());
  expect(like()).toHaveAttribute('aria-pressed', 'true');
  expect(like()).toHaveAccessibleName('Like 11');
  await waitFor(() => expect(votes).toEqual(['like']));
  await user.click(dislike());
  expect(dislike()).toHaveAttribute('aria-pressed', 'true');
  expect(like()).toHaveAccessibleName('Like 10');
  await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
  expect(like()).toHaveAccessibleName('Like 11');
  expect(dislike()).toHaveAccessibleName('Dislike 2');
  expect(consoleError).toHaveBeenCalledWith('Could not save your vote', expect.anything());
  await user.click(like());
  await waitFor(() => expect(votes).toEqual(['like', 'dislike', 'none']));
  expect(like()).toHaveAttribute('aria-pressed', 'false');
  expect(like()).toHaveAccessibleName('Like 10');
});
