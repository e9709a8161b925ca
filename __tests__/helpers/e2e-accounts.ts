import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { outboxMessages } from './e2e-outbox';

export interface E2eAccount {
  email: string;
  username: string;
  password: string;
}

const V2 = { 'X-Api-Key': 'mixtape-web' };

/** Signs an account up through the API, with the code read from the dev outbox (DEV_OUTBOX=1 in playwright.config.ts). */
export async function signUpByApi(request: APIRequestContext, account: E2eAccount, fullname = 'Lib Rarian'): Promise<void> {
  expect((await request.post('/api/v2.0/signup/otp', { headers: V2, form: { way: 'email', email: account.email } })).status()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const data = await outboxMessages(request, account.email);
      code = data[0]?.text.match(/code is (\d{4})/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  const verified = await request.post('/api/v2.0/signup/verify', { headers: V2, form: { way: 'email', email: account.email, code } });
  const { signup_token } = (await verified.json()) as { signup_token: string };
  const created = await request.post('/api/v2.0/signup', { headers: V2, form: { fullname, username: account.username, password: account.password, signup_token } });
  expect(created.status()).toBe(200);
}

/** Logs in through the header's Log In dialog. */
export async function logIn(page: Page, account: { username: string; password: string }) {
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Email or username').fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
}
