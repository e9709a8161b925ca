import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { BuiltinComments, LOG_IN_TO_COMMENT, MORE_COMMENTS, NO_COMMENTS_MESSAGE } from '@/components/comments/builtin-comments';
import { POSTING_LABEL } from '@/components/comments/comment-item';
import { AlertBar } from '@/components/layout/alert-bar';
import type { Comment, CommentPage, CommentThread } from '@/lib/contracts/comments';
import { useAppStore } from '@/store';
import { apiError, logIn, makeMe, resetAuthState, V3 } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
const me = makeMe({ id: 7, username: 'djnova' });
const MINUTES = 60_000;
/** Ids the API was asked to delete, in order. */
let deleted: number[] = [];

function makeComment(id: number, overrides: Partial<CommentThread> = {}): CommentThread {
  return {
    id,
    text: `Comment ${id}`,
    parent_id: null,
    user: { id: 100 + id, username: `fan${id}` },
    likes: 0,
    liked: false,
    created_at: new Date(Date.now() - id * MINUTES).toISOString(),
    replies: [],
    ...overrides,
  };
}

/** A small comments API over one list, answering as the real one does (newest first, pages of `take`). */
function commentsApi(initial: CommentThread[]) {
  let threads = [...initial];
  let nextId = 1000;
  const count = () => threads.reduce((n, t) => n + 1 + t.replies.length, 0);
  return [
    http.get(`${V3}/mixtapes/5/comments`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const take = Number(url.searchParams.get('take'));
      const body: CommentPage = {
        data: threads.slice((page - 1) * take, page * take),
        meta: { page, take, total: threads.length, pageCount: Math.ceil(threads.length / take) },
        count: count(),
      };
      return HttpResponse.json(body);
    }),
    http.post(`${V3}/mixtapes/5/comments`, async ({ request }) => {
      const { text, parent_id } = (await request.json()) as { text: string; parent_id?: number };
      await delay(50);
      const saved: Comment = {
        id: nextId++,
        text,
        parent_id: parent_id ?? null,
        user: { id: me.id, username: me.username },
        likes: 0,
        liked: false,
        created_at: new Date().toISOString(),
      };
      if (parent_id) threads = threads.map((t) => (t.id === parent_id ? { ...t, replies: [...t.replies, saved] } : t));
      else threads = [{ ...saved, replies: [] }, ...threads];
      return HttpResponse.json(saved);
    }),
    http.delete(`${V3}/comments/:id`, ({ params }) => {
      deleted.push(Number(params.id));
      threads = threads.filter((t) => t.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${V3}/comments/:id/like`, ({ params }) => {
      threads = threads.map((t) => (t.id === Number(params.id) ? { ...t, likes: t.likes + 1, liked: true } : t));
      return HttpResponse.json({ likes: threads.find((t) => t.id === Number(params.id))!.likes, liked: true });
    }),
  ];
}

const renderComments = () =>
  renderWithProviders(
    <>
      <BuiltinComments area="mixtapes" id={5} />
      <AlertBar />
    </>,
  );

beforeEach(() => {
  resetAuthState();
  deleted = [];
});

it('shows a guest the comments with their count, and invites them to log in to comment', async () => {
  server.use(...commentsApi([makeComment(1, { replies: [{ ...makeComment(2), parent_id: 1 }] }), makeComment(3)]));
  const user = userEvent.setup();
  renderComments();
  expect(await screen.findByText('3 comments')).toBeInTheDocument();
  const first = screen.getByRole('listitem', { name: 'Comment by fan1' });
  expect(within(first).getByText('Comment 1')).toBeInTheDocument();
  expect(within(first).getByText('a minute ago')).toBeInTheDocument();
  expect(within(first).getByRole('list', { name: 'Replies to fan1' })).toHaveTextContent('Comment 2');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: LOG_IN_TO_COMMENT }));
  expect(useAppStore.getState().loginOpen).toBe(true);
});

it('shows markup as the characters typed, and links as nofollow anchors', async () => {
  const text = '<b>bold</b> <script>alert(1)</script> see https://example.com/mix.';
  server.use(...commentsApi([makeComment(1, { text })]));
  renderComments();
  const item = await screen.findByRole('listitem', { name: 'Comment by fan1' });
  expect(item).toHaveTextContent('<b>bold</b> <script>alert(1)</script> see https://example.com/mix.');
  expect(item.querySelector('b, script')).toBeNull();
  const link = within(item).getByRole('link', { name: 'https://example.com/mix' });
  expect(link).toHaveAttribute('href', 'https://example.com/mix');
  expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
});

it('shows a new comment at once, then as saved, and the count moves', async () => {
  server.use(...commentsApi([]));
  logIn(me);
  const user = userEvent.setup();
  renderComments();
  expect(await screen.findByText(NO_COMMENTS_MESSAGE)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'First!');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  const mine = screen.getByRole('listitem', { name: 'Comment by djnova' });
  expect(within(mine).getByText('First!')).toBeInTheDocument();
  expect(within(mine).getByText(POSTING_LABEL)).toBeInTheDocument();
  expect(screen.getByText('1 comment')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  const saved = () => screen.getByRole('listitem', { name: 'Comment by djnova' });
  await waitFor(() => expect(within(saved()).queryByText(POSTING_LABEL)).not.toBeInTheDocument());
  expect(within(saved()).getByText('a few seconds ago')).toBeInTheDocument();
  expect(within(saved()).getByRole('button', { name: 'Delete' })).toBeEnabled();
});

it('posts with Ctrl+Enter and replies under a comment', async () => {
  server.use(...commentsApi([makeComment(1)]));
  logIn(me);
  const user = userEvent.setup();
  renderComments();
  const first = await screen.findByRole('listitem', { name: 'Comment by fan1' });
  await user.click(within(first).getByRole('button', { name: 'Reply' }));
  const box = within(first).getByRole('textbox', { name: 'Reply to fan1' });
  expect(box).toHaveFocus();
  await user.type(box, 'Agreed{Control>}{Enter}{/Control}');
  const replies = await within(first).findByRole('list', { name: 'Replies to fan1' });
  expect(replies).toHaveTextContent('Agreed');
  expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
});

it('takes the comment back and puts the text in the box again when the API refuses it', async () => {
  // The first handler that matches answers.
  server.use(http.post(`${V3}/mixtapes/5/comments`, () => apiError(429, 'You are commenting too fast. Please wait 42 s and try again.', 'Too Many Requests')), ...commentsApi([]));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  logIn(me);
  const user = userEvent.setup();
  renderComments();
  await screen.findByText(NO_COMMENTS_MESSAGE);
  await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Too fast');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('You are commenting too fast. Please wait 42 s and try again.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Comment by djnova' })).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Too fast');
});

it('lets a member like a comment, and delete their own only', async () => {
  server.use(...commentsApi([makeComment(1, { user: { id: me.id, username: me.username } }), makeComment(2)]));
  logIn(me);
  const user = userEvent.setup();
  renderComments();
  const theirs = await screen.findByRole('listitem', { name: 'Comment by fan2' });
  expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  const like = within(theirs).getByRole('button', { name: 'Like 0' });
  // Named by its own text, not an aria-label: the count seen is part of the name heard (axe: label-content-name-mismatch).
  expect(like).not.toHaveAttribute('aria-label');
  await user.click(like);
  expect(within(theirs).getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
  const mine = screen.getByRole('listitem', { name: 'Comment by djnova' });
  await user.click(within(mine).getByRole('button', { name: 'Delete' }));
  expect(screen.queryByRole('listitem', { name: 'Comment by djnova' })).not.toBeInTheDocument();
  expect(screen.getByText('1 comment')).toBeInTheDocument();
  await waitFor(() => expect(deleted).toEqual([1]));
});

it("loads the next page with 'More comments'", async () => {
  server.use(...commentsApi(Array.from({ length: 12 }, (_, i) => makeComment(i + 1))));
  const user = userEvent.setup();
  renderComments();
  await screen.findByText('12 comments');
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: MORE_COMMENTS }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12));
  expect(screen.queryByRole('button', { name: MORE_COMMENTS })).not.toBeInTheDocument();
});
