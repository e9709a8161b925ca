import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DECLINE_MESSAGES } from '@/components/payments/card-failure';
import { boughtTitle, PurchaseDialog, PURCHASE_TITLE } from '@/components/payments/purchase-dialog';
import type { Premium, Purchase, PurchaseIntent } from '@/lib/contracts/payments';
import { useAppStore } from '@/store';
import { apiError, logIn, resetAuthState, V3 } from '../../helpers/auth';
import { makeMixtape } from '../../helpers/fixtures';
import { subscribed } from '../../helpers/premium';
import { memberIds } from '../../helpers/member-ids';
import { mockServer } from '../../helpers/msw';
import { recordAnalytics } from '../../helpers/player';
import { followLinksInPlace, renderWithProviders } from '../../helpers/render';

const server = mockServer();
const mixtape = makeMixtape(7, { price: { amount: 499, currency: 'usd' } });
const SANDBOX = 'http://localhost/api/payments/sandbox/confirm';
const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

const intent = (overrides: Partial<PurchaseIntent> = {}): PurchaseIntent => ({
  payment_intent_id: 'pi_7',
  client_secret: 'pi_7_secret_x',
  amount: 499,
  currency: 'usd',
  status: 'requires_payment_method',
  ...overrides,
});
const purchase: Purchase = { id: 3, mixtape, amount: 499, refunded: 0, currency: 'usd', created_at: '2026-11-21T10:00:00.000Z', receipt_url: '/api/v3/users/purchases/3/receipt' };
const sandboxIntent = (status: string) => ({ id: 'pi_7', object: 'payment_intent', status, client_secret: 'pi_7_secret_x', next_action: null, last_error: null });

/** Counts each call the dialog makes, answering each route with the given replies in turn. */
function serve(routes: { start?: (() => Response)[]; card?: (() => Response)[]; confirm?: (() => Response)[] }) {
  const calls = { start: 0, card: 0, confirm: [] as unknown[] };
  const next = (replies: (() => Response)[] | undefined, n: number) => (replies ?? [() => new HttpResponse(null, { status: 500 })])[Math.min(n, (replies?.length ?? 1) - 1)]();
  server.use(
    http.post(`${V3}/mixtapes/7/purchase`, () => next(routes.start, calls.start++)),
    http.post(SANDBOX, () => next(routes.card, calls.card++)),
    http.post(`${V3}/mixtapes/7/purchase/confirm`, async ({ request }) => {
      calls.confirm.push(await request.json());
      return next(routes.confirm, calls.confirm.length - 1);
    }),
  );
  return calls;
}

beforeEach(() => {
  resetAuthState();
  logIn();
});
afterEach(() => jest.restoreAllMocks());

function openDialog() {
  const rendered = renderWithProviders(<PurchaseDialog />);
  act(() => useAppStore.getState().setBuying(mixtape));
  return rendered;
}

async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
  const dialog = screen.getByRole('dialog', { name: PURCHASE_TITLE });
  await user.clear(within(dialog).getByLabelText('Card number'));
  await user.type(within(dialog).getByLabelText('Card number'), number);
  if (!(within(dialog).getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value) await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), `12${NEXT_YEAR}`);
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
}

it('prepares the payment, shows what is bought for how much, takes the card, and ends bought, with the download at hand', async () => {
  const user = userEvent.setup();
  recordAnalytics();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const followed: string[] = [];
  followLinksInPlace((link) => followed.push(link.href));
  const calls = serve({ start: [() => HttpResponse.json(intent())], card: [() => HttpResponse.json(sandboxIntent('succeeded'))], confirm: [() => HttpResponse.json(purchase)] });
  server.use(
    http.post(`${V3}/mixtapes/7/download`, () => HttpResponse.json({ download_url: '/api/v3/downloads/mixtapes/7?expires=1&signature=abc' })),
    http.post(`${V3}/users/history`, () => new HttpResponse(null, { status: 204 })),
  );
  const { queryClient } = openDialog();
  const dialog = screen.getByRole('dialog', { name: PURCHASE_TITLE });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing your payment…');
  expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
  expect(within(dialog).getByText('Mixtape 7')).toBeInTheDocument();
  expect(within(dialog).getByText('Nova Reign')).toBeInTheDocument();
  expect(within(dialog).getByTestId('purchase-amount')).toHaveTextContent('$4.99');

  await payWith(user, '4242 4242 4242 4242');
  expect(await within(dialog).findByRole('heading', { name: boughtTitle('Mixtape 7') })).toBeInTheDocument();
  expect(calls.confirm).toEqual([{ payment_intent_id: 'pi_7' }]);
  expect(memberIds(queryClient, 'purchased')).toEqual([7]);
  expect(within(dialog).getByRole('link', { name: 'Purchases' })).toHaveAttribute('href', '/purchases');

  await user.click(within(dialog).getByRole('button', { name: 'Download Mixtape' }));
  await waitFor(() => expect(followed).toEqual(['http://localhost/api/v3/downloads/mixtapes/7?expires=1&signature=abc']));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(useAppStore.getState().buying).toBeNull();
});

