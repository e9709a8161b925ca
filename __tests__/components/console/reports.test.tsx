import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportsScreen, NO_OPEN_REPORTS, NO_REPORTS } from '@/components/console/reports-screen';
import { AlertBar } from '@/components/layout/alert-bar';
import type { ReportedComment } from '@/lib/contracts/admin';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin/reports', query: {}, asPath: '/admin/reports', isReady: true }) }));

const server = mockServer();

function makeReport(overrides: Partial<ReportedComment['comment']> = {}, report: Partial<ReportedComment> = {}): ReportedComment {
  return {
    comment: {
      id: 5,
      text: 'Worst mix of the year, avoid',
      author: { id: 9, username: 'troll', comment_ban_until: null },
      subject: { type: 'mixtape', id: 4, title: 'Night Drive', path: '/mixtape/night-drive' },
      parent_id: null,
      hidden: false,
      reviewed_at: null,
      created_at: '2026-11-20T10:00:00.000Z',
      ...overrides,
    },
    reports: 3,
    new_reports: 2,
    reasons: [
      { reason: 'Spam', count: 2 },
      { reason: 'Harassment', count: 1 },
    ],
    last_reported_at: '2026-11-27T14:05:00.000Z',
    ...report,
  };
}

const page = (data: ReportedComment[], meta = { page: 1, take: 20, total: data.length, pageCount: 1 }) => HttpResponse.json({ data, meta });

