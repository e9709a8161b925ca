import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AlertBar } from '@/components/layout/alert-bar';
import { EMPTY_PURCHASES, GUEST_PURCHASES, PurchasesScreen } from '@/components/payments/purchases-screen';
import type { Purchase } from '@/lib/contracts/payments';
import { useAppStore } from '@/store';
import { apiError, logIn, resetAuthState, V3 } from '../../helpers/auth';
import { makeMixtape } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { recordAnalytics } from '../../helpers/player';
import { followLinksInPlace, renderWithProviders } from '../../helpers/render';

const server = mockServer();

const purchase = (id: number, mixtapeId: number, created: string, amount = 499, refunded = 0): Purchase => ({
  id,
  mixtape: makeMixtape(mixtapeId, { title: `Exclusive ${mixtapeId}`, price: { amount, currency: 'usd' } }),
  amount,
  refunded,
  currency: 'usd',
  created_at: created,
  receipt_url: `/api/v3/users/purchases/${id}/receipt`,
});
const page = (data: Purchase[]) => HttpResponse.json({ data, meta: { page: 1, take: 20, total: data.length, pageCount: 1 } });

let saved: { href: string; download: string }[];
beforeEach(() => {
  resetAuthState();
  saved = [];
  followLinksInPlace((link) => saved.push({ href: link.href, download: link.download }));
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/receipt-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const renderPage = () =>
  renderWithProviders(
    <>
      <PurchasesScreen />
      <AlertBar />
    </>,
  );

it('lists what the member bought, newest first, each with its cover, date and amount', async () => {
  logIn();
  server.use(http.get(`${V3}/users/purchases`, () => page([purchase(2, 12, '2026-11-21T10:00:00.000Z', 699), purchase(1, 11, '2026-11-02T09:00:00.000Z')])));
  renderPage();
  const rows = await screen.findAllByTestId('purchase');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Exclusive 12', 'Exclusive 11']);
  expect(rows[0]).toHaveTextContent('Bought 11/21/2026 · $6.99');
  expect(rows[1]).toHaveTextContent('Bought 11/02/2026 · $4.99');
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/mixtape/mixtape-12');
  expect(rows[0].querySelector('img')).toHaveAttribute('src', '/api/v3/media/covers/mixtape-12.svg');
  expect(screen.getByRole('tab', { name: 'Purchases' })).toHaveAttribute('aria-current', 'page');
});

it('says what was refunded, and offers no download of a purchase given back in full', async () => {
  logIn();
  server.use(http.get(`${V3}/users/purchases`, () => page([purchase(2, 12, '2026-11-21T10:00:00.000Z', 699, 200), purchase(1, 11, '2026-11-02T09:00:00.000Z', 499, 499)])));
  renderPage();
  const rows = await screen.findAllByTestId('purchase');
  expect(rows[0]).toHaveTextContent('Bought 11/21/2026 · $6.99 · $2.00 refunded');
  expect(within(rows[0]).getByRole('button', { name: 'Download Exclusive 12' })).toBeEnabled();
  expect(rows[1]).toHaveTextContent('Bought 11/02/2026 · $4.99 · Refunded');
  expect(within(rows[1]).getByRole('button', { name: 'Download Exclusive 11' })).toBeDisabled();
  // Its receipt, with the refund on it, stays.
  expect(within(rows[1]).getByRole('button', { name: 'Receipt for Exclusive 11' })).toBeEnabled();
});

it('fetches a receipt with the member\'s token and saves it as the PDF the API names', async () => {
  const user = userEvent.setup();
  logIn();
  let authorization: string | null = null;
  server.use(
    http.get(`${V3}/users/purchases`, () => page([purchase(1, 11, '2026-11-02T09:00:00.000Z')])),
    http.get(`${V3}/users/purchases/1/receipt`, ({ request }) => {
      authorization = request.headers.get('authorization');
      return new HttpResponse('%PDF-1.3 receipt', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="receipt-R-000001.pdf"' } });
    }),
  );
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Receipt for Exclusive 11' }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/receipt-1', download: 'receipt-R-000001.pdf' }]));
  expect(authorization).toBe('Bearer access-1');
  const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
  expect(blob.type).toBe('application/pdf');
});

it('says why a receipt could not be fetched', async () => {
  const user = userEvent.setup();
  logIn();
  server.use(
    http.get(`${V3}/users/purchases`, () => page([purchase(1, 11, '2026-11-02T09:00:00.000Z')])),
    http.get(`${V3}/users/purchases/1/receipt`, () => apiError(404, 'Purchase not found.', 'Not Found')),
  );
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Receipt for Exclusive 11' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Purchase not found.');
  expect(saved).toEqual([]);
});

it("downloads a bought mixtape's zip from the list", async () => {
  const user = userEvent.setup();
  recordAnalytics();
  logIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let recorded = 0;
  server.use(
    http.get(`${V3}/users/purchases`, () => page([purchase(1, 11, '2026-11-02T09:00:00.000Z')])),
    http.post(`${V3}/mixtapes/11/download`, () => HttpResponse.json({ download_url: '/api/v3/downloads/mixtapes/11?expires=1&signature=abc' })),
    http.post(`${V3}/users/history`, () => {
      recorded++;
      return new HttpResponse(null, { status: 500 });
    }),
  );
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Download Exclusive 11' }));
  await waitFor(() => expect(saved.map((s) => s.href)).toEqual(['http://localhost/api/v3/downloads/mixtapes/11?expires=1&signature=abc']));
  await waitFor(() => expect(recorded).toBe(1));
});

it('says what would fill an empty list, and invites a guest to log in', async () => {
  logIn();
  server.use(http.get(`${V3}/users/purchases`, () => page([])));
  const { unmount } = renderPage();
  expect(await screen.findByText(EMPTY_PURCHASES.title)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse mixtapes' })).toHaveAttribute('href', '/');
  unmount();
  act(() => useAppStore.getState().clearSession());
  renderPage();
  expect(screen.getByText(GUEST_PURCHASES.title)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
});
