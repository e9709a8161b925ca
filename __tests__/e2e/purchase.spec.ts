import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Mixtape } from '@/lib/contracts/catalog';
import { logIn, signUpByApi } from '../helpers/e2e-accounts';

// Buying a paid mixtape end to end, with the payments sandbox and Stripe's test cards (see docs/api.md, Payments
// sandbox): a refused card, then one that pays; the mixtape marked Purchased, its zip downloaded, the purchase and
// its receipt under /purchases. And the 3-D Secure card, failed then completed in the dialog's bank frame.

/** Released paid mixtapes of the seed, each with tracks (so its zip holds something). */
async function paidMixtapes(request: APIRequestContext): Promise<Mixtape[]> {
  const { data } = (await (await request.get('/api/v3/mixtapes?take=100&sort=date&order=desc&range=all')).json()) as { data: Mixtape[] };
  const paid = data.filter((m) => m.price && m.trackCount > 0 && Date.parse(m.releaseDate) <= Date.now());
  expect(paid.length).toBeGreaterThanOrEqual(2);
  return paid;
}

const price = (m: Mixtape) => new Intl.NumberFormat('en-US', { style: 'currency', currency: m.price!.currency.toUpperCase() }).format(m.price!.amount / 100);
const EXPIRY = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

async function member(page: Page, request: APIRequestContext, prefix: string) {
  const stamp = Date.now().toString().slice(-7);
  const account = { email: `${prefix}${stamp}@example.com`, username: `${prefix}${stamp}`, password: 'pay-the-artist-42' };
  await signUpByApi(request, account, 'Pay Ing');
  await page.goto('/');
  await logIn(page, account);
  return account;
}

/** Types a card into the purchase dialog's form (the expiry only the first time: a refusal keeps it) and pays. */
async function pay(page: Page, mixtape: Mixtape, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Buy this mixtape' });
  await dialog.getByLabel('Card number').fill(number);
  const expiry = dialog.getByLabel('Expiry (MM/YY)');
  if (!(await expiry.inputValue())) await expiry.fill(EXPIRY);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${price(mixtape)}` }).click();
  return dialog;
}

test('a member is refused with one card, pays with another, sees the mixtape Purchased, downloads its zip and finds its receipt', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [mixtape] = await paidMixtapes(request);
  await member(page, request, 'buy');

  await test.step('the mixtape page offers Buy with the price', async () => {
    await page.goto(`/mixtape/${mixtape.slug}`);
    await page.getByRole('button', { name: `Buy ${price(mixtape)}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy this mixtape' });
    await expect(dialog.getByText(mixtape.title, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('purchase-amount')).toHaveText(price(mixtape));
  });

  await test.step('4000 0000 0000 0002 is declined, and says so', async () => {
    const dialog = await pay(page, mixtape, '4000 0000 0000 0002');
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
    await expect(dialog.getByLabel('Card number')).toHaveValue('');
  });

  await test.step('4242 4242 4242 4242 pays: bought, and marked Purchased', async () => {
    const dialog = await pay(page, mixtape, '4242 4242 4242 4242');
    await expect(dialog.getByRole('heading', { name: `You bought ${mixtape.title}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText('Purchased', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
    // The mark comes back from the server after a reload.
    await page.reload();
    await expect(page.getByRole('main').getByText('Purchased', { exact: true })).toBeVisible();
  });

  await test.step("downloads the zip: its name, and every byte the API announced", async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download Mixtape/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const { size } = (await (await request.get(`/api/v3/mixtapes/${mixtape.id}/download`)).json()) as { size: number };
    const file = await download.path();
    expect(fs.statSync(file).size).toBe(size);
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  });

  await test.step('finds the purchase under /purchases, and opens its receipt', async () => {
    await page.goto('/purchases');
    const row = page.getByTestId('purchase').filter({ hasText: mixtape.title });
    await expect(row).toContainText(price(mixtape));
    await expect(row).toContainText('Bought');
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Receipt for ${mixtape.title}` }).click();
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toMatch(/^receipt-R-\d+\.pdf$/);
    expect(fs.readFileSync(await receipt.path()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test("the 3-D Secure card asks the bank in the dialog's frame: Fail says so and keeps the purchase open, Complete pays", async ({ page, request }) => {
  test.setTimeout(120_000);
  const [, mixtape] = await paidMixtapes(request);
  await member(page, request, 'tds');
  await page.goto(`/mixtape/${mixtape.slug}`);
  await page.getByRole('button', { name: `Buy ${price(mixtape)}`, exact: true }).click();

  const dialog = await pay(page, mixtape, '4000 0025 0000 3155');
  const bank = page.frameLocator('iframe[title="3-D Secure check"]');
  await expect(bank.getByRole('heading', { name: 'Test bank: 3-D Secure' })).toBeVisible();
  await bank.getByRole('button', { name: 'Fail' }).click();
  await expect(dialog.getByRole('alert')).toContainText("3-D Secure check was not completed");
  await expect(page.locator('iframe[title="3-D Secure check"]')).toHaveCount(0);

  await pay(page, mixtape, '4000 0025 0000 3155');
  await bank.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog.getByRole('heading', { name: `You bought ${mixtape.title}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('main').getByText('Purchased', { exact: true })).toBeVisible();
});
