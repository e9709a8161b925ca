import { expect, test, type Page } from '@playwright/test';
import type { Mixtape } from '@/lib/contracts/catalog';
import { logIn, signUpByApi } from '../helpers/e2e-accounts';

// The built-in comments, the default provider: a member comments on a mixtape, finds it again after a reload,
// replies, likes and deletes; a guest reads the comments and is invited to log in to write one.

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const item = (page: Page, username: string, text: string) => comments(page).getByRole('listitem', { name: `Comment by ${username}` }).filter({ hasText: text });

test('a member comments, replies, likes and deletes; a guest reads and is invited to log in', async ({ page, request, browser }) => {
  const stamp = Date.now().toString(36);
  const account = { email: `talker-${stamp}@example.com`, username: `talker${stamp}`, password: 'comments-are-fun-42' };
  await signUpByApi(request, account);
  const { data } = (await (await request.get('/api/v3/mixtapes?take=1')).json()) as { data: Mixtape[] };
  const mixtape = data[0];

  await page.goto(`/mixtape/${mixtape.slug}`);
  await logIn(page, account);
  await comments(page).scrollIntoViewIfNeeded();
  const box = comments(page).getByRole('textbox', { name: 'Add a comment' });
  await box.fill(`Heavy rotation <b>all week</b> ${stamp}`);
  await comments(page).getByRole('button', { name: 'Post' }).click();
  const mine = item(page, account.username, `all week</b> ${stamp}`);
  await expect(mine).toBeVisible();
  await expect(mine.getByText('a few seconds ago')).toBeVisible();

  // Saved: it is there after a reload, and the header counts it.
  await page.reload();
  await comments(page).scrollIntoViewIfNeeded();
  await expect(mine).toContainText(`Heavy rotation <b>all week</b> ${stamp}`);

  // With the keyboard: Reply opens a box with focus, Ctrl+Enter sends it.
  await mine.getByRole('button', { name: 'Reply' }).click();
  const reply = comments(page).getByRole('textbox', { name: `Reply to ${account.username}` });
  await expect(reply).toBeFocused();
  await reply.pressSequentially('Still true today');
  await reply.press('Control+Enter');
  await expect(mine.getByRole('list', { name: `Replies to ${account.username}` })).toContainText('Still true today');

  // The like shows at once; the reload waits for the server's answer, which a reload before it would cancel.
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/comments\/\d+\/like$/.test(response.url()));
  await mine.getByRole('button', { name: 'Like 0' }).first().click();
  await expect(mine.getByRole('button', { name: 'Like 1' }).first()).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await comments(page).scrollIntoViewIfNeeded();
  await expect(mine.getByRole('button', { name: 'Like 1' }).first()).toHaveAttribute('aria-pressed', 'true');

  // A guest sees it all, and the box to write is a log-in.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/mixtape/${mixtape.slug}`);
  await comments(guestPage).scrollIntoViewIfNeeded();
  await expect(item(guestPage, account.username, 'Heavy rotation')).toContainText('Still true today');
  await expect(comments(guestPage).getByRole('textbox')).toHaveCount(0);
  await comments(guestPage).getByRole('button', { name: 'Log in to comment' }).click();
  await expect(guestPage.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await guest.close();

  // Deleting takes the thread away, for good.
  await mine.getByRole('button', { name: 'Delete' }).first().click();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await comments(page).scrollIntoViewIfNeeded();
  await expect(comments(page).getByText('Log in to comment').or(comments(page).getByRole('textbox', { name: 'Add a comment' }))).toBeVisible();
  await expect(item(page, account.username, 'Heavy rotation')).toHaveCount(0);
});
