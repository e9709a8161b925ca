import { expect, test, type Page } from '@playwright/test';
import { codeSentBy, setUpAccount, signUpByEmail } from '../helpers/e2e-accounts';

// Needs the built-in outbox (DEV_OUTBOX=1 in playwright.config.ts): every code is read back from GET /api/dev/outbox.

const header = (page: Page) => page.getByRole('banner');
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function logOut(page: Page) {
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(alert(page, 'Logged Out !')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
}

async function fillLogin(page: Page, user: string, password: string) {
  await header(page).getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Email or username').fill(user);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  return dialog;
}

test('sign up by email, log out and in, turn on 2FA and log in with it, recover a password by phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-7);
  const email = `nova${stamp}@example.com`;
  const first = { fullname: 'Nova Reign', username: `nova${stamp}`, password: 'night-drive-4242' };
  const phoneDigits = `555${stamp}`;
  const phone = `+1${phoneDigits}`;
  const second = { fullname: 'Kai Lumen', username: `kai${stamp}`, password: 'first-pass-9191' };

  await page.goto('/');

  await test.step('sign up by email with the code from the outbox', async () => {
    await signUpByEmail(page, request, email, first);
    expect(await page.evaluate(() => !!localStorage.getItem('access_token') && !!localStorage.getItem('v2_token'))).toBe(true);
  });

  await test.step('log out, then log in with the username', async () => {
    await logOut(page);
    const dialog = await fillLogin(page, first.username, first.password);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(alert(page, 'You are successfully logged in')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('turn on 2FA in the account settings, which survive a reload', async () => {
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const security = page.getByRole('region', { name: 'Security' });
    const toggle = security.getByRole('switch', { name: 'Two-factor authentication' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await security.getByLabel('Current password').fill(first.password);
    await security.getByRole('button', { name: 'Save Security' }).click();
    await expect(alert(page, 'Your settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Two-factor authentication' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  await test.step('log out and log in again through the 2FA dialog', async () => {
    await logOut(page);
    const dialog = await fillLogin(page, email, first.password);
    const code = await codeSentBy(request, email, () => dialog.getByRole('button', { name: 'Log In' }).click());
    const twoFactor = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await expect(twoFactor).toBeVisible();
    await twoFactor.getByLabel('Code').fill(code);
    await twoFactor.getByRole('button', { name: 'Verify' }).click();
    await expect(alert(page, 'You are successfully logged in')).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
    await logOut(page);
  });

  await test.step('sign up a second user by phone', async () => {
    await header(page).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByRole('button', { name: 'Phone' }).click();
    await dialog.getByLabel('Phone number').fill(phoneDigits);
    const code = await codeSentBy(request, phone, () => dialog.getByRole('button', { name: 'Continue' }).click());
    const confirm = page.getByRole('dialog', { name: 'Phone Confirmation' });
    await confirm.getByLabel('Code').fill(code);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await setUpAccount(page, second);
    await logOut(page);
  });

  await test.step('recover that password by phone and log in with the new one', async () => {
    await header(page).getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Credentials' });
    await forgot.getByRole('button', { name: 'Phone' }).click();
    await forgot.getByLabel('Phone number').fill(phoneDigits);
    const code = await codeSentBy(request, phone, () => forgot.getByRole('button', { name: 'Continue' }).click());
    await expect(forgot.getByRole('button', { name: 'Re-Send' })).toBeVisible();
    await forgot.getByLabel('Code').fill(code);
    await forgot.getByRole('button', { name: 'Continue' }).click();

    const reset = page.getByRole('dialog', { name: 'New Password' });
    await expect(reset.getByText(second.username)).toBeVisible();
    await reset.getByLabel('New password').fill('second-pass-7373');
    await reset.getByLabel('Repeat password').fill('second-pass-7373');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    // The login dialog opens in the same moment, and the modal aria-hides the alert: find it by its text.
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email or username').fill(second.username);
    await login.getByLabel('Password', { exact: true }).fill('second-pass-7373');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(alert(page, 'You are successfully logged in')).toBeVisible();
  });
});

test('account settings: change the name, change the password and log in with it, delete the account', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-7);
  const email = `mira${stamp}@example.com`;
  const account = { fullname: 'Mira Vale', username: `mira${stamp}`, password: 'tape-deck-harbor-31' };
  const newPassword = 'violet-cassette-river-77';

  await page.goto('/');
  await signUpByEmail(page, request, email, account);

  await test.step('change the full name in the account settings', async () => {
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Full name').fill('Mira V. Stone');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(alert(page, 'Your settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Full name')).toHaveValue('Mira V. Stone');
  });

  await test.step('change the password, then log out and in with the new one', async () => {
    const section = page.getByRole('region', { name: 'Password' });
    await section.getByLabel('Current password').fill(account.password);
    await section.getByLabel('New password').fill(newPassword);
    await section.getByLabel('Repeat password').fill(newPassword);
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(alert(page, 'Your password has been changed.')).toBeVisible();
    await logOut(page);

    const old = await fillLogin(page, account.username, account.password);
    await old.getByRole('button', { name: 'Log In' }).click();
    await expect(old.getByText('Invalid username or password')).toBeVisible();
    await old.getByLabel('Password', { exact: true }).fill(newPassword);
    await old.getByRole('button', { name: 'Log In' }).click();
    await expect(alert(page, 'You are successfully logged in')).toBeVisible();
  });

  await test.step('delete the account: logged out, sent home, and the log-in fails', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(alert(page, 'Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Log In' })).toBeVisible();

    const login = await fillLogin(page, account.username, newPassword);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByText('Invalid username or password')).toBeVisible();
  });
});
