import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_ADMIN_ONLY_MESSAGE } from '@/components/console/console-frame';
import { PaymentsScreen, parseCents } from '@/components/console/payments-screen';
import type { PaymentRecord } from '@/lib/contracts/admin';
import { useAppStore } from '@/store';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const mockRouter = { pathname: '/admin/payments', query: {} as Record<string, string>, isReady: true };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const server = mockServer();

const purchase = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  kind: 'purchase',
  id: '12',
  reference: 'R-000012',
  member: { id: 40, username: 'buyer', email: 'buyer@example.com' },
  description: 'Mixtape: Night Drive',
  amount: 499,
  currency: 'usd',
  status: 'paid',
  refunded: 0,
  current_period_end: null,
  cancel_at_period_end: null,
  created_at: '2026-11-27T09:30:00.000Z',
  ...overrides,
});

const subscription = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  kind: 'subscription',
  id: 'sub_abc123',
  reference: 'sub_abc123',
  member: { id: 41, username: 'subscriber', email: null },
  description: 'Premium (Monthly)',
  amount: 999,
  currency: 'usd',
  status: 'active',
  refunded: 0,
  current_period_end: '2026-12-20T00:00:00.000Z',
  cancel_at_period_end: false,
  created_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

const page = (data: PaymentRecord[]) => HttpResponse.json({ data, meta: { page: 1, take: 20, total: data.length, pageCount: 1 } });
const admin = () => logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));

beforeEach(() => {
  resetAuthState();
  mockRouter.query = {};
  mockRouter.isReady = true;
});

/** Lists `records`, and keeps each refund's and cancellation's body. */
function serve(records: PaymentRecord[]) {
  const calls: { path: string; body: unknown }[] = [];
  const answer = async (path: string, request: Request) => {
    calls.push({ path, body: await request.json() });
    return HttpResponse.json({ changed: true, message: `${path} done`, item: records[0] });
  };
  server.use(
    http.get(`${V3}/admin/payments`, () => page(records)),
    http.post(`${V3}/admin/purchases/:id/refund`, ({ request, params }) => answer(`refund ${params.id}`, request)),
    http.post(`${V3}/admin/subscriptions/:id/cancel`, ({ request, params }) => answer(`cancel ${params.id}`, request)),
  );
  return calls;
}

it('lists purchases and subscriptions with their member, amounts and status, and searches by member or reference', async () => {
  const user = userEvent.setup();
  const queries: (string | null)[] = [];
  server.use(
    http.get(`${V3}/admin/payments`, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query');
      queries.push(query);
      return page(query === 'r-000012' ? [purchase({ status: 'partly refunded', refunded: 250 })] : [subscription(), purchase({ status: 'partly refunded', refunded: 250 })]);
    }),
  );
  admin();
  renderWithProviders(<PaymentsScreen />);
  const row = await screen.findByRole('article', { name: 'R-000012' });
  expect(screen.getByRole('status')).toHaveTextContent('2 payments');
  expect(within(row).getByRole('heading', { level: 2, name: 'R-000012' })).toBeInTheDocument();
  expect(within(row).getByText('Purchase')).toBeInTheDocument();
  expect(within(row).getByText('Mixtape: Night Drive')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'buyer' })).toHaveAttribute('href', '/admin/members/40');
  expect(within(row).getByText(/buyer@example.com/)).toBeInTheDocument();
  expect(within(row).getByText('$4.99')).toBeInTheDocument();
  expect(within(row).getByText('Refunded $2.50')).toBeInTheDocument();
  expect(within(row).getByText('Partly refunded')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Refund' })).toBeInTheDocument();

  const sub = screen.getByRole('article', { name: 'sub_abc123' });
  expect(within(sub).getByText('Subscription')).toBeInTheDocument();
  expect(within(sub).getByText('$9.99')).toBeInTheDocument();
  expect(within(sub).getByText(/Renews 12\/20\/2026/)).toBeInTheDocument();
  expect(within(sub).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  // Newest first, as the API sends them.
  expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['sub_abc123', 'R-000012']);

  await user.type(screen.getByRole('searchbox', { name: 'Search by member or reference' }), 'r-000012');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'sub_abc123' })).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('1 payment found for “r-000012”');
  // Typing is sent once it pauses, not a letter at a time.
  expect(queries).toEqual([null, 'r-000012']);
});