/** Answers GET /admin/reports with what `reports()` holds, and records each query. */
function serveReports(reports: () => ReportedComment[], meta?: { page: number; take: number; total: number; pageCount: number }) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${V3}/admin/reports`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page(reports(), meta);
    }),
  );
  return queries;
}

const admin = () => logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));
const render = () =>
  renderWithProviders(
    <>
      <ReportsScreen />
      <AlertBar />
    </>,
  );
const card = (text = 'Worst mix of the year, avoid') => screen.getByText(text).closest('article')!;

beforeEach(resetAuthState);

it('lists the open reports of a moderator: the comment, its author, what it is on, its reports and their reasons', async () => {
  const queries = serveReports(() => [
    makeReport(),
    makeReport({ id: 6, text: 'A reply', parent_id: 5, hidden: true, subject: { type: 'playlist', id: 8, title: 'Late Night', path: null } }, { reports: 1, new_reports: 0, reasons: [{ reason: 'Spam', count: 1 }] }),
    makeReport({ id: 7, text: 'On a deleted podcast', subject: { type: 'podcast', id: 2, title: null, path: null } }),
  ]);
  logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));
  render();
  const first = await screen.findByRole('article', { name: 'Comment #5 by troll' });
  expect(queries[0].get('status')).toBe('open');
  expect(screen.getByRole('status')).toHaveTextContent('3 comments with open reports');
  expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Comment #5 by troll');
  expect(within(first).getByRole('link', { name: 'troll' })).toHaveAttribute('href', '/admin/members/9');
  expect(within(first).getByText(/On mixtape/)).toHaveTextContent(/^On mixtape Night Drive · Posted/);
  expect(within(first).getByRole('link', { name: 'Night Drive' })).toHaveAttribute('href', '/mixtape/night-drive');
  expect(within(first).getByText('Visible')).toBeInTheDocument();
  expect(within(first).getByText(/3 reports · 2 new since review · Last reported/)).toHaveTextContent('11/27/2026 14:05 UTC');
  expect(within(within(first).getByRole('list', { name: 'Reasons' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Spam × 2', 'Harassment × 1']);
  expect(within(first).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  expect(within(first).queryByText(/barred from commenting/)).not.toBeInTheDocument();

  // A subject without a page is named without a link; one deleted, by its type and id.
  const reply = card('A reply');
  expect(within(reply).getByText(/Reply to comment #5, on playlist Late Night/)).toBeInTheDocument();
  expect(within(reply).queryByRole('link', { name: 'Late Night' })).not.toBeInTheDocument();
  expect(within(reply).getByText('Hidden')).toBeInTheDocument();
  expect(within(reply).getByText(/^1 report · Last reported/)).toBeInTheDocument();
  expect(within(reply).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(within(reply).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  expect(within(card('On a deleted podcast')).getByText(/On podcast #2 · Posted/)).toBeInTheDocument();
});

it('shows every reported comment under All, says when there are none, and pages from the first page again', async () => {
  const user = userEvent.setup();
  let reports: ReportedComment[] = [];
  const queries = serveReports(() => reports, { page: 1, take: 20, total: 30, pageCount: 2 });
  admin();
  render();
  expect(await screen.findByText(NO_OPEN_REPORTS)).toBeInTheDocument();

  reports = [makeReport()];
  await user.click(screen.getByRole('button', { name: 'All' }));
  await screen.findByRole('article', { name: 'Comment #5 by troll' });
  expect(queries.at(-1)?.get('status')).toBe('all');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
  reports = [];
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText(NO_OPEN_REPORTS)).toBeInTheDocument();
  await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('open'));
  expect(queries.at(-1)?.get('page')).toBe('1');
  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(await screen.findByText(NO_REPORTS)).toBeInTheDocument();
});

it('hides a comment, restores it and dismisses the reports of a shown one, refreshing the list after each', async () => {
  const user = userEvent.setup();
  let current = makeReport();
  const queries = serveReports(() => [current]);
  const posted: string[] = [];
  server.use(
    http.post(`${V3}/admin/comments/5/hide`, () => {
      posted.push('hide');
      current = makeReport({ hidden: true }, { new_reports: 0 });
      return HttpResponse.json({ changed: true, message: 'The comment is hidden.', item: current.comment });
    }),
    http.post(`${V3}/admin/comments/5/restore`, () => {
      posted.push('restore');
      current = makeReport({ hidden: false }, { new_reports: 0 });
      return HttpResponse.json({ changed: true, message: 'The comment is shown again; the reports so far are answered.', item: current.comment });
    }),
  );
  admin();
  render();
  await screen.findByRole('article', { name: 'Comment #5 by troll' });
  await user.click(within(card()).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('The comment is hidden.')).toBeInTheDocument();
  expect(await within(card()).findByText('Hidden')).toBeInTheDocument();
  expect(queries.length).toBeGreaterThan(1);

  await user.click(within(card()).getByRole('button', { name: 'Restore' }));
  expect(await within(card()).findByRole('button', { name: 'Hide' })).toBeInTheDocument();
  // Shown, with no new report: nothing to dismiss.
  expect(within(card()).queryByRole('button', { name: 'Dismiss reports' })).not.toBeInTheDocument();

  current = makeReport();
  await user.click(screen.getByRole('button', { name: 'All' }));
  await user.click(await within(card()).findByRole('button', { name: 'Dismiss reports' }));
  await waitFor(() => expect(posted).toEqual(['hide', 'restore', 'restore']));
});

it('deletes a comment and its replies only once confirmed', async () => {
  const user = userEvent.setup();
  let reports = [makeReport()];
  serveReports(() => reports);
  let deleted = 0;
  server.use(
    http.delete(`${V3}/admin/comments/5`, () => {
      deleted++;
      reports = [];
      return HttpResponse.json({ changed: true, message: 'The comment and its replies are deleted.', item: makeReport().comment });
    }),
  );
  admin();
  render();
  await user.click(await within(await screen.findByRole('article', { name: 'Comment #5 by troll' })).findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the comment and its replies?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleted).toBe(0);

  await user.click(within(card()).getByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(NO_OPEN_REPORTS)).toBeInTheDocument();
  expect(deleted).toBe(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('bars the author from commenting for the time chosen', async () => {
  const user = userEvent.setup();
  serveReports(() => [makeReport()]);
  let body: { until?: string } = {};
  server.use(
    http.post(`${V3}/admin/users/9/comment-ban`, async ({ request }) => {
      body = (await request.json()) as { until: string };
      return HttpResponse.json({
        changed: true,
        message: 'troll cannot comment until 2026-12-28 12:00 UTC.',
        item: { id: 9, username: 'troll', fullname: 'T', email: null, phone: null, roles: ['member'], is_premium: false, two_factor_enabled: false, suspended_at: null, comment_ban_until: body.until, created_at: '2026-01-01T00:00:00.000Z' },
      });
    }),
  );
  admin();
  render();
  await user.click(await within(await screen.findByRole('article', { name: 'Comment #5 by troll' })).findByRole('button', { name: 'Bar from commenting' }));
  const dialog = screen.getByRole('dialog', { name: 'Bar troll from commenting' });
  await user.click(within(dialog).getByRole('radio', { name: '30 days' }));
  await user.click(within(dialog).getByRole('button', { name: 'Bar from commenting' }));
  expect(await screen.findByText('troll cannot comment until 2026-12-28 12:00 UTC.')).toBeInTheDocument();
  const days = (Date.parse(body.until!) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows an author barred now, and lifts the bar', async () => {
  const user = userEvent.setup();
  serveReports(() => [makeReport({ author: { id: 9, username: 'troll', comment_ban_until: '2999-01-01T00:00:00.000Z' } })]);
  const bodies: unknown[] = [];
  server.use(
    http.post(`${V3}/admin/users/9/comment-ban`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        changed: true,
        message: 'troll may comment again.',
        item: { id: 9, username: 'troll', fullname: 'T', email: null, phone: null, roles: ['member'], is_premium: false, two_factor_enabled: false, suspended_at: null, comment_ban_until: null, created_at: '2026-01-01T00:00:00.000Z' },
      });
    }),
  );
  admin();
  render();
  const report = await screen.findByRole('article', { name: 'Comment #5 by troll' });
  expect(within(report).getByText(/troll is barred from commenting until/)).toHaveTextContent('01/01/2999 00:00 UTC');
  await user.click(within(report).getByRole('button', { name: 'Bar from commenting' }));
  const dialog = screen.getByRole('dialog', { name: 'Bar troll from commenting' });
  expect(dialog).toHaveTextContent('Barred until 01/01/2999 00:00 UTC');
  await user.click(within(dialog).getByRole('button', { name: 'Lift the bar' }));
  expect(await screen.findByText('troll may comment again.')).toBeInTheDocument();
  expect(bodies).toEqual([{ until: null }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('keeps a member without a team role out, and asks for nothing', async () => {
  const queries = serveReports(() => [makeReport()]);
  logIn(makeMe({ roles: ['member'] }));
  render();
  expect(await screen.findByText("The console is for the site's moderators and admins.")).toBeInTheDocument();
  expect(queries).toHaveLength(0);
});
