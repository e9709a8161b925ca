import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';
import { logIn, signUpByApi } from '../helpers/e2e-accounts';

// A member's library end to end: the guest's download prompt, then favorites, a like and a download that are
// found again after a reload and in another browser logged in as the same member. Accounts are made through the
// API with the code from the dev outbox (DEV_OUTBOX=1 in playwright.config.ts).

/** A released free mixtape (a paid one's tracks are its buyers') holding a track guests may not download. */
async function pickMixtape(request: APIRequestContext): Promise<{ mixtape: MixtapeDetail; track: Track }> {
  const { data } = (await (await request.get('/api/v3/mixtapes?take=100&sort=plays&order=desc')).json()) as { data: Mixtape[] };
  for (const { id } of data.filter((m) => !m.price)) {
    const mixtape = (await (await request.get(`/api/v3/mixtapes/${id}`)).json()) as MixtapeDetail;
    const track = mixtape.tracks.find((t) => !t.guestDownload);
    if (track) return { mixtape, track };
  }
  throw new Error('The seeded catalog has no track without guest download');
}

const pressed = (page: Page, name: string | RegExp) => expect(page.getByRole('button', { name, exact: typeof name === 'string' })).toHaveAttribute('aria-pressed', 'true');

/** Everything the member kept, as any browser of theirs shows it. */
async function expectLibrary(page: Page, mixtape: MixtapeDetail, track: Track) {
  await page.goto(`/mixtape/${mixtape.slug}`);
  await pressed(page, `Favorite ${mixtape.title}`);
  await pressed(page, `Favorite ${track.title}`);
  await pressed(page, /^Like/);
  await page.goto('/favorites');
  await expect(page.getByTestId('mixtape-card').filter({ hasText: mixtape.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Tracks' }).click();
  await expect(page.getByRole('list', { name: 'Favorite tracks' }).getByText(track.title)).toBeVisible();
  await page.goto('/history');
  const entry = page.getByTestId('history-entry').filter({ hasText: track.title });
  await expect(entry.first()).toContainText('Downloaded');
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
}

async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('a guest is asked to log in to download; a member keeps favorites, a like and a download, and finds them anywhere', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString().slice(-7);
  const account = { email: `lib${stamp}@example.com`, username: `lib${stamp}`, password: 'keep-the-records-77' };
  const { mixtape, track } = await pickMixtape(request);

  await test.step("a guest's download of a members-only track opens 'Download Tracks'", async () => {
    await page.goto(`/mixtape/${mixtape.slug}`);
    await page.getByRole('button', { name: `Download ${track.title}`, exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Download Tracks' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
  });

  await test.step('a member favorites the mixtape and a track, and likes the mixtape', async () => {
    await signUpByApi(request, account);
    await logIn(page, account);
    await page.getByRole('button', { name: `Favorite ${mixtape.title}`, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Added to Favorites.' })).toBeVisible();
    await page.getByRole('button', { name: `Favorite ${track.title}`, exact: true }).click();
    await pressed(page, `Favorite ${track.title}`);
    await page.getByRole('button', { name: /^Like/ }).click();
    await pressed(page, /^Like/);
  });

  await test.step('downloads the track: the file arrives with its name, its audio whole and its cover in its tag', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${track.title}`, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${track.artist} - ${track.title}.mp3`);
    const file = fs.readFileSync(await download.path());
    // The stored file's audio, after a tag that now carries the cover (a JPEG): larger than the stream by that.
    const tail = await request.get(`/api/v3/tracks/${track.id}/stream`, { headers: { Range: 'bytes=-65536' } });
    expect(tail.status()).toBe(206);
    expect(file.subarray(file.length - 65536).equals(await tail.body())).toBe(true);
    expect(file.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(file.includes(Buffer.from('image/jpeg', 'latin1'))).toBe(true);
  });

  await test.step('finds it all again after a reload', async () => {
    await page.reload();
    await expectLibrary(page, mixtape, track);
  });

  await test.step('and in another browser, logged in as the same member', async () => {
    const other = await secondBrowser(browser, baseURL!);
    await other.page.goto('/');
    await logIn(other.page, account);
    await expectLibrary(other.page, mixtape, track);
    await other.context.close();
  });
});
