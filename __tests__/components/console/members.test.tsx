import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberScreen } from '@/components/console/member-screen';
import { MembersScreen } from '@/components/console/members-screen';
import type { MemberDetail } from '@/lib/contracts/admin';
import { useAppStore } from '@/store';
import { V3, apiError, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';
import { memberSummary } from './member-fixtures';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin/members' }) }));

const server = mockServer();

const detail = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  ...memberSummary(),
  suspended_reason: null,
  releases: [{ id: 5, title: 'Night Drive', status: 'published', created_at: '2026-10-05T12:00:00.000Z' }],
  purchases: [
    { id: 12, mixtape: { id: 3, title: 'Summer Heat' }, amount_cents: 499, currency: 'usd', paid_at: '2026-10-06T08:15:00.000Z' },
    { id: 13, mixtape: { id: 4, title: 'Deep Cuts' }, amount_cents: 299, currency: 'usd', paid_at: null },
  ],
  comments: 12,
  reports_against: 3,
  ...overrides,
});

const admin = () => logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));
const moderator = () => logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));

beforeEach(resetAuthState);

/** Serves member 40 as `member`, and keeps each action's path and body, answering with the member. */
function serveMember(member: MemberDetail) {
  const calls: { action: string; body: unknown }[] = [];
  server.use(
    http.get(`${V3}/admin/users/40`, () => HttpResponse.json(member)),
    http.post(`${V3}/admin/users/40/:action`, async ({ request, params }) => {
      calls.push({ action: String(params.action), body: await request.json() });
      return HttpResponse.json({ changed: true, message: `${String(params.action)} done`, item: memberSummary() });
    }),
  );
  return calls;
}

it('lists members with what sets them apart, each linking to their page, and searches them', async () => {
  const user = userEvent.setup();
  const queries: (string | null)[] = [];
  const team = memberSummary({
    id: 41,
    username: 'chief',
    fullname: 'Chief Admin',
    email: null,
    phone: '+15550100',
    roles: ['member', 'creator', 'admin'],
    is_premium: true,
    two_factor_enabled: true,
  });
  const barred = memberSummary({ suspended_at: '2026-11-01T00:00:00.000Z', comment_ban_until: '2999-01-01T00:00:00.000Z' });
  server.use(
    http.get(`${V3}/admin/users`, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query');
      queries.push(query);
      const data = query === 'nobody' ? [] : query ? [team] : [team, barred];
      return HttpResponse.json({ data, meta: { page: 1, take: 20, total: data.length, pageCount: 1 } });
    }),
  );
  moderator();
  renderWithProviders(<MembersScreen />);
  const chief = await screen.findByRole('link', { name: 'chief' });
  expect(chief).toHaveAttribute('href', '/admin/members/41');
  expect(screen.getByRole('status')).toHaveTextContent('2 members');
  const chiefRow = chief.closest('li')!;
  expect(within(chiefRow).getByRole('article', { name: 'chief' })).toBeInTheDocument();
  expect(within(chiefRow).getByRole('heading', { level: 2, name: 'chief' })).toBeInTheDocument();
  expect(within(chiefRow).getByText('Chief Admin')).toBeInTheDocument();
  expect(within(chiefRow).getByText('+15550100')).toBeInTheDocument();
  expect(['Creator', 'Admin', 'Premium', '2FA on'].every((chip) => within(chiefRow).queryByText(chip))).toBe(true);
  expect(within(chiefRow).queryByText('Member')).not.toBeInTheDocument();
  expect(within(chiefRow).getByText('Joined 10/01/2026')).toBeInTheDocument();
  const buyerRow = screen.getByRole('link', { name: 'buyer' }).closest('li')!;
  expect(within(buyerRow).getByText('bea@example.com')).toBeInTheDocument();
  expect(within(buyerRow).getByText('Suspended')).toBeInTheDocument();
  expect(within(buyerRow).getByText('Barred from comments')).toBeInTheDocument();
  expect(within(buyerRow).queryByText('2FA on')).not.toBeInTheDocument();

  const search = screen.getByRole('searchbox', { name: 'Search by email, username or id' });
  await user.type(search, 'chief');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'buyer' })).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('1 member found for “chief”');
  await user.clear(search);
  await user.type(search, 'nobody');
  expect(await screen.findByText('No members found')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Nobody’s id, username, name or email matches “nobody”.');
  expect(queries).toEqual([null, 'chief', 'nobody']);
});

it('shows a member’s account, releases, purchases and comments', async () => {
  serveMember(detail({ phone: '+15550101', is_premium: true, comment_ban_until: '2999-01-01T00:00:00.000Z' }));
  moderator();
  renderWithProviders(<MemberScreen id={40} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'buyer' })).toBeInTheDocument();
  const fact = (name: string) => within(screen.getByRole('region', { name: 'Account' })).getByText(name).nextElementSibling?.textContent;
  expect(fact('Email')).toBe('bea@example.com');
  expect(fact('Phone')).toBe('+15550101');
  expect(fact('Joined')).toBe('10/01/2026 12:00 UTC');
  expect(fact('Premium')).toBe('Yes');
  expect(fact('Two-factor codes')).toBe('Off');
  expect(fact('Roles')).toBe('Member');
  expect(fact('Status')).toBe('Active');
  expect(fact('Commenting')).toBe('Barred until 01/01/2999 00:00 UTC');
  expect(fact('Comments')).toBe('12');
  expect(fact('Reports of their comments')).toBe('3');

  const releases = screen.getByRole('region', { name: 'Releases' });
  expect(within(releases).getByText('Night Drive')).toBeInTheDocument();
  expect(within(releases).getByText('Published')).toBeInTheDocument();
  expect(within(releases).getByText('10/05/2026')).toBeInTheDocument();
  const purchases = within(screen.getByRole('region', { name: 'Purchases' })).getAllByRole('listitem');
  expect(purchases.map((p) => p.textContent)).toEqual(['Summer Heat$4.99Paid 10/06/2026 08:15 UTC', 'Deep Cuts$2.99Unpaid']);
  expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute('href', '/admin/members');
  // The page's h1, then each section's h2.
  expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H1 buyer', 'H2 Account', 'H2 Actions', 'H2 Releases', 'H2 Purchases']);
  // Payments and the audit log are for admins: a moderator is not sent there.
  expect(screen.queryByRole('navigation', { name: 'buyer elsewhere in the console' })).not.toBeInTheDocument();
});