it('starts from the search in the address (a member’s page links here), once the router has it', async () => {
  const queries: (string | null)[] = [];
  server.use(
    http.get(`${V3}/admin/payments`, ({ request }) => {
      queries.push(new URL(request.url).searchParams.get('query'));
      return page([purchase()]);
    }),
  );
  mockRouter.isReady = false;
  mockRouter.query = {};
  admin();
  const { rerender } = renderWithProviders(<PaymentsScreen />);
  // Nothing is asked before the address is known: not the whole list, then the search.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(queries).toEqual([]);
  mockRouter.isReady = true;
  mockRouter.query = { query: 'buyer' };
  rerender(<PaymentsScreen />);
  expect(await screen.findByRole('article', { name: 'R-000012' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search by member or reference' })).toHaveValue('buyer');
  expect(screen.getByRole('status')).toHaveTextContent('1 payment found for “buyer”');
  expect(queries).toEqual(['buyer']);
});

it('refunds all that is left of a purchase by default, saying it takes the mixtape back', async () => {
  const user = userEvent.setup();
  const calls = serve([purchase()]);
  admin();
  renderWithProviders(<PaymentsScreen />);
  await user.click(within(await screen.findByRole('article', { name: 'R-000012' })).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund R-000012' });
  expect(within(dialog).getByRole('radio', { name: 'All that is left: $4.99' })).toBeChecked();
  expect(dialog).toHaveTextContent('A full refund also takes back the mixtape: it no longer unlocks for them.');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).toEqual([{ path: 'refund 12', body: {} }]);
  expect(useAppStore.getState().alert?.message).toBe('refund 12 done');
});

it('refunds part of a purchase in cents, and refuses more than is left', async () => {
  const user = userEvent.setup();
  const calls = serve([purchase({ refunded: 100, status: 'partly refunded' })]);
  admin();
  renderWithProviders(<PaymentsScreen />);
  await user.click(within(await screen.findByRole('article', { name: 'R-000012' })).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund R-000012' });
  expect(dialog).toHaveTextContent('$1.00 of it is refunded already');
  await user.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
  const amount = within(dialog).getByRole('textbox', { name: 'Amount to refund (USD)' });

  await user.type(amount, '4.00');
  expect(within(dialog).getByText('At most $3.99 is left to refund.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await user.clear(amount);
  await user.type(amount, '0');
  expect(within(dialog).getByText('Enter an amount above 0.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(calls).toEqual([]);

  // All that is left, typed in: it takes the mixtape back too.
  await user.clear(amount);
  await user.type(amount, '3.99');
  expect(dialog).toHaveTextContent('A full refund also takes back the mixtape');
  await user.clear(amount);
  await user.type(amount, '2.50');
  expect(dialog).toHaveTextContent('They keep the mixtape: only a refund of all that is left takes it back.');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(calls).toEqual([{ path: 'refund 12', body: { amount_cents: 250 } }]));
});

it('reads amounts typed in the currency’s units', () => {
  expect(parseCents('2.50')).toBe(250);
  expect(parseCents('2,5')).toBe(250);
  expect(parseCents(' 3 ')).toBe(300);
  expect(parseCents('0.07')).toBe(7);
  expect(parseCents('2.')).toBe(200);
  expect(parseCents('2.505')).toBeNull();
  expect(parseCents('-1')).toBeNull();
  expect(parseCents('$2')).toBeNull();
  expect(parseCents('')).toBeNull();
});

it('cancels a subscription at the end of its period or at once, after asking', async () => {
  const user = userEvent.setup();
  const calls = serve([subscription()]);
  admin();
  renderWithProviders(<PaymentsScreen />);
  const row = await screen.findByRole('article', { name: 'sub_abc123' });

  await user.click(within(row).getByRole('button', { name: 'Cancel at period end' }));
  let dialog = await screen.findByRole('dialog', { name: 'End sub_abc123 with its period?' });
  expect(dialog).toHaveTextContent('subscriber keeps premium until 12/20/2026');
  await user.click(within(dialog).getByRole('button', { name: 'End at period end' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(within(row).getByRole('button', { name: 'Cancel now' }));
  dialog = await screen.findByRole('dialog', { name: 'End sub_abc123 now?' });
  await user.click(within(dialog).getByRole('button', { name: 'End now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).toEqual([
    { path: 'cancel sub_abc123', body: { at_period_end: true } },
    { path: 'cancel sub_abc123', body: { at_period_end: false } },
  ]);
});

it('offers nothing that would change nothing: a refunded or unpaid purchase, an ended subscription', async () => {
  serve([
    purchase({ status: 'refunded', refunded: 499 }),
    purchase({ id: '13', reference: 'R-000013', status: 'unpaid' }),
    subscription({ status: 'canceled' }),
    subscription({ id: 'sub_def456', reference: 'sub_def456', cancel_at_period_end: true }),
  ]);
  admin();
  renderWithProviders(<PaymentsScreen />);
  for (const name of ['R-000012', 'R-000013', 'sub_abc123']) {
    expect(within(await screen.findByRole('article', { name })).queryByRole('button')).not.toBeInTheDocument();
  }
  const ending = screen.getByRole('article', { name: 'sub_def456' });
  expect(within(ending).getByText(/Ends 12\/20\/2026/)).toBeInTheDocument();
  expect(within(ending).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel now']);
});

it('says when nothing is found', async () => {
  server.use(http.get(`${V3}/admin/payments`, () => page([])));
  admin();
  renderWithProviders(<PaymentsScreen />);
  expect(await screen.findByText('No payments yet')).toBeInTheDocument();
});

it('is for admins: a moderator is told so, and no call is made', () => {
  logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));
  renderWithProviders(<PaymentsScreen />);
  expect(screen.getByText(CONSOLE_ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});
