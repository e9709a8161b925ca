import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AlertBar } from '@/components/layout/alert-bar';
import { MixtapeCard } from '@/components/common/mixtape-card';
import { MixtapeHeader } from '@/components/catalog/mixtape-header';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { useAppStore } from '@/store';
import { apiError, logIn, makeMe, resetAuthState, V3 } from '../../helpers/auth';
import { makeMixtape, makeMixtapeDetail } from '../../helpers/fixtures';
import { saveMemberIds } from '../../helpers/member-ids';
import { mockServer } from '../../helpers/msw';
import { recordAnalytics } from '../../helpers/player';
import { followLinksInPlace, renderWithProviders } from '../../helpers/render';

// A paid mixtape on the site (see docs/product.md, Buying): Buy with its price until bought, then Purchased, and
// for a premium member Included with Premium and no Buy; its zip for buyers and premium members.

const server = mockServer();
/** The API's answer to a paid zip asked for by anyone but a buyer or a premium member (server/library/downloads.ts). */
const PAID_DOWNLOAD_MESSAGE = 'Buy this mixtape or go premium to download it.';
const paid: MixtapeDetail = { ...makeMixtapeDetail(7, 3), price: { amount: 499, currency: 'usd' } };
const free = makeMixtapeDetail(8, 3);
let followed: string[];

beforeEach(() => {
  resetAuthState();
  followed = [];
  followLinksInPlace((link) => followed.push(link.href));
  // What the header asks for by itself: the queue and the zip's size (and the vote, for a member).
  server.use(
    http.get(`${V3}/mixtapes/:id/queue`, () => HttpResponse.json([])),
    http.get(`${V3}/mixtapes/:id/download`, () => HttpResponse.json({ size: 48_213_000 })),
    http.get(`${V3}/mixtapes/:id/vote`, () => HttpResponse.json({ vote: null, likes: 0, dislikes: 0 })),
  );
});
afterEach(() => jest.restoreAllMocks());

const renderHeader = (mixtape: MixtapeDetail) =>
  renderWithProviders(
    <>
      <MixtapeHeader mixtape={mixtape} />
      <AlertBar />
    </>,
  );

it('shows Buy with the price on a paid mixtape, and none on a free one', () => {
  const { unmount } = renderHeader(paid);
  expect(screen.getByRole('button', { name: 'Buy $4.99' })).toBeInTheDocument();
  expect(screen.queryByText('Purchased')).not.toBeInTheDocument();
  unmount();
  renderHeader(free);
  expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
});

it('asks a guest to log in or sign up to buy, and opens the purchase dialog for a member', async () => {
  const user = userEvent.setup();
  renderHeader(paid);
  await user.click(screen.getByRole('button', { name: 'Buy $4.99' }));
  expect(useAppStore.getState()).toMatchObject({ memberPrompt: 'buy', buying: null });
  act(() => useAppStore.getState().closeMemberPrompt());
  logIn();
  await user.click(screen.getByRole('button', { name: 'Buy $4.99' }));
  expect(useAppStore.getState().buying).toEqual(paid);
});

it('marks a bought mixtape Purchased instead of Buy, on its page and on its card', () => {
  logIn();
  saveMemberIds({ purchased: [7] });
  renderHeader(paid);
  expect(screen.getByText('Purchased')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();

  renderWithProviders(
    <>
      <MixtapeCard mixtape={makeMixtape(7, { price: { amount: 499, currency: 'usd' } })} />
      <MixtapeCard mixtape={makeMixtape(9, { price: { amount: 699, currency: 'usd' } })} />
    </>,
  );
  const [bought, notBought] = screen.getAllByTestId('mixtape-card');
  expect(bought).toHaveTextContent('Purchased');
  expect(notBought).not.toHaveTextContent('Purchased');
});

it('marks a paid card with its price for anyone without it, and a free card with none', () => {
  renderWithProviders(
    <>
      <MixtapeCard mixtape={makeMixtape(9, { price: { amount: 699, currency: 'usd' } })} />
      <MixtapeCard mixtape={makeMixtape(8)} />
    </>,
  );
  const [paidCard, freeCard] = screen.getAllByTestId('mixtape-card');
  expect(within(paidCard).getByText('$6.99')).toBeInTheDocument();
  expect(freeCard).not.toHaveTextContent('$');
});

it('offers a premium member no Buy: the page and the cards say Included with Premium, and a purchase stays Purchased', () => {
  logIn(makeMe({ isPremium: true }));
  saveMemberIds({ purchased: [9] });
  renderHeader(paid);
  expect(screen.getByText('Included with Premium')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();

  renderWithProviders(
    <>
      <MixtapeCard mixtape={makeMixtape(7, { price: { amount: 499, currency: 'usd' } })} />
      <MixtapeCard mixtape={makeMixtape(9, { price: { amount: 699, currency: 'usd' } })} />
    </>,
  );
  const [included, bought] = screen.getAllByTestId('mixtape-card');
  expect(included).toHaveTextContent('Included with Premium');
  expect(included).not.toHaveTextContent('$4.99');
  expect(bought).toHaveTextContent('Purchased');
});

it("passes on the API's refusal of a paid zip to a member who neither bought it nor has premium, with Buy in the alert", async () => {
  const user = userEvent.setup();
  logIn();
  server.use(http.post(`${V3}/mixtapes/7/download`, () => apiError(403, PAID_DOWNLOAD_MESSAGE, 'Forbidden')));
  renderHeader(paid);
  await user.click(await screen.findByRole('button', { name: 'Download Mixtape (48.2 MB)' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(PAID_DOWNLOAD_MESSAGE);
  expect(followed).toEqual([]);
  await user.click(within(alert.closest('.MuiSnackbar-root') as HTMLElement).getByRole('button', { name: 'Buy' }));
  await waitFor(() => expect(useAppStore.getState().buying).toEqual(paid));
});

it.each([
  ['a buyer', () => (logIn(), saveMemberIds({ purchased: [7] }))],
  ['a premium member', () => logIn(makeMe({ isPremium: true }))],
])('downloads the zip of a paid mixtape the API hands to %s', async (_, asWho) => {
  const user = userEvent.setup();
  recordAnalytics();
  asWho();
  server.use(
    http.post(`${V3}/mixtapes/7/download`, () => HttpResponse.json({ download_url: '/api/v3/downloads/mixtapes/7?expires=1&signature=abc' })),
    http.post(`${V3}/users/history`, () => HttpResponse.json({ id: 1, action: 'download', item_id: 7, item_type: 'mixtape', item: paid, created_at: '2026-11-21T10:00:00.000Z' })),
  );
  renderHeader(paid);
  await user.click(await screen.findByRole('button', { name: 'Download Mixtape (48.2 MB)' }));
  await waitFor(() => expect(followed).toEqual(['http://localhost/api/v3/downloads/mixtapes/7?expires=1&signature=abc']));
});
