import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResult } from '@/lib/contracts/auth';
import type { Mixtape, Track } from '@/lib/contracts/catalog';
import type { Premium } from '@/lib/contracts/payments';
import { logIn, signUpByApi, type E2eAccount } from '../helpers/e2e-accounts';

// Premium end to end, on the payments sandbox with Stripe's test cards (see docs/api.md, Payments sandbox): a guest
// hears an ad break and follows it to /premium, logs in there and subscribes through 3-D Secure, wears the badge,
// hears no ad break where a guest would, cancels (premium stays until the period's end), opens an invoice's PDF, and
// is offered no Buy on a paid mixtape, which premium includes.
// Ads are on for the journeys' server (ADS_ENABLED, every 4 tracks: playwright.config.ts).

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
const title = (page: Page) => player(page).getByTestId('player-title');
const EXPIRY = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** A released mixtape without the age question, with enough tracks to reach an ad break (the fifth track's start). */
async function pickMixtape(request: APIRequestContext): Promise<{ slug: string; tracks: Track[] }> {
  const { data } = (await (await request.get('/api/v3/mixtapes?take=50&sort=plays&order=desc')).json()) as { data: Mixtape[] };
  for (const mixtape of data.filter((m) => !m.explicit)) {
    const tracks = (await (await request.get(`/api/v3/mixtapes/${mixtape.id}/queue`)).json()) as Track[];
    if (tracks.length >= 6) return { slug: mixtape.slug, tracks };
  }
  throw new Error('The seeded catalog has no clean mixtape of 6 tracks or more');
}

/** Play All, then Next four times: where a listener without premium gets an ad break (every 4 tracks). */
async function playFiveTracks(page: Page, tracks: Track[]) {
  await page.getByRole('button', { name: 'Play All' }).click();
  await expect(title(page)).toHaveText(tracks[0].title);
  for (let i = 1; i <= 3; i += 1) {
    await player(page).getByRole('button', { name: 'Next' }).click();
    await expect(title(page)).toHaveText(tracks[i].title);
  }
  await player(page).getByRole('button', { name: 'Next' }).click();
}

async function newAccount(request: APIRequestContext, prefix: string): Promise<E2eAccount> {
  const stamp = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;
  const account = { email: `${prefix}${stamp}@example.com`, username: `${prefix}${stamp}`, password: 'no-ads-for-me-2027' };
  await signUpByApi(request, account, 'Prem Ium');
  return account;
}

async function premiumOf(request: APIRequestContext, account: E2eAccount): Promise<Premium> {
  const login = (await (await request.post('/api/v3/auth/login', { data: { user: account.username, pass: account.password } })).json()) as LoginResult;
  return (await (await request.get('/api/v3/premium', { headers: { Authorization: `Bearer ${login.access_token}` } })).json()) as Premium;
}

async function enterCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: /^Subscribe to Premium/ });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Subscribe — $4.99/month' }).click();
}

