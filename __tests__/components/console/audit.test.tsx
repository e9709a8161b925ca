import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTOR_ERROR, AuditScreen, changedKeys } from '@/components/console/audit-screen';
import { CONSOLE_ADMIN_ONLY_MESSAGE } from '@/components/console/console-frame';
import type { AuditEntry } from '@/lib/contracts/admin';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const mockRouter = { pathname: '/admin/audit', query: {} as Record<string, string>, asPath: '/admin/audit', isReady: true };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const server = mockServer();

const entries: AuditEntry[] = [
  {
    id: 42,
    actor: { id: 1, username: 'boss' },
    action: 'member.suspend',
    target: { type: 'user', id: '12' },
    before: { suspended: false },
    after: { suspended: true, reason: 'Spam links in every comment' },
    ip: '203.0.113.7',
    created_at: '2026-11-28T10:15:00.000Z',
  },
  {
    id: 41,
    actor: { id: 2, username: 'mod' },
    action: 'dmca.takedown',
    target: { type: 'dmca', id: 'D-7KQ2MXAB' },
    before: { status: 'new' },
    after: { status: 'taken_down', mixtape_id: 11, track_ids: [] },
    ip: null,
    created_at: '2026-11-27T08:00:00.000Z',
  },
];

function serveAudit(answer: () => AuditEntry[] = () => entries) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${V3}/admin/audit`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const data = answer();
      return HttpResponse.json({ data, meta: { page: 1, take: 20, total: 40, pageCount: 2 } });
    }),
  );
  return queries;
}

const admin = () => logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));

beforeEach(() => {
  resetAuthState();
  mockRouter.query = {};
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('lists the log newest first: when, who, what, on what, what changed and from where', async () => {
  serveAudit();
  admin();
  renderWithProviders(<AuditScreen />);
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  expect(screen.getByRole('status')).toHaveTextContent('40 entries');
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['When', 'Actor', 'Action and target', 'Change', 'IP']);
  const [, first, second] = within(table).getAllByRole('row');
  const cells = within(first).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent('11/28/2026 10:15 UTC');
  expect(within(cells[1]).getByRole('link', { name: 'boss' })).toHaveAttribute('href', '/admin/members/1');
  expect(cells[2]).toHaveTextContent('member.suspendon user #12');
  expect(within(cells[2]).getByRole('link', { name: 'user #12' })).toHaveAttribute('href', '/admin/members/12');
  expect(within(cells[3]).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['suspended: false → true', 'reason: Spam links in every comment']);
  expect(within(cells[3]).getByText('Before and after')).toBeInTheDocument();
  expect(cells[4]).toHaveTextContent('203.0.113.7');

  const other = within(second).getAllByRole('cell');
  expect(other[2]).toHaveTextContent('on dmca D-7KQ2MXAB');
  expect(within(other[2]).queryByRole('link')).not.toBeInTheDocument();
  expect(within(other[3]).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['status: new → taken_down', 'mixtape_id: 11', 'track_ids: none']);
  expect(other[4]).toHaveTextContent('unknown');
});

it('narrows the log to one actor, once typed, and to one action, and pages', async () => {
  const user = userEvent.setup();
  const queries = serveAudit();
  admin();
  renderWithProviders(<AuditScreen />);
  await screen.findByRole('table');
  expect(queries[0].has('actor')).toBe(false);
  expect(queries[0].has('action')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));

  await user.type(screen.getByRole('spinbutton', { name: 'Actor (member id)' }), '12');
  await waitFor(() => expect(queries.at(-1)?.get('actor')).toBe('12'));
  expect(queries.at(-1)?.get('page')).toBe('1');
  // Typed, then asked once: not a call per key.
  expect(queries.filter((q) => q.get('actor') === '1')).toHaveLength(0);

  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  await user.click(screen.getByRole('option', { name: 'dmca.takedown' }));
  await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('dmca.takedown'));
  expect(queries.at(-1)?.get('actor')).toBe('12');

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(queries.at(-1)?.has('action')).toBe(false));
  await waitFor(() => expect(queries.at(-1)?.has('actor')).toBe(false));
});

it('starts from the actor in the address (a member’s page links here)', async () => {
  const queries = serveAudit();
  mockRouter.query = { actor: '12' };
  admin();
  renderWithProviders(<AuditScreen />);
  await screen.findByRole('table');
  expect(screen.getByRole('spinbutton', { name: 'Actor (member id)' })).toHaveValue(12);
  expect(screen.getByRole('status')).toHaveTextContent('40 entries found');
  // Asked once, for that actor: not the whole log first.
  expect(queries.map((q) => q.get('actor'))).toEqual(['12']);
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
});

it('says what is wrong with an actor that is not a member id, and asks nothing with it', async () => {
  const user = userEvent.setup();
  const queries = serveAudit();
  admin();
  renderWithProviders(<AuditScreen />);
  await screen.findByRole('table');
  await user.type(screen.getByRole('spinbutton', { name: 'Actor (member id)' }), '0');
  expect(await screen.findByText(ACTOR_ERROR)).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Actor (member id)' })).toBeInvalid();
  expect(queries.every((q) => !q.has('actor'))).toBe(true);
});

it('says so when nothing matches', async () => {
  const user = userEvent.setup();
  let answer: AuditEntry[] = [];
  serveAudit(() => answer);
  admin();
  renderWithProviders(<AuditScreen />);
  expect(await screen.findByText('The audit log is empty')).toBeInTheDocument();
  expect(screen.getByText('Every console action adds an entry.')).toBeInTheDocument();
  answer = [];
  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  await user.click(screen.getByRole('option', { name: 'comment.hide' }));
  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('No entries found');
});

it('shows a card per entry on a phone', async () => {
  window.matchMedia = jest.fn((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: jest.fn(), removeEventListener: jest.fn(), addListener: jest.fn(), removeListener: jest.fn(), dispatchEvent: jest.fn() }));
  serveAudit();
  admin();
  renderWithProviders(<AuditScreen />);
  const list = await screen.findByRole('list', { name: 'Audit log entries' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const [first] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
  expect(within(first).getByRole('article', { name: 'member.suspend' })).toBeInTheDocument();
  expect(first).toHaveTextContent('boss on user #12');
  expect(first).toHaveTextContent('IP 203.0.113.7');
});

it('is for admins: a moderator is told so, and nothing is asked of the API', async () => {
  const queries = serveAudit();
  logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));
  renderWithProviders(<AuditScreen />);
  expect(await screen.findByText(CONSOLE_ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(queries).toHaveLength(0);
});

it('keeps only what changed', () => {
  expect(changedKeys({ roles: ['member'], x: 1 }, { roles: ['member', 'moderator'], x: 1 })).toEqual([{ key: 'roles', before: ['member'], after: ['member', 'moderator'] }]);
  expect(changedKeys(null, { sent_to: 'a@b.c' })).toEqual([{ key: 'sent_to', before: undefined, after: 'a@b.c' }]);
  expect(changedKeys({ text: 'gone' }, null)).toEqual([{ key: 'text', before: 'gone', after: undefined }]);
  expect(changedKeys('a', 'b')).toBeNull();
});
