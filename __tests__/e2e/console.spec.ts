import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Mixtape } from '@/lib/contracts/catalog';
import { axeAcrossLayouts } from '../helpers/axe';
import { codeSentBy, signUpByApi, type E2eAccount } from '../helpers/e2e-accounts';
import { CONSOLE_ADMIN } from '../helpers/e2e-outbox';

// The operator console from the operator's side: an admin with two-factor codes logs in, takes down a mixtape a
// copyright notice names (a guest then gets the 451 page), refunds a purchase, hides and restores a reported
// comment, finds each action in the audit log, and restores the mixtape after a counter-notice. What reaches the
// console from outside (the notice, the purchase, the comment and its report) is made over the API first.

const EXPIRY_YEAR = new Date().getFullYear() + 2;

async function tokenOf(request: APIRequestContext, account: E2eAccount): Promise<string> {
  const response = await request.post('/api/v3/auth/login', { data: { user: account.username, pass: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function member(request: APIRequestContext, prefix: string): Promise<{ account: E2eAccount; auth: { Authorization: string } }> {
  const stamp = Date.now().toString(36);
  const account = { email: `${prefix}-${stamp}@example.com`, username: `${prefix}${stamp}`, password: 'console-journey-42' };
  await signUpByApi(request, account, 'Con Sole');
  return { account, auth: { Authorization: `Bearer ${await tokenOf(request, account)}` } };
}

/** The console's admin, made once (a retry finds it), with two-factor codes on as the console asks. */
async function consoleAdmin(request: APIRequestContext) {
  const known = await request.post('/api/v3/auth/login', { data: { user: CONSOLE_ADMIN.username, pass: CONSOLE_ADMIN.password } });
  if (known.status() === 428) return;
  if (!known.ok()) await signUpByApi(request, CONSOLE_ADMIN, 'Console Admin');
  const headers = { Authorization: `Bearer ${await tokenOf(request, CONSOLE_ADMIN)}` };
  const on = await request.patch('/api/v3/users/me', { headers, data: { twoFactorEnabled: true, twoFactorChannel: 'email', current_password: CONSOLE_ADMIN.password } });
  expect(on.status()).toBe(200);
}

/** Buys `mixtape` as the sandbox's card form would, and answers the purchase's receipt reference. */
async function buy(request: APIRequestContext, auth: { Authorization: string }, mixtape: Mixtape): Promise<string> {
  const intent = (await (await request.post(`/api/v3/mixtapes/${mixtape.id}/purchase`, { headers: auth })).json()) as { client_secret: string; payment_intent_id: string };
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: EXPIRY_YEAR, cvc: '123' };
  expect((await request.post('/api/payments/sandbox/confirm', { data: { client_secret: intent.client_secret, card } })).status()).toBe(200);
  const confirmed = await request.post(`/api/v3/mixtapes/${mixtape.id}/purchase/confirm`, { headers: auth, data: { payment_intent_id: intent.payment_intent_id } });
  expect(confirmed.status()).toBe(200);
  const { id } = (await confirmed.json()) as { id: number };
  return `R-${String(id).padStart(6, '0')}`;
}

async function released(request: APIRequestContext): Promise<Mixtape[]> {
  const { data } = (await (await request.get('/api/v3/mixtapes?take=100&sort=date&order=asc&range=all')).json()) as { data: Mixtape[] };
  return data.filter((m) => m.trackCount > 0 && Date.parse(m.releaseDate) <= Date.now());
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function openSection(page: Page, name: string, heading = name) {
  await consoleNav(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an admin with two-factor codes takes down a noticed mixtape, refunds a purchase, reviews a reported comment and finds it all in the audit log', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(20_000);
  const stamp = Date.now().toString(36);
  const catalog = await released(request);
  // The oldest free mixtape is noticed (it is restored at the end); a paid one is bought.
  const noticed = catalog.find((m) => !m.price)!;
  const paid = catalog.find((m) => m.price)!;

  await consoleAdmin(request);
  const buyer = await member(request, 'buyer');
  const reporter = await member(request, 'reporter');
  const receipt = await buy(request, buyer.auth, paid);
  const commentText = `Worst mix of the year, avoid ${stamp}`;
  const comment = (await (await request.post(`/api/v3/mixtapes/${paid.id}/comments`, { headers: buyer.auth, data: { text: commentText } })).json()) as { id: number };
  expect((await request.post(`/api/v3/comments/${comment.id}/report`, { headers: reporter.auth, data: { reason: 'Spam' } })).status()).toBe(200);
  const notice = await request.post('/api/v3/contact/dmca', {
    data: {
      name: `Claimant ${stamp}`,
      email: `claimant-${stamp}@example.com`,
      copyrighted_work: 'The sound recordings of the album it copies.',
      infringing_urls: [`${baseURL}/mixtape/${noticed.slug}`],
      good_faith: true,
      accurate: true,
      signature: `Claimant ${stamp}`,
    },
  });
  expect(notice.status()).toBe(201);
  const { reference } = (await notice.json()) as { reference: string };

  const violations: string[] = [];

  await test.step('the admin logs in with a code from the outbox and opens the console from the menu', async () => {
    // A log-in that passed its code is what opens the console (turning codes on from a password-only session does
    // not), and it is the recent code the refund below asks for: the journey stays well within its 5 minutes.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Email or username').fill(CONSOLE_ADMIN.username);
    await dialog.getByLabel('Password', { exact: true }).fill(CONSOLE_ADMIN.password);
    const code = await codeSentBy(request, CONSOLE_ADMIN.email, () => dialog.getByRole('button', { name: 'Log In' }).click());
    const twoFactor = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await twoFactor.getByLabel('Code').fill(code);
    await twoFactor.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('banner').getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Console' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^New DMCA notices: [1-9]/ })).toBeVisible();
    violations.push(...(await axeAcrossLayouts(page, '/admin')));
  });

  await test.step('the notice is taken down from its page, and a guest gets the 451 page with its reference', async () => {
    await openSection(page, 'DMCA notices');
    await page.getByRole('link', { name: new RegExp(reference) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Notice ${reference}` })).toBeVisible();
    violations.push(...(await axeAcrossLayouts(page, '/admin/dmca/[id]')));
    await page.getByRole('button', { name: 'Take down mixtape' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Take down' }).click();
    // Exactly: the closing dialog's sentence names the reference too while it fades out.
    await expect(page.getByText(`Taken down under ${reference}`, { exact: true })).toBeVisible();

    const guest = await browser.newPage();
    const response = await guest.goto(`/mixtape/${noticed.slug}`);
    expect(response?.status()).toBe(451);
    await expect(guest.getByRole('heading', { level: 1, name: 'Unavailable for legal reasons' })).toBeVisible();
    await expect(guest.getByText(reference)).toBeVisible();
    await guest.close();
  });

  await test.step('the purchase is found by the buyer and refunded in full: it no longer unlocks the mixtape', async () => {
    await openSection(page, 'Payments');
    await page.getByLabel('Search by member or reference').fill(buyer.account.username);
    const row = page.getByRole('article').filter({ hasText: receipt });
    await row.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
    violations.push(...(await axeAcrossLayouts(page, '/admin/payments')));
    const download = await request.post(`/api/v3/mixtapes/${paid.id}/download`, { headers: buyer.auth });
    expect(download.status()).toBe(403);
  });

  await test.step('the reported comment is hidden, then restored', async () => {
    await openSection(page, 'Reports');
    const card = page.getByRole('article').filter({ hasText: commentText });
    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(alert(page, /hidden/i)).toBeVisible();
    violations.push(...(await axeAcrossLayouts(page, '/admin/reports')));
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await card.getByRole('button', { name: 'Restore' }).click();
    await expect(card.getByRole('button', { name: 'Hide' })).toBeVisible();
    const shown = (await (await request.get(`/api/v3/mixtapes/${paid.id}/comments`)).json()) as { data: { id: number }[] };
    expect(shown.data.map((c) => c.id)).toContain(comment.id);
  });

  await test.step('each action is in the audit log', async () => {
    await openSection(page, 'Audit log');
    for (const action of ['dmca.takedown', 'purchase.refund', 'comment.hide', 'comment.restore']) {
      await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
    }
    violations.push(...(await axeAcrossLayouts(page, '/admin/audit')));
  });

  await test.step('after a counter-notice the mixtape is restored, and plays for guests again', async () => {
    await page.goto('/admin/dmca');
    await page.getByRole('link', { name: new RegExp(reference) }).first().click();
    await page.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Counter-notice').fill('The uploader holds a licence for these recordings.');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('button', { name: 'Take down mixtape' })).toBeVisible();
    expect((await request.get(`/mixtape/${noticed.slug}`)).status()).toBe(200);
  });

  expect(violations).toEqual([]);
});
