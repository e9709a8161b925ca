import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn, signUpByEmail } from '../helpers/e2e-accounts';

// A member builds a playlist with a cover from the queue, plays it, reorders and trims it, and finds it again after
// a reload and in another browser logged in as them; a guest cannot see it once it is private. Codes come from the
// built-in outbox (DEV_OUTBOX=1 in playwright.config.ts), as in accounts.spec.ts.

/** A wide PNG: the API crops and squares it to 600 px. */
const widePng = () => sharp({ create: { width: 900, height: 500, channels: 3, background: '#e0568b' } }).png().toBuffer();

const header = (page: Page) => page.getByRole('banner');
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const audioTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);
const trackTitles = (page: Page) => page.getByRole('list', { name: 'Tracklist' }).getByTestId('track-title');

test('a member makes a playlist with a cover from the queue, plays, reorders and trims it, and finds it anywhere; a guest cannot see it private', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-7);
  const account = { email: `lists${stamp}@example.com`, username: `lists${stamp}`, password: 'mix-and-match-77' };
  const name = `Road Trip ${stamp}`;
  const slug = `road-trip-${stamp}`;
  let picked: string[] = [];

  await page.goto('/');
  await test.step('sign up', () => signUpByEmail(page, request, account.email, { fullname: 'Playlist Maker', username: account.username, password: account.password }));

  await test.step('queue a mixtape, select three tracks in Edit Queue and add them to a new playlist with a cover', async () => {
    await page.getByTestId('mixtape-card').first().click();
    await expect(page).toHaveURL(/\/mixtape\/[a-z0-9-]+$/);
    await page.getByRole('button', { name: 'Add to Queue' }).click();
    await header(page).getByRole('button', { name: 'Open queue' }).click();
    const queue = page.getByRole('dialog', { name: 'Queue' });
    await queue.getByRole('button', { name: 'Edit Queue' }).click();
    const titles = await queue.getByTestId('queue-row-title').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    picked = titles.slice(0, 3);
    for (const title of picked) await queue.getByRole('checkbox', { name: `Select ${title}` }).check();
    await queue.getByRole('navigation', { name: 'Selected tracks' }).getByRole('button', { name: 'Add to Playlist' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
    await expect(dialog).toContainText('3 tracks to add');
    await dialog.getByRole('button', { name: 'New Playlist' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await widePng() });
    await expect(dialog.getByRole('img', { name: `${name} cover` })).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: 'Create and Add' }).click();
    await expect(alert(page, `Added 3 tracks to ${name}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(queue).toBeHidden();
  });

  await test.step('open it from Your Playlists and play it', async () => {
    await page.goto('/playlists');
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/playlist/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const cover = page.getByRole('img', { name: `${name} cover` }).first();
    await expect(cover).toHaveAttribute('src', /\/api\/v3\/media\/playlists\/[0-9a-f]+\.webp$/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await expect(trackTitles(page)).toHaveText(picked);
    await page.getByRole('button', { name: 'Play All' }).click();
    await expect(page.getByRole('region', { name: 'Player' }).getByTestId('player-title')).toHaveText(picked[0]);
    await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  });

  await test.step('make it private, move the first track down and remove the last', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Playlist' });
    await edit.getByRole('switch').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(alert(page, 'Playlist saved.')).toBeVisible();
    await expect(page.getByText('Private', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Tracks' }).click();
    await page.getByRole('button', { name: `Move Down ${picked[0]}` }).click();
    await expect(page.getByTestId('playlist-editor-title')).toHaveText([picked[1], picked[0], picked[2]]);
    await page.getByRole('button', { name: `Remove ${picked[2]}` }).click();
    await expect(page.getByTestId('playlist-editor-title')).toHaveText([picked[1], picked[0]]);
    await page.getByRole('button', { name: 'Done' }).first().click();
  });

  await test.step('the changes hold after a reload', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(trackTitles(page)).toHaveText([picked[1], picked[0]]);
    await expect(page.getByText(/^2 tracks · /)).toBeVisible();
  });

  await test.step('another browser logged in as the same member finds it', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/playlists');
    await expect(second.getByText('Build your own playlists')).toBeVisible();
    await logIn(second, account);
    await second.getByRole('link', { name: new RegExp(name) }).click();
    await expect(trackTitles(second)).toHaveText([picked[1], picked[0]]);
    await other.close();
  });

  await test.step('a guest cannot see it', async () => {
    const guest = await browser.newContext();
    const page2 = await guest.newPage();
    const response = await page2.goto(`/playlist/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page2.getByRole('heading', { name: 'Playlist not found' })).toBeVisible();
    expect((await guest.request.get(`/api/v3/playlists/find?slug=${slug}`)).status()).toBe(404);
    await guest.close();
  });
});
