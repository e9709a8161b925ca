import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { axeAcrossLayouts, axeBuilder } from '../helpers/axe';
import { publishRelease, studioToken, uploadAudio } from '../helpers/e2e-studio';

// A DJ mix with chapters (see docs/product.md, Player and queue): a creator publishes a one-file mix with three
// chapters through the studio's API (the demo catalog has none), then a guest plays it from a chapter of its page,
// moves between chapters with the player's buttons, the keys and the Chapters popover, sees the lock screen follow,
// and opens a chapter's link. The page and the player are checked with axe on the way.

const ffmpeg = mediaToolPath('ffmpeg');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chapters-e2e-'));
test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const MIX = 'Summer Mix';
const CHAPTERS = [
  { title: 'Warm Up', start: 0 },
  { title: 'Peak Time', artist: 'Guest Selector', start: 15 },
  { title: 'Cool Down', start: 30 },
];

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
const playerTitle = (page: Page) => player(page).getByTestId('player-title');
/** The clock of the one element playing (the engine swaps a preloaded one in as `main`). */
const audioTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);
const lockScreen = (page: Page) =>
  page.evaluate(() => {
    const metadata = navigator.mediaSession.metadata;
    return metadata && { title: metadata.title, artist: metadata.artist, album: metadata.album };
  });
/**
 * Uploads a 45-second tone, makes it a release with the chapters and publishes it once processed: the mixtape's slug.
 * Released 200 days ago: in the middle of every list sorted by date, so the journeys that open the first card of a
 * list still find the seeded mixtapes there.
 */
async function publishMix(request: APIRequestContext): Promise<string> {
  const token = await studioToken(request);
  const file = path.join(work, 'summer-mix.mp3');
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=45', '-metadata', `title=${MIX}`, '-metadata', 'artist=Studio Tester', '-b:a', '128k', file]);
  const upload = await uploadAudio(request, token, file, 'audio/mpeg');
  const releaseAt = new Date(Date.now() - 200 * 86_400_000).toISOString();
  const release = await publishRelease(request, token, { title: MIX, artist: 'Studio Tester', release_at: releaseAt, tracks: [{ upload_id: upload, title: MIX }], chapters: CHAPTERS });
  return release.slug;
}

test('a mix with chapters: played from a chapter, Next and Previous between chapters, the lock screen, the Chapters popover and a chapter link', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(20_000);
  const slug = await publishMix(request);

  // The page lists the chapters under the tracklist; a click plays the mix from one.
  await page.goto(`/mixtape/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: MIX })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chapters' })).toBeVisible();
  const pageChapters = page.getByRole('main').getByRole('list', { name: 'Chapters' }).getByRole('listitem');
  await expect(pageChapters).toHaveText([/^01Warm Up0:00/, /^02Peak TimeGuest Selector0:15/, /^03Cool Down0:30/]);
  await page.getByRole('button', { name: 'Play Peak Time from 0:15' }).click();
  await expect(playerTitle(page)).toHaveText('Peak Time');
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(15);
  await expect(pageChapters.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('announcer')).toHaveText('Now playing: Peak Time by Guest Selector');
  await expect.poll(() => lockScreen(page)).toEqual({ title: 'Peak Time', artist: 'Guest Selector', album: MIX });

  // Next moves to the next chapter of the one-track queue; in the last there is nowhere further.
  await player(page).getByRole('button', { name: 'Next' }).click();
  await expect(playerTitle(page)).toHaveText('Cool Down');
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(30);
  await expect(player(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect.poll(() => lockScreen(page)).toEqual({ title: 'Cool Down', artist: 'Studio Tester', album: MIX });

  // Shift+P: more than 3 s into the chapter, back to its start; pressed again at once, the chapter before.
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(34.5);
  await page.keyboard.press('Shift+P');
  await expect.poll(() => audioTime(page)).toBeLessThan(33);
  await expect(playerTitle(page)).toHaveText('Cool Down');
  await page.keyboard.press('Shift+P');
  await expect(playerTitle(page)).toHaveText('Peak Time');
  await expect.poll(() => audioTime(page)).toBeLessThan(30);

  // The bar's Chapters: the one playing marked, a click seeks there.
  await player(page).getByRole('button', { name: 'Chapters' }).click();
  const popover = page.getByRole('dialog', { name: 'Chapters' });
  await expect(popover.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');
  const { violations } = await axeBuilder(page).include('[role="dialog"]').options({ rules: { 'target-size': { enabled: true } } }).analyze();
  expect(violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await popover.getByRole('button', { name: 'Play Warm Up from 0:00' }).click();
  await expect.poll(() => audioTime(page)).toBeLessThan(10);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  // Found again once the popover, which hides the rest of the page from assistive technology, is closed.
  await expect(playerTitle(page)).toHaveText('Warm Up');

  // The page with the chapters and the player (restored paused after each reload, with its Chapters), in both
  // themes at both widths.
  const chaptersShown = async (shown: Page) => {
    await shown.getByRole('main').getByRole('list', { name: 'Chapters' }).waitFor();
    await player(shown).getByRole('button', { name: /^(Chapters|Expand player)/ }).waitFor();
  };
  expect(await axeAcrossLayouts(page, `/mixtape/${slug}`, chaptersShown)).toEqual([]);

  // A chapter's link: the page offers to play the mix from there (nothing starts without a click).
  const linked = await browser.newPage();
  await linked.goto(`/mixtape/${slug}?t=30`);
  await linked.getByRole('button', { name: 'Play from 0:30' }).click();
  await expect(playerTitle(linked)).toHaveText('Cool Down');
  await expect.poll(() => audioTime(linked), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
  await linked.close();

  // A phone: the chapters in the expanded player.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await phone.goto(`/mixtape/${slug}`);
  await phone.getByRole('button', { name: 'Play Warm Up from 0:00' }).click();
  await expect(playerTitle(phone)).toHaveText('Warm Up');
  await player(phone).getByRole('button', { name: /^Expand player/ }).click();
  const full = phone.getByRole('dialog', { name: 'Now playing' });
  const panel = full.getByRole('region', { name: 'Chapters' });
  await panel.getByRole('button', { name: 'Play Cool Down from 0:30' }).click();
  await expect(full.getByTestId('player-title')).toHaveText('Cool Down');
  await expect.poll(() => audioTime(phone), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
  await phone.close();
});