it('leads an admin to the member’s payments and to what they did in the audit log', async () => {
  serveMember(detail({ username: 'bea buyer' }));
  admin();
  renderWithProviders(<MemberScreen id={40} />);
  const links = within(await screen.findByRole('navigation', { name: 'bea buyer elsewhere in the console' }));
  expect(links.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/admin/payments?query=bea%20buyer');
  expect(links.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit?actor=40');
  expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1', 'H2', 'H2', 'H2', 'H2', 'H2']);
});

it('suspends with a reason, sends a password reset and bars from commenting, each after asking', async () => {
  const user = userEvent.setup();
  const calls = serveMember(detail());
  moderator();
  renderWithProviders(<MemberScreen id={40} />);

  await user.click(await screen.findByRole('button', { name: 'Suspend' }));
  let dialog = await screen.findByRole('dialog', { name: 'Suspend buyer' });
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Card fraud');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useAppStore.getState().alert?.message).toBe('suspend done');

  await user.click(screen.getByRole('button', { name: 'Send password reset' }));
  dialog = await screen.findByRole('dialog', { name: 'Send buyer a password reset' });
  expect(dialog).toHaveTextContent('A link to set a new password goes to bea@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Bar from commenting' }));
  dialog = await screen.findByRole('dialog', { name: 'Bar buyer from commenting' });
  await user.click(within(dialog).getByRole('radio', { name: '30 days' }));
  await user.click(within(dialog).getByRole('button', { name: 'Bar from commenting' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  expect(calls.map((c) => c.action)).toEqual(['suspend', 'password-reset', 'comment-ban']);
  expect(calls[0].body).toEqual({ reason: 'Card fraud' });
  const until = Date.parse((calls[2].body as { until: string }).until);
  expect(Math.round((until - Date.now()) / 86_400_000)).toBe(30);
  // Roles are for admins.
  expect(screen.queryByRole('region', { name: 'Roles' })).not.toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

it('shows a suspension and its reason, and restores the account', async () => {
  const user = userEvent.setup();
  const calls = serveMember(detail({ suspended_at: '2026-11-01T10:00:00.000Z', suspended_reason: 'Card fraud' }));
  admin();
  renderWithProviders(<MemberScreen id={40} />);
  const account = await screen.findByRole('region', { name: 'Account' });
  expect(within(account).getByText('Status').nextElementSibling).toHaveTextContent('Suspended 11/01/2026 10:00 UTC Reason: Card fraud');
  expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(calls).toEqual([{ action: 'restore', body: {} }]));
});

it('lets an admin grant and remove roles, asking first for admin', async () => {
  const user = userEvent.setup();
  const calls = serveMember(detail({ roles: ['member', 'creator'] }));
  admin();
  renderWithProviders(<MemberScreen id={40} />);
  const roles = await screen.findByRole('region', { name: 'Roles' });
  expect(within(roles).getByRole('switch', { name: 'Creator' })).toBeChecked();
  expect(within(roles).getByRole('switch', { name: 'Moderator' })).not.toBeChecked();

  await user.click(within(roles).getByRole('switch', { name: 'Creator' }));
  await waitFor(() => expect(calls).toEqual([{ action: 'roles', body: { role: 'creator', grant: false } }]));
  await user.click(within(roles).getByRole('switch', { name: 'Moderator' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].body).toEqual({ role: 'moderator', grant: true });

  await user.click(within(roles).getByRole('switch', { name: 'Admin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make buyer an admin' });
  expect(calls).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls[2].body).toEqual({ role: 'admin', grant: true });
});

it('tells a moderator only an admin acts on the team, and no one acts on their own account', async () => {
  serveMember(detail({ roles: ['member', 'moderator'] }));
  moderator();
  const { unmount } = renderWithProviders(<MemberScreen id={40} />);
  expect(await screen.findByText('Only an admin acts on a member of the site’s team.')).toBeInTheDocument();
  for (const name of ['Suspend', 'Send password reset', 'Bar from commenting']) expect(screen.getByRole('button', { name })).toBeDisabled();
  unmount();

  server.use(http.get(`${V3}/admin/users/7`, () => HttpResponse.json(detail({ id: 7, username: 'djnova', roles: ['member', 'admin'] }))));
  admin();
  renderWithProviders(<MemberScreen id={7} />);
  expect(await screen.findByText('This is your account: another member of the team acts on it.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Admin' })).toBeDisabled();
});

it('says when the member is not found', async () => {
  server.use(http.get(`${V3}/admin/users/99`, () => apiError(404, 'Member not found', 'Not Found')));
  admin();
  renderWithProviders(<MemberScreen id={99} />);
  expect(await screen.findByText('Member not found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Member' })).toBeInTheDocument();
});
