import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResult } from '@/lib/contracts/auth';
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

/** Logs in through the API: the session as the site keeps it. */
export async function logInByApi(request: APIRequestContext, account: { username: string; password: string }): Promise<LoginResult> {
  const answer = await request.post('/api/v3/auth/login', { data: { user: account.username, pass: account.password } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as LoginResult;
}

/** Subscribes the account to monthly premium as the site does, with the sandbox's card that goes through. */
export async function subscribeByApi(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/v3/premium', { headers, data: { plan: 'monthly' } })).status()).toBe(200);
  const setup = (await (await request.post('/api/v3/premium/payment', { headers })).json()) as { setup_intent: string; client_secret: string };
  const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };
  expect((await request.post('/api/payments/sandbox/confirm', { data: { client_secret: setup.client_secret, card } })).status()).toBe(200);
  expect((await request.post('/api/v3/premium/payment/confirm', { headers, data: { setup_intent: setup.setup_intent } })).status()).toBe(200);
  expect((await request.post('/api/v3/premium/subscribe', { headers, data: { setup_intent_id: setup.setup_intent } })).status()).toBe(200);
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

/**
 * Runs `send` and returns the 4-digit code of the message it caused. Counting the messages before and
 * after (newest first) finds the new one without comparing clocks; recovery sends after it answers, so poll.
 */
export async function codeSentBy(request: APIRequestContext, to: string, send: () => Promise<void>): Promise<string> {
  const before = (await outboxMessages(request, to)).length;
  await send();
  let code = '';
  await expect
    .poll(
      async () => {
        const messages = await outboxMessages(request, to);
        code = messages.length > before ? (messages[0].text.match(/code is (\d{4})/)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

/** Fills the Account Setup dialog that follows a confirmed code, and waits for the account to be made and logged in. */
export async function setUpAccount(page: Page, account: { fullname: string; username: string; password: string }) {
  const setup = page.getByRole('dialog', { name: 'Account Setup' });
  await expect(setup).toBeVisible();
  await setup.getByLabel('Full name').fill(account.fullname);
  await setup.getByLabel('Username').fill(account.username);
  await setup.getByLabel('Password', { exact: true }).fill(account.password);
  await setup.getByLabel('Repeat password').fill(account.password);
  await setup.getByRole('checkbox').check();
  // Enabled once the username check (500 ms after typing stops) says the name is free.
  await expect(setup.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await setup.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been created successfully.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signs up through the header's Sign Up dialog by email, with the code read from the dev outbox. */
export async function signUpByEmail(page: Page, request: APIRequestContext, email: string, account: Parameters<typeof setUpAccount>[1]) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  const code = await codeSentBy(request, email, () => dialog.getByRole('button', { name: 'Continue' }).click());
  const confirm = page.getByRole('dialog', { name: 'Email Confirmation' });
  await confirm.getByLabel('Code').fill(code);
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await setUpAccount(page, account);
}
