import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { axeAcrossLayouts } from '../helpers/axe';
import { logIn, signUpByApi } from '../helpers/e2e-accounts';
import { outboxMessages } from '../helpers/e2e-outbox';
import { publishRelease, studioToken, uploadAudio } from '../helpers/e2e-studio';

// Following and release alerts end to end (see docs/product.md, Following and alerts): a member follows a DJ from
// the DJ's page, the DJ publishes a release in the studio, the member finds it on the home page's Following shelf and
// its email in the outbox, and unsubscribes from the email's link without logging in.

const ffmpeg = mediaToolPath('ffmpeg');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'discovery-e2e-'));
test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A release of the studio's account hosted by `dj`: published with a short tone, dated `daysAgo` days back (in the
 * middle of the lists sorted by date, where the other journeys do not look).
 */
async function publishForDj(request: APIRequestContext, dj: string, title: string, daysAgo: number): Promise<{ id: number; slug: string }> {
  const token = await studioToken(request);
  const file = path.join(work, `${daysAgo}.mp3`);
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-metadata', `title=${title}`, '-b:a', '96k', file]);
  const upload = await uploadAudio(request, token, file, 'audio/mpeg');
  const releaseAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  return publishRelease(request, token, { title, artist: 'Studio Tester', dj, release_at: releaseAt, tracks: [{ upload_id: upload, title }] });
}

test('a member follows a DJ, hears of the release on the home page and by email, and unsubscribes from the email', async ({ page, request }) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(20_000);
  const stamp = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;
  const dj = `DJ Journey ${stamp}`;
  const account = { email: `fan${stamp}@example.com`, username: `fan${stamp}`, password: 'follows-the-selector-31' };
  await signUpByApi(request, account, 'Faithful Fan');
  // The DJ's first release makes their page.
  const first = await publishForDj(request, dj, `First Session ${stamp}`, 210);
  const { dj: djRef } = (await (await request.get(`/api/v3/mixtapes/find?slug=${first.slug}`)).json()) as { dj: { slug: string } | null };
  expect(djRef).not.toBeNull();

  await test.step('follows the DJ from their page', async () => {
    await page.goto(`/dj/${djRef!.slug}`);
    await logIn(page, account);
    await expect(page.getByRole('heading', { level: 1, name: dj })).toBeVisible();
    await page.getByRole('button', { name: `Follow ${dj}` }).click();
    await expect(page.getByRole('button', { name: `Following ${dj}` })).toBeVisible();
    await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  });

  const title = `Second Session ${stamp}`;
  await test.step('the DJ publishes; the release is on the Following shelf and page', async () => {
    await publishForDj(request, dj, title, 200);
    await page.goto('/');
    const shelf = page.getByRole('region', { name: 'Following' });
    await expect(shelf.getByRole('link', { name: title }).first()).toBeVisible();
    // Its page has the whole feed, each release saying whom it comes from.
    await shelf.getByRole('link', { name: 'See all Following' }).click();
    await expect(page).toHaveURL(/\/following$/);
    await expect(page.getByRole('main').getByText(`You follow ${dj}`).first()).toBeVisible();
  });

  let unsubscribe = '';
  await test.step('one email says so, with an unsubscribe link and the one-click headers', async () => {
    await expect
      .poll(async () => (await outboxMessages(request, account.email)).filter((m) => m.subject === `New from ${dj}: ${title}`).length, { timeout: 90_000 })
      .toBe(1);
    const [email] = (await outboxMessages(request, account.email)).filter((m) => m.subject === `New from ${dj}: ${title}`);
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    unsubscribe = email.text.match(/Unsubscribe from these emails: (\S+)/)?.[1] ?? '';
    expect(unsubscribe).toMatch(/\/unsubscribe\?token=/);
  });

  await test.step('unsubscribes from the link, logged out', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    // The link names the site's APP_URL: the same page here.
    const link = new URL(unsubscribe);
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Unsubscribe from DJ release emails?')).toBeVisible();
    expect(await axeAcrossLayouts(page, link.pathname + link.search)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText("You're unsubscribed from DJ release emails.")).toBeVisible();
  });

  await test.step('Account settings show DJ release emails off', async () => {
    await page.goto('/account');
    await logIn(page, account);
    await page.goto('/account#alerts');
    await expect(page.getByLabel('New releases from DJs you follow')).not.toBeChecked();
    await expect(page.getByLabel('New releases from artists you follow')).toBeChecked();
  });
});
