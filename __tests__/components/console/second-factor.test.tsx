import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberScreen } from '@/components/console/member-screen';
import { MembersScreen } from '@/components/console/members-screen';
import { SECOND_FACTOR_TITLE } from '@/components/account/second-factor-dialog';
import { SECOND_FACTOR_INTROS } from '@/components/console/console-frame';
import type { MemberDetail } from '@/lib/contracts/admin';
import { SECOND_FACTOR_CODES, type SecondFactorReason } from '@/lib/second-factor';
import { useAppStore } from '@/store';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';
import { memberSummary } from './member-fixtures';

// The console's code dialog: a call refused for want of a two-factor code waits while a code is sent (at once, and
// again on request) and confirmed, then runs again; closed without a code, the refusal is shown.

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin/members' }) }));

const server = mockServer();

const SESSION_MESSAGE = 'You logged in without a two-factor code. Enter the code we send you to use the console.';
const FRESH_MESSAGE = 'This action needs a two-factor code from the last 5 minutes. Enter the code we send you to go on.';
const SENT_MESSAGE = 'We sent a 4-digit code to your email. It expires in 10 minutes.';

const summary = memberSummary();
const detail: MemberDetail = { ...summary, suspended_reason: null, releases: [], purchases: [], comments: 0, reports_against: 0 };

const refused = (reason: SecondFactorReason) =>
  HttpResponse.json({ statusCode: 403, message: reason === 'session' ? SESSION_MESSAGE : FRESH_MESSAGE, error: 'Forbidden', code: SECOND_FACTOR_CODES[reason] }, { status: 403 });

/** The step-up calls: every code sent, and the codes tried (1234 is right). */
function serveCodes() {
  const calls = { sent: 0, tried: [] as string[] };
  server.use(
    http.post(`${V3}/admin/second-factor`, () => {
      calls.sent += 1;
      return HttpResponse.json({ message: SENT_MESSAGE, channel: 'email' });
    }),
    http.post(`${V3}/admin/second-factor/verify`, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      calls.tried.push(code);
      if (code !== '1234') return HttpResponse.json({ statusCode: 400, message: 'That code is not right. 4 tries left.', error: 'Bad Request' }, { status: 400 });
      return HttpResponse.json({ message: 'Code confirmed.', second_factor_at: new Date().toISOString() });
    }),
  );
  return calls;
}

beforeEach(() => {
  resetAuthState();
  logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));
});

it('asks a session that passed no code for one, sent as the dialog opens and again on request, then loads the console', async () => {
  const user = userEvent.setup();
  const codes = serveCodes();
  let passed = false;
  let asked = 0;
  server.use(
    http.get(`${V3}/admin/users`, () => {
      asked += 1;
      return passed ? HttpResponse.json({ data: [summary], meta: { page: 1, take: 20, total: 1, pageCount: 1 } }) : refused('session');
    }),
  );
  renderWithProviders(<MembersScreen />);
  const dialog = await screen.findByRole('dialog', { name: SECOND_FACTOR_TITLE });
  expect(dialog).toHaveTextContent(SECOND_FACTOR_INTROS.session);
  expect(await within(dialog).findByText(SENT_MESSAGE)).toBeInTheDocument();
  expect(codes.sent).toBe(1);

  const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '9999');
  await user.click(confirm);
  expect(await within(dialog).findByText('That code is not right. 4 tries left.')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
  await waitFor(() => expect(codes.sent).toBe(2));
  expect(within(dialog).queryByText('That code is not right. 4 tries left.')).not.toBeInTheDocument();
  const field = within(dialog).getByRole('textbox', { name: 'Code' });
  await user.clear(field);
  await user.type(field, '1234');
  passed = true;
  await user.click(confirm);
  expect(await screen.findByRole('link', { name: 'buyer' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(codes.tried).toEqual(['9999', '1234']);
  expect(asked).toBe(2);
});

it('asks for a fresh code before a role change, then makes it', async () => {
  const user = userEvent.setup();
  const codes = serveCodes();
  const grants: unknown[] = [];
  server.use(
    http.get(`${V3}/admin/users/40`, () => HttpResponse.json(detail)),
    http.post(`${V3}/admin/users/40/roles`, async ({ request }) => {
      grants.push(await request.json());
      if (codes.tried.length === 0) return refused('fresh');
      return HttpResponse.json({ changed: true, message: 'buyer is a creator now.', item: { ...summary, roles: ['member', 'creator'] } });
    }),
  );
  renderWithProviders(<MemberScreen id={40} />);
  const roles = await screen.findByRole('region', { name: 'Roles' });
  await user.click(within(roles).getByRole('switch', { name: 'Creator' }));
  const dialog = await screen.findByRole('dialog', { name: SECOND_FACTOR_TITLE });
  expect(dialog).toHaveTextContent(SECOND_FACTOR_INTROS.fresh);
  expect(await within(dialog).findByText(SENT_MESSAGE)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '1234');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(useAppStore.getState().alert?.message).toBe('buyer is a creator now.'));
  expect(grants).toEqual([{ role: 'creator', grant: true }, { role: 'creator', grant: true }]);
  expect(codes.sent).toBe(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('leaves the refusal in place when the dialog is closed without a code', async () => {
  const user = userEvent.setup();
  const codes = serveCodes();
  server.use(http.get(`${V3}/admin/users`, () => refused('session')));
  renderWithProviders(<MembersScreen />);
  const dialog = await screen.findByRole('dialog', { name: SECOND_FACTOR_TITLE });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(SESSION_MESSAGE)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(codes.tried).toEqual([]);
  expect(useAppStore.getState().secondFactorPrompt).toBeNull();
});
