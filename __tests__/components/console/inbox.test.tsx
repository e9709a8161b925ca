import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_ADMIN_ONLY_MESSAGE } from '@/components/console/console-frame';
import { InboxScreen } from '@/components/console/inbox-screen';
import type { InboxMessage } from '@/lib/contracts/admin';
import { useAppStore } from '@/store';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin/contact' }) }));

const server = mockServer();

const makeMessage = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 3,
  reference: 'C-000003',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Cannot download my mixtape',
  message: 'Hello,\nthe download stops at 90%.',
  status: 'new',
  created_at: '2026-11-27T09:30:00.000Z',
  replies: [],
  ...overrides,
});

const page = (data: InboxMessage[], total = data.length) => HttpResponse.json({ data, meta: { page: 1, take: 20, total, pageCount: Math.max(1, Math.ceil(total / 20)) } });
const admin = () => logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));

beforeEach(resetAuthState);

it('lists the messages with their sender, text and replies, and filters them by status', async () => {
  const user = userEvent.setup();
  const statuses: (string | null)[] = [];
  const answered = makeMessage({
    id: 2,
    reference: 'C-000002',
    subject: 'Invoice address',
    status: 'answered',
    replies: [{ id: 9, author: { id: 1, username: 'chief' }, text: 'Done: the next invoice has it.', created_at: '2026-11-26T10:00:00.000Z' }],
  });
  server.use(
    http.get(`${V3}/admin/contact`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      return status === 'closed' ? page([]) : page(status === 'new' ? [makeMessage()] : [makeMessage(), answered]);
    }),
  );
  admin();
  renderWithProviders(<InboxScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Cannot download my mixtape' });
  expect(screen.getByRole('status')).toHaveTextContent('2 messages');
  expect(within(card).getByRole('heading', { level: 2, name: 'Cannot download my mixtape' })).toBeInTheDocument();
  expect(within(card).getByText('C-000003')).toBeInTheDocument();
  expect(within(card).getByText('New')).toBeInTheDocument();
  expect(within(card).getByText('From Ada Lovelace · ada@example.com')).toBeInTheDocument();
  expect(within(card).getByText(/the download stops at 90%/)).toHaveTextContent('Hello, the download stops at 90%.');
  expect(within(card).getByText('11/27/2026 09:30 UTC')).toHaveAttribute('dateTime', '2026-11-27T09:30:00.000Z');
  expect(within(card).getByRole('button', { name: 'Close' })).toBeInTheDocument();

  const thread = within(screen.getByRole('article', { name: 'Invoice address' })).getByRole('list', { name: 'Replies to C-000002' });
  expect(within(thread).getByText('chief')).toBeInTheDocument();
  expect(within(thread).getByText('Done: the next invoice has it.')).toBeInTheDocument();
  expect(statuses).toEqual(['all']);

  await user.click(screen.getByRole('button', { name: 'New' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Invoice address' })).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('1 new message');
  expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Closed' }));
  expect(await screen.findByText('No closed messages')).toBeInTheDocument();
  expect(statuses).toEqual(['all', 'new', 'closed']);
});

it('mails a reply and closes a message, each through its own call', async () => {
  const user = userEvent.setup();
  let message = makeMessage();
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${V3}/admin/contact`, () => page([message])),
    http.post(`${V3}/admin/contact/3/reply`, async ({ request }) => {
      const body = (await request.json()) as { text: string };
      calls.push({ path: 'reply', body });
      message = { ...message, status: 'answered', replies: [{ id: 11, author: { id: 7, username: 'djnova' }, text: body.text, created_at: '2026-11-28T08:00:00.000Z' }] };
      return HttpResponse.json({ changed: true, message: 'Your reply was sent to ada@example.com.', item: message });
    }),
    http.post(`${V3}/admin/contact/3/close`, () => {
      calls.push({ path: 'close', body: null });
      message = { ...message, status: 'closed' };
      return HttpResponse.json({ changed: true, message: 'C-000003 is closed.', item: message });
    }),
  );
  admin();
  renderWithProviders(<InboxScreen />);
  const card = await screen.findByRole('article', { name: 'Cannot download my mixtape' });

  await user.click(within(card).getByRole('button', { name: 'Reply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply to C-000003' });
  expect(dialog).toHaveTextContent('Mailed to Ada Lovelace at ada@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  expect(within(dialog).getByText('Reply is required.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), '  Try the download again now.  ');
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).toEqual([{ path: 'reply', body: { text: 'Try the download again now.' } }]);
  expect(useAppStore.getState().alert?.message).toBe('Your reply was sent to ada@example.com.');
  expect(await within(card).findByText('Try the download again now.')).toBeInTheDocument();
  expect(within(card).getByText('Answered')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(within(card).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument());
  expect(calls.map((c) => c.path)).toEqual(['reply', 'close']);
  expect(within(card).getByText('Closed')).toBeInTheDocument();
  expect(useAppStore.getState().alert?.message).toBe('C-000003 is closed.');
});

it('says when the inbox is empty', async () => {
  server.use(http.get(`${V3}/admin/contact`, () => page([])));
  admin();
  renderWithProviders(<InboxScreen />);
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  expect(screen.getByText('Messages sent from the contact page show here.')).toBeInTheDocument();
});

it('is for admins: a moderator is told so, and no call is made', () => {
  logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));
  renderWithProviders(<InboxScreen />);
  expect(screen.getByText(CONSOLE_ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
});