it('says why a card was declined and takes another in the same dialog', async () => {
  const user = userEvent.setup();
  const calls = serve({
    start: [() => HttpResponse.json(intent())],
    card: [() => HttpResponse.json({ statusCode: 402, message: 'Your card was declined.', error: 'Payment Required', code: 'card_declined', decline_code: 'generic_decline' }, { status: 402 }), () => HttpResponse.json(sandboxIntent('succeeded'))],
    confirm: [() => HttpResponse.json(purchase)],
  });
  openDialog();
  await screen.findByLabelText('Card number');
  await payWith(user, '4000 0000 0000 0002');
  expect(await screen.findByRole('alert')).toHaveTextContent(DECLINE_MESSAGES.declined);
  expect(calls.confirm).toEqual([]);
  await payWith(user, '4242 4242 4242 4242');
  expect(await screen.findByRole('heading', { name: boughtTitle('Mixtape 7') })).toBeInTheDocument();
});

it('goes straight to bought for a mixtape already bought (409)', async () => {
  serve({ start: [() => apiError(409, 'You already bought this mixtape.', 'Conflict')] });
  const { queryClient } = openDialog();
  expect(await screen.findByRole('heading', { name: boughtTitle('Mixtape 7') })).toBeInTheDocument();
  expect(memberIds(queryClient, 'purchased')).toEqual([7]);
});

it('says Included with Premium when the server answers that premium includes the mixtape, and reads the premium again', async () => {
  serve({ start: [() => apiError(409, 'Premium includes this mixtape: download it with your subscription.', 'Conflict')] });
  server.use(http.get(`${V3}/premium`, () => HttpResponse.json(subscribed())));
  const { queryClient } = openDialog();
  const dialog = screen.getByRole('dialog', { name: PURCHASE_TITLE });
  expect(await within(dialog).findByRole('heading', { name: 'Included with Premium' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Premium includes this mixtape: download it with your subscription.');
  expect(within(dialog).getByRole('button', { name: 'Download Mixtape' })).toBeEnabled();
  // Read again into the member's premium query, which the badge and the ads read.
  await waitFor(() => expect(queryClient.getQueryData<Premium>(['premium', 7])?.subscription?.status).toBe('active'));
  expect(memberIds(queryClient, 'purchased')).toBeUndefined();
});

it('confirms at once an intent that was paid before the dialog closed, without asking for a card', async () => {
  const calls = serve({ start: [() => HttpResponse.json(intent({ status: 'succeeded' }))], confirm: [() => HttpResponse.json(purchase)] });
  openDialog();
  expect(await screen.findByRole('heading', { name: boughtTitle('Mixtape 7') })).toBeInTheDocument();
  expect(calls.card).toBe(0);
  expect(calls.confirm).toEqual([{ payment_intent_id: 'pi_7' }]);
});

it('says what went wrong when the payment cannot be prepared or confirmed, and Try again starts over safely', async () => {
  const user = userEvent.setup();
  const calls = serve({
    start: [() => apiError(500, 'Something broke on our side.', 'Internal Server Error'), () => HttpResponse.json(intent()), () => HttpResponse.json(intent({ status: 'succeeded' }))],
    card: [() => HttpResponse.json(sandboxIntent('succeeded'))],
    confirm: [() => apiError(402, 'The payment has not gone through yet. Finish it with your card, then confirm again.', 'Payment Required'), () => HttpResponse.json(purchase)],
  });
  openDialog();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByLabelText('Card number');
  await payWith(user, '4242 4242 4242 4242');
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment has not gone through yet.');
  // Starting again answers the same intent, now paid: it is confirmed, not charged again.
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: boughtTitle('Mixtape 7') })).toBeInTheDocument();
  expect([calls.start, calls.card, calls.confirm.length]).toEqual([3, 1, 2]);
});