test('a member subscribes through 3-D Secure, wears the badge, hears no ad break, cancels and opens an invoice PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await newAccount(request, 'prem');
  const { slug, tracks } = await pickMixtape(request);

  await test.step("a guest's ad break offers premium", async () => {
    await page.goto(`/mixtape/${slug}`);
    await playFiveTracks(page, tracks);
    await expect(title(page)).toHaveText('Ad');
    await expect(player(page)).toContainText('Tired of ads? Go Premium');
    await player(page).getByRole('link', { name: 'Go Premium' }).click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByRole('heading', { name: 'LMT Premium' })).toBeVisible();
  });

  // The ads settings are asked again with the member's token at the log-in, and again once premium starts (while
  // the queue the guest started plays on): that answer is no ads.
  const noAdsAnswer = page.waitForResponse(
    async (r) => r.url().endsWith('/api/v3/config') && !!r.request().headers().authorization && !((await r.json()) as { ads: { enabled: boolean } }).ads.enabled,
  );

  await test.step('logs in from Subscribe, and subscribes monthly with the card that asks for 3-D Secure', async () => {
    await page.getByRole('button', { name: 'Subscribe monthly' }).click();
    await page.getByRole('dialog', { name: 'Go Premium' }).getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email or username').fill(account.username);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByLabel('Password', { exact: true }).press('Enter');
    // The plan chosen as a guest carries on after the log-in.
    await expect(page.getByRole('dialog', { name: 'Subscribe to Premium Monthly' })).toBeVisible();
    await enterCard(page, '4000 0025 0000 3155');
    const bank = page.frameLocator('iframe[title="3-D Secure check"]');
    await bank.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Welcome to Premium' })).toBeVisible();
    const status = page.getByRole('region', { name: 'Your premium' });
    await expect(status).toContainText('Active');
    await expect(status).toContainText('Monthly, $4.99/month');
    await expect(status).toContainText('Visa •••• 3155');
  });

  await test.step('wears the Premium badge', async () => {
    const account = page.getByRole('banner').getByRole('button', { name: /^Account menu, \w+ Premium$/ });
    await expect(account).toBeVisible();
    await expect(account).toContainText('Premium');
  });

  await test.step('hears no more ad breaks from then on, in the same page', async () => {
    await noAdsAnswer;
    // The guest's ad has ended (skipping is off during it); round the queue, past where the next break would come.
    await expect(title(page)).not.toHaveText('Ad', { timeout: 20_000 });
    await player(page).getByRole('button', { name: 'Repeat off' }).click();
    const playing = await title(page).textContent();
    const at = tracks.findIndex((t) => t.title === playing);
    expect(at).toBeGreaterThanOrEqual(0);
    for (let i = 1; i <= 5; i += 1) {
      await player(page).getByRole('button', { name: 'Next' }).click();
      await expect(title(page)).toHaveText(tracks[(at + i) % tracks.length].title);
    }
    await expect(player(page).getByRole('link', { name: 'Go Premium' })).toHaveCount(0);
  });

  await test.step('hears no ad break where a guest gets one, after a reload', async () => {
    const config = page.waitForResponse((r) => r.url().endsWith('/api/v3/config'));
    await page.goto(`/mixtape/${slug}`);
    await playFiveTracks(page, tracks);
    // The ads settings were asked with the member's token, and answered none.
    const answer = await config;
    expect(answer.request().headers().authorization).toMatch(/^Bearer /);
    expect(((await answer.json()) as { ads: { enabled: boolean } }).ads.enabled).toBe(false);
    await expect(title(page)).toHaveText(tracks[4].title);
    await player(page).getByRole('button', { name: 'Next' }).click();
    await expect(title(page)).toHaveText(tracks[5].title);
    await expect(player(page).getByRole('link', { name: 'Go Premium' })).toHaveCount(0);
  });

  await test.step("cancels: premium stays until the period's end", async () => {
    await page.goto('/premium');
    await page.getByRole('button', { name: 'Cancel premium' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel premium?' });
    await expect(confirm).toContainText('Premium stays until');
    await confirm.getByRole('button', { name: 'Cancel premium' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Premium is canceled: it stays until' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your premium' })).toContainText('Canceled — Premium stays until');
    await expect(page.getByRole('button', { name: 'Resume premium' })).toBeVisible();
    // Still premium until then.
    await expect(page.getByRole('banner').getByRole('button', { name: /Premium$/ })).toBeVisible();
  });

  await test.step("opens the first payment's invoice as a PDF", async () => {
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const row = invoices.getByRole('listitem').first();
    await expect(row).toContainText('$4.99');
    await expect(row).toContainText('Paid');
    const pdf = page.waitForResponse((r) => /\/api\/v3\/premium\/invoices\/\d+\/pdf$/.test(r.url()));
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^PDF of invoice / }).click();
    const answer = await pdf;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    expect(fs.readFileSync((await saved.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('is offered no Buy on a paid mixtape: premium includes it (see docs/product.md, Paid mixtapes)', async () => {
    const { data } = (await (await request.get('/api/v3/mixtapes?take=100')).json()) as { data: Mixtape[] };
    const paid = data.find((m) => m.price && !m.explicit && Date.parse(m.releaseDate) <= Date.now());
    expect(paid).toBeDefined();
    await page.goto(`/mixtape/${paid!.slug}`);
    await expect(page.getByRole('main').getByText('Included with Premium', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  });
});

test('a card without funds is refused when subscribing, and premium does not start; a card whose charges fail says why', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await newAccount(request, 'nofund');
  await page.goto('/premium');
  await logIn(page, account);
  await page.getByRole('button', { name: 'Subscribe monthly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium Monthly' });

  await enterCard(page, '4000 0000 0000 9995');
  await expect(dialog.getByRole('alert')).toContainText('Your card has insufficient funds.');
  expect((await premiumOf(request, account)).subscription).toBeNull();

  // Saved fine, refused at the first payment: the subscription's own refusal, and another card can be tried.
  await enterCard(page, '4000 0000 0000 0341');
  await expect(dialog).toContainText('Your card was declined. Try another card.');
  await dialog.getByRole('button', { name: 'Use another card' }).click();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A refused first payment leaves no subscription (see docs/product.md, Premium).
  expect((await premiumOf(request, account)).subscription).toBeNull();
  await expect(page.getByRole('button', { name: 'Subscribe monthly' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Premium$/ })).toHaveCount(0);
});
