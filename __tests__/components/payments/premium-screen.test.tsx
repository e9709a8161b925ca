import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AccountMenu } from '@/components/account/account-menu';
import { MemberPromptDialog } from '@/components/account/member-prompt-dialog';
import { AlertBar } from '@/components/layout/alert-bar';
import { PremiumScreen } from '@/components/payments/premium-screen';
import type { Premium, SandboxIntent } from '@/lib/contracts/payments';
import { apiError, logIn, makeMe, resetAuthState, V3 } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { makeInvoice, noPremium, subscribed, VISA } from '../../helpers/premium';
import { followLinksInPlace, renderWithProviders } from '../../helpers/render';

const server = mockServer();
const CONFIRM = 'http://localhost/api/payments/sandbox/confirm';
const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
type User = ReturnType<typeof userEvent.setup>;

beforeEach(resetAuthState);
afterEach(() => jest.restoreAllMocks());

interface Call {
  method: string;
  path: string;
  auth: string | null;
  key: string | null;
  body: unknown;
}

/**
 * The premium API over one member's state: GET /premium answers `state.premium`, each POST is recorded and answered
 * by `answers[path]` (a function of the body) or with the state. Invoices: one page of one.
 */
function premiumApi(initial: Premium, answers: Record<string, (body: unknown) => Response | Premium> = {}) {
  const state = { premium: initial };
  const calls: Call[] = [];
  let setups = 0;
  const record = async (request: Request, path: string) => {
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path, auth: request.headers.get('Authorization'), key: request.headers.get('Idempotency-Key'), body: text ? JSON.parse(text) : undefined });
    return calls[calls.length - 1].body;
  };
  server.use(
    http.get(`${V3}/premium`, async ({ request }) => {
      await record(request, '/premium');
      return HttpResponse.json(state.premium);
    }),
    http.get(`${V3}/premium/invoices`, () => HttpResponse.json({ data: [], meta: { page: 1, take: 10, total: 0, pageCount: 0 } })),
    http.post(`${V3}/premium/*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/api/v3', '');
      const body = await record(request, path);
      const answer = answers[path]?.(body);
      if (answer instanceof Response) return answer;
      if (answer) state.premium = answer;
      const newSetup = path === '/premium/payment' || path === '/premium/payment/update';
      return HttpResponse.json(newSetup ? setupIntent(++setups) : state.premium);
    }),
    http.post(`${V3}/premium`, async ({ request }) => {
      const body = await record(request, '/premium');
      state.premium = { ...state.premium, selected_plan: (body as { plan: Premium['selected_plan'] }).plan };
      return HttpResponse.json(state.premium);
    }),
  );
  return { state, calls, posts: () => calls.filter((c) => c.method === 'POST').map((c) => c.path) };
}

const setupIntent = (n: number) => ({ setup_intent: `seti_${n}`, client_secret: `seti_${n}_secret_x` });

/** The sandbox confirming whatever SetupIntent the form sends, as succeeded. */
function sandboxSucceeds() {
  server.use(
    http.post(CONFIRM, async ({ request }) => {
      const { client_secret } = (await request.json()) as { client_secret: string };
      const id = client_secret.split('_secret_')[0];
      return HttpResponse.json({ id, object: 'setup_intent', status: 'succeeded', client_secret, next_action: null, last_error: null } satisfies SandboxIntent);
    }),
  );
}

async function enterCard(user: User, number = '4242424242424242') {
  const dialog = await screen.findByRole('dialog');
  await user.type(await within(dialog).findByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), `12${NEXT_YEAR}`);
  await user.type(within(dialog).getByLabelText('CVC'), '123');
}

function renderPremium() {
  return renderWithProviders(
    <>
      <AccountMenu />
      <PremiumScreen />
      <MemberPromptDialog />
      <AlertBar />
    </>,
  );
}

describe('plans', () => {
  it('shows a guest what premium gives and the plans, with the yearly saving; Subscribe asks to log in, then goes on with that plan', async () => {
    const user = userEvent.setup();
    const api = premiumApi(noPremium());
    renderPremium();
    const monthly = await screen.findByRole('region', { name: 'Monthly' });
    expect(monthly).toHaveTextContent('$4.99/month');
    const yearly = screen.getByRole('region', { name: 'Yearly' });
    expect(yearly).toHaveTextContent('$49.99/year');
    expect(yearly).toHaveTextContent('$4.17 a month, paid once a year: you save $9.89 a year.');
    expect(yearly).toHaveTextContent('Best value');
    const benefits = screen.getByRole('region', { name: 'What you get' });
    expect(within(benefits).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'No audio ads between tracks',
      "Every paid mixtape included: download any of them without buying it",
      'A Premium badge on your account',
    ]);
    expect(api.calls[0]).toMatchObject({ path: '/premium', auth: null });

    await user.click(within(yearly).getByRole('button', { name: 'Subscribe yearly' }));
    expect(await screen.findByRole('dialog', { name: 'Go Premium' })).toHaveTextContent('Premium goes with a free account');
    expect(api.posts()).toEqual([]);

    // Logged in through the prompt: the yearly plan's card dialog opens by itself.
    act(() => logIn(makeMe({ id: 7 })));
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Premium Yearly' })).toBeInTheDocument();
    await waitFor(() => expect(api.posts()).toEqual(['/premium', '/premium/payment']));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ body: { plan: 'yearly' }, auth: 'Bearer access-1' });
  });

  it('a guest who closes the prompt without logging in is not sent on later', async () => {
    const user = userEvent.setup();
    const api = premiumApi(noPremium());
    renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Subscribe monthly' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go Premium' })).not.toBeInTheDocument());
    act(() => logIn(makeMe({ id: 7 })));
    await waitFor(() => expect(api.calls.filter((c) => c.auth)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /^Subscribe/ })).not.toBeInTheDocument();
  });

  it('a member subscribes: plan, card (SetupIntent), card saved, subscription; premium shows at once, on the page and in the header badge', async () => {
    const user = userEvent.setup();
    logIn(makeMe({ id: 7 }));
    sandboxSucceeds();
    const api = premiumApi(noPremium(), {
      '/premium/payment/confirm': () => ({ ...noPremium(), selected_plan: 'monthly', payment_method: VISA }),
      '/premium/subscribe': () => subscribed(),
    });
    renderPremium();
    expect(screen.getByRole('button', { name: 'Account menu, NR' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Subscribe monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Premium Monthly' });
    expect(dialog).toHaveTextContent('$4.99/month: the first month is charged now, then again each month until you cancel.');
    await enterCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe — $4.99/month' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome to Premium: no more ads.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posts()).toEqual(['/premium', '/premium/payment', '/premium/payment/confirm', '/premium/subscribe']);
    const [, , confirm, subscribe] = api.calls.filter((c) => c.method === 'POST');
    expect(confirm.body).toEqual({ setup_intent: 'seti_1' });
    expect(subscribe.body).toEqual({ setup_intent_id: 'seti_1' });
    expect(screen.getByRole('region', { name: 'Your premium' })).toHaveTextContent('Active');
    // The answer is the member's premium query, which the badge reads too.
    expect(await screen.findByRole('button', { name: 'Account menu, NR Premium' })).toBeInTheDocument();
  });

  it("a refused first payment says why and takes another card; premium is not active until one goes through", async () => {
    const user = userEvent.setup();
    logIn(makeMe({ id: 7 }));
    sandboxSucceeds();
    let attempts = 0;
    const api = premiumApi(noPremium(), {
      '/premium/subscribe': () => (++attempts === 1 ? apiError(402, 'Your card was declined.', 'Payment Required') : subscribed()),
    });
    renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Subscribe monthly' }));
    await enterCard(user, '4000000000000341');
    await user.click(screen.getByRole('button', { name: 'Subscribe — $4.99/month' }));

    const dialog = screen.getByRole('dialog', { name: 'Subscribe to Premium Monthly' });
    expect(await within(dialog).findByText('Your card was declined. Try another card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu, NR', hidden: true })).not.toHaveTextContent('Premium');
    expect(screen.queryByRole('region', { name: 'Your premium' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Use another card' }));
    await enterCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe — $4.99/month' }));
    expect(await screen.findByRole('region', { name: 'Your premium' })).toHaveTextContent('Active');
    // A new SetupIntent for the second card, which the subscription then starts on.
    expect(api.posts()).toEqual(['/premium', '/premium/payment', '/premium/payment/confirm', '/premium/subscribe', '/premium', '/premium/payment', '/premium/payment/confirm', '/premium/subscribe']);
    expect(api.calls.filter((c) => c.path === '/premium/subscribe').map((c) => c.body)).toEqual([{ setup_intent_id: 'seti_1' }, { setup_intent_id: 'seti_2' }]);
  });

  it('says premium ended for a member whose subscription is over, offers the plans again, and keeps the invoices', async () => {
    logIn(makeMe({ id: 7 }));
    premiumApi(subscribed({ status: 'canceled' }));
    server.use(http.get(`${V3}/premium/invoices`, () => HttpResponse.json({ data: [makeInvoice(1)], meta: { page: 1, take: 10, total: 1, pageCount: 1 } })));
    renderPremium();
    expect(await screen.findByText('Your premium ended on March 14, 2027. Subscribe again to get it back.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe monthly' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Invoices' })).toHaveTextContent('LMT-000001');
  });

  it('shows a member who never subscribed no empty invoices', async () => {
    logIn(makeMe({ id: 7 }));
    premiumApi(noPremium());
    renderPremium();
    expect(await screen.findByRole('region', { name: 'Monthly' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('shows what went wrong when the page cannot load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(http.get(`${V3}/premium`, () => (fail ? apiError(500, 'Down', 'Internal Server Error') : HttpResponse.json(noPremium()))));
    renderPremium();
    expect(await screen.findByText('We could not load this page. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Monthly' })).toBeInTheDocument();
  });
});

describe('subscription', () => {
  beforeEach(() => logIn(makeMe({ id: 7 })));

  it('shows the status, plan, renewal and card on file', async () => {
    premiumApi(subscribed());
    renderPremium();
    const status = await screen.findByRole('region', { name: 'Your premium' });
    expect(status).toHaveTextContent('Active');
    expect(status).toHaveTextContent('Renews on March 14, 2027 at $4.99/month.');
    expect(status).toHaveTextContent('PlanMonthly, $4.99/month');
    expect(status).toHaveTextContent('Next renewalMarch 14, 2027');
    expect(status).toHaveTextContent('Visa •••• 4242, expires 04/31');
  });

  it('says a failed renewal is being retried and premium continues', async () => {
    premiumApi(subscribed({ status: 'past_due' }));
    renderPremium();
    const status = await screen.findByRole('region', { name: 'Your premium' });
    expect(status).toHaveTextContent('Past due');
    expect(status).toHaveTextContent('The last renewal payment failed. Premium continues while the payment is tried again: update your card to keep it.');
  });

  it('cancels after a confirmation (premium stays until the end), then resumes', async () => {
    const user = userEvent.setup();
    const api = premiumApi(subscribed(), {
      '/premium/cancel': () => subscribed({ cancel_at_period_end: true }),
      '/premium/resume': () => subscribed(),
    });
    renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Cancel premium' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel premium?' });
    expect(confirm).toHaveTextContent('Premium stays until March 14, 2027, and nothing more is charged.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel premium' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel premium?' })).getByRole('button', { name: 'Cancel premium' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Premium is canceled: it stays until March 14, 2027.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const status = screen.getByRole('region', { name: 'Your premium' });
    expect(status).toHaveTextContent('Canceled — Premium stays until March 14, 2027.');
    expect(status).toHaveTextContent('Ends onMarch 14, 2027');
    // Premium lasts until then: the badge stays.
    expect(screen.getByRole('button', { name: 'Account menu, NR Premium' })).toBeInTheDocument();

    await user.click(within(status).getByRole('button', { name: 'Resume premium' }));
    await waitFor(() => expect(status).toHaveTextContent('Active'));
    expect(api.posts()).toEqual(['/premium/cancel', '/premium/resume']);
  });

  it('replaces the card on file through a new SetupIntent, without subscribing again', async () => {
    const user = userEvent.setup();
    sandboxSucceeds();
    const mastercard = { brand: 'mastercard', last4: '4444', exp_month: 9, exp_year: 2030 };
    const api = premiumApi(subscribed(), { '/premium/payment/confirm': () => ({ ...subscribed(), payment_method: mastercard }) });
    renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your card' });
    expect(dialog).toHaveTextContent('Renewals will be charged to the new card instead of your Visa •••• 4242.');
    await enterCard(user, '5555555555554444');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was saved: renewals are charged to it.');
    expect(screen.getByRole('region', { name: 'Your premium' })).toHaveTextContent('Mastercard •••• 4444, expires 09/30');
    expect(api.posts()).toEqual(['/premium/payment/update', '/premium/payment/confirm']);
  });

  it('prepays months after confirming the amount, with one Idempotency-Key per decision', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = premiumApi(subscribed(), {
      '/premium/payment/upload': () => {
        attempt += 1;
        if (attempt === 1) return apiError(402, 'Your card was declined.', 'Payment Required');
        if (attempt === 2) return HttpResponse.error();
        return HttpResponse.json({ ...subscribed({ current_period_end: '2027-06-14T12:00:00.000Z' }), invoice: makeInvoice(4, { amount: 1497 }) });
      },
    });
    renderPremium();
    const section = await screen.findByRole('region', { name: 'Pay ahead' });
    expect(section).toHaveTextContent('the amount is charged now to your card on file, and your next renewal moves back by as many months. Each month costs $4.99.');
    await user.selectOptions(within(section).getByLabelText('Months'), '3 months');
    await user.click(within(section).getByRole('button', { name: 'Prepay $14.97' }));
    const dialog = screen.getByRole('dialog', { name: 'Prepay 3 months?' });
    expect(dialog).toHaveTextContent('$14.97 (3 × $4.99) is charged now to your Visa •••• 4242. Your next renewal moves from March 14, 2027 to June 14, 2027.');

    // Refused: said in the dialog; the next try is a new payment (a new key).
    await user.click(within(dialog).getByRole('button', { name: 'Pay $14.97' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    // No answer: the retry is the same payment (the same key), so it can never be paid twice.
    await user.click(within(dialog).getByRole('button', { name: 'Pay $14.97' }));
    expect(await within(dialog).findByText('Network error, please try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $14.97' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Paid 3 months ($14.97): premium now renews on June 14, 2027.');
    const uploads = api.calls.filter((c) => c.path === '/premium/payment/upload');
    expect(uploads.map((c) => c.body)).toEqual([{ quantity: 3 }, { quantity: 3 }, { quantity: 3 }]);
    const [first, second, third] = uploads.map((c) => c.key);
    expect(first).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect(screen.getByRole('region', { name: 'Your premium' })).toHaveTextContent('Next renewalJune 14, 2027');
  });
});

describe('invoices', () => {
  beforeEach(() => logIn(makeMe({ id: 7 })));

  it('lists them a page at a time, and fetches a PDF with the token to save it', async () => {
    const user = userEvent.setup();
    premiumApi(subscribed());
    const pages: string[] = [];
    const pdfAuth: (string | null)[] = [];
    server.use(
      http.get(`${V3}/premium/invoices`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page')!;
        pages.push(page);
        const data = page === '1' ? [makeInvoice(12), makeInvoice(11, { status: 'open', amount: 4999 })] : [makeInvoice(1)];
        return HttpResponse.json({ data, meta: { page: Number(page), take: 10, total: 12, pageCount: 2 } });
      }),
      http.get(`${V3}/premium/invoices/:id/pdf`, ({ request }) => {
        pdfAuth.push(request.headers.get('Authorization'));
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const saved: { href: string; download: string }[] = [];
    followLinksInPlace((link) => saved.push({ href: link.href, download: link.download }));
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:http://localhost/invoice'), revokeObjectURL: () => undefined });

    renderPremium();
    const section = await screen.findByRole('region', { name: 'Invoices' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('LMT-000012');
    expect(rows[0]).toHaveTextContent('$4.99');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('Period Feb 14, 2027 – Mar 14, 2027');
    expect(rows[1]).toHaveTextContent('$49.99');
    expect(rows[1]).toHaveTextContent('Open');

    await user.click(within(rows[0]).getByRole('button', { name: 'PDF of invoice LMT-000012' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/invoice', download: 'invoice-LMT-000012.pdf' }]));
    expect(pdfAuth).toEqual(['Bearer access-1']);
    expect(await blobs[0].text()).toBe('%PDF-1.7');

    await user.click(within(section).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(section).findByText('LMT-000001')).toBeInTheDocument();
    // (The test's client may read page 1 again when the window takes focus.)
    expect(pages.at(-1)).toBe('2');
  });

  it('says when there are none', async () => {
    premiumApi(subscribed());
    renderPremium();
    expect(await screen.findByText('No invoices yet: each payment for premium adds one here.')).toBeInTheDocument();
  });

  it("shows why a PDF could not be had", async () => {
    const user = userEvent.setup();
    premiumApi(subscribed());
    server.use(
      http.get(`${V3}/premium/invoices`, () => HttpResponse.json({ data: [makeInvoice(3)], meta: { page: 1, take: 10, total: 1, pageCount: 1 } })),
      http.get(`${V3}/premium/invoices/3/pdf`, () => apiError(404, 'Invoice not found.', 'Not Found')),
    );
    renderPremium();
    await user.click(await screen.findByRole('button', { name: 'PDF of invoice LMT-000003' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found.');
  });
});
