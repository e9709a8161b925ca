import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DISLIKED_MARK, LIKED_MARK, MixtapeCard } from '@/components/common/mixtape-card';
import { MixtapeLibraryActions } from '@/components/catalog/mixtape-library-actions';
import { useAppStore } from '@/store';
import { apiError, logIn, resetAuthState, V3 } from '../../helpers/auth';
import { makeMixtape } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { memberIds, setMemberIds } from '../../helpers/member-ids';
import { renderWithProviders as renderWithClient } from '../../helpers/render';

// The member's likes and dislikes as their queries keep them: the marks on cards, and the mixtape page's buttons
// before the mixtape's own vote is read.

const server = mockServer();
const mixtape = makeMixtape(5, { stats: { plays: 0, views: 0, downloads: 0, likes: 10, dislikes: 2, votes: 12 } });
const like = () => screen.getByRole('button', { name: /^Like/ });
const dislike = () => screen.getByRole('button', { name: /^Dislike/ });
const card = () => screen.getByTestId('mixtape-card');
let client: QueryClient;
/** Rendered with a query client of its own, kept for voted() and votedBefore(). */
function renderWithProviders(ui: ReactElement) {
  const rendered = renderWithClient(ui);
  client = rendered.queryClient;
  return rendered;
}
const voted = () => ({ liked: memberIds(client, 'liked') ?? [], disliked: memberIds(client, 'disliked') ?? [] });
/** The member's lists as the member sync read them. */
async function votedBefore(liked: number[], disliked: number[] = []) {
  await setMemberIds(client, 'liked', liked);
  await setMemberIds(client, 'disliked', disliked);
}

/** A server whose answer the test releases, so what shows before it can be checked. */
function held() {
  let release!: () => void;
  const answer = new Promise<void>((resolve) => (release = resolve));
  return { answer, release };
}

beforeEach(resetAuthState);
afterEach(() => jest.restoreAllMocks());

it("marks a card the member liked or disliked, and no other, nor a guest's", async () => {
  logIn();
  const { unmount } = renderWithProviders(
    <>
      <MixtapeCard mixtape={makeMixtape(5)} />
      <MixtapeCard mixtape={makeMixtape(6)} />
      <MixtapeCard mixtape={makeMixtape(7)} />
    </>,
  );
  await votedBefore([5], [6]);
  const [liked, disliked, neither] = screen.getAllByTestId('mixtape-card');
  expect(await within(liked).findByText(LIKED_MARK)).toBeInTheDocument();
  expect(within(liked).queryByText(DISLIKED_MARK)).not.toBeInTheDocument();
  expect(within(disliked).getByText(DISLIKED_MARK)).toBeInTheDocument();
  expect(within(neither).queryByText(LIKED_MARK)).not.toBeInTheDocument();
  expect(within(neither).queryByText(DISLIKED_MARK)).not.toBeInTheDocument();
  unmount();
  // Lists a logged-out browser still held mark nothing.
  act(() => useAppStore.getState().clearSession());
  renderWithProviders(<MixtapeCard mixtape={makeMixtape(5)} />);
  await votedBefore([5]);
  expect(screen.queryByText(LIKED_MARK)).not.toBeInTheDocument();
});

it("presses the member's known vote before the mixtape's own vote answers", async () => {
  logIn();
  const gate = held();
  server.use(http.get(`${V3}/mixtapes/5/vote`, async () => (await gate.answer, HttpResponse.json({ likes: 10, dislikes: 2, vote: 'like' }))));
  renderWithProviders(<MixtapeLibraryActions mixtape={mixtape} />);
  await votedBefore([5]);
  await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
  expect(dislike()).toHaveAttribute('aria-pressed', 'false');
  expect(like()).toHaveAccessibleName('Like 10');
  gate.release();
  await new Promise((settled) => setTimeout(settled, 50));
  expect(like()).toHaveAttribute('aria-pressed', 'true');
});

it("follows the mixtape's own answer when the member's lists were behind", async () => {
  logIn();
  server.use(http.get(`${V3}/mixtapes/5/vote`, () => HttpResponse.json({ likes: 9, dislikes: 3, vote: 'dislike' })));
  renderWithProviders(
    <>
      <MixtapeLibraryActions mixtape={mixtape} />
      <MixtapeCard mixtape={mixtape} />
    </>,
  );
  await votedBefore([5]);
  await waitFor(() => expect(dislike()).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(voted()).toEqual({ liked: [], disliked: [5] }));
  expect(await within(card()).findByText(DISLIKED_MARK)).toBeInTheDocument();
});

it("keeps the member's lists, and so the card's mark, in step with the member's votes, and rolls back a refusal", async () => {
  logIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const votes: string[] = [];
  let gate = held();
  server.use(
    http.get(`${V3}/mixtapes/5/vote`, () => HttpResponse.json({ likes: 10, dislikes: 2, vote: null })),
    http.post(`${V3}/mixtapes/5/vote`, async ({ request }) => {
      const { vote } = (await request.json()) as { vote: string };
      votes.push(vote);
      await gate.answer;
      if (vote === 'dislike') return apiError(500, 'Could not save.', 'Internal Server Error');
      return HttpResponse.json(vote === 'like' ? { likes: 11, dislikes: 2, vote: 'like' } : { likes: 10, dislikes: 2, vote: null });
    }),
  );
  renderWithProviders(
    <>
      <MixtapeLibraryActions mixtape={mixtape} />
      <MixtapeCard mixtape={mixtape} />
    </>,
  );
  await votedBefore([3]);
  await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'false'));

  // A like shows in the lists, and on the card, before the server answers.
  await user.click(like());
  expect(voted()).toEqual({ liked: [5, 3], disliked: [] });
  expect(within(card()).getByText(LIKED_MARK)).toBeInTheDocument();
  gate.release();
  await waitFor(() => expect(votes).toEqual(['like']));
  await waitFor(() => expect(like()).toHaveAccessibleName('Like 11'));

  // Switching moves it to the dislikes at once; the server's refusal puts the like back.
  gate = held();
  await user.click(dislike());
  expect(voted()).toEqual({ liked: [3], disliked: [5] });
  expect(within(card()).getByText(DISLIKED_MARK)).toBeInTheDocument();
  gate.release();
  await waitFor(() => expect(voted()).toEqual({ liked: [5, 3], disliked: [] }));
  expect(within(card()).getByText(LIKED_MARK)).toBeInTheDocument();

  // Taking it back takes it out of the lists.
  await user.click(like());
  await waitFor(() => expect(votes).toEqual(['like', 'dislike', 'none']));
  await waitFor(() => expect(like()).toHaveAccessibleName('Like 10'));
  expect(voted()).toEqual({ liked: [3], disliked: [] });
  expect(within(card()).queryByText(LIKED_MARK)).not.toBeInTheDocument();
});
