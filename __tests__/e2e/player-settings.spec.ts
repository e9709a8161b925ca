import { expect, test, type Page } from '@playwright/test';

// The player's settings (see docs/product.md, Player and queue): the gear's dialog at a desktop's and a phone's
// width, and a switch to the data saver mid-track heard in a real browser.

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Player settings' });
/** The clock and the source of the one element playing (the engine swaps a preloaded one in as `main`). */
const audioTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);
const audioSrc = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.getAttribute('src') ?? '');

/** Opens the first mixtape of the list and plays it, until its first track has played a while. */
async function playFirstMixtape(page: Page, seconds: number) {
  await page.goto('/mixtapes');
  await page.getByTestId('mixtape-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/mixtape\/[a-z0-9-]+$/);
  await page.getByRole('button', { name: /^Play All/ }).first().click();
  await expect(player(page).getByTestId('player-title')).not.toBeEmpty();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(seconds);
}

test('Data saver mid-track goes on from the same point in the AAC rendition, as the same listening', async ({ page }) => {
  const plays: number[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith('/api/v3/log/event')) return;
    try {
      const { events } = JSON.parse(req.postData() ?? '{}') as { events: { event: string; track_id: number }[] };
      plays.push(...events.filter((e) => e.event === 'track_play').map((e) => e.track_id));
    } catch {
      // Not an events batch: nothing to record.
    }
  });
  // Short demo tracks (20 s or more): switch a few seconds in, before the first one ends.
  await playFirstMixtape(page, 2);
  const title = await player(page).getByTestId('player-title').textContent();
  expect(await audioSrc(page)).not.toContain('quality=');
  // Paused, so that where the new file starts is not blurred by it playing on.
  await player(page).getByRole('button', { name: 'Pause' }).click();
  const before = await audioTime(page);

  await player(page).getByRole('button', { name: 'Player settings' }).click();
  const dialog = settings(page);
  await expect(dialog.getByRole('switch', { name: 'Normalize volume' })).toBeChecked();
  await expect(dialog.getByRole('slider', { name: 'Crossfade' })).toHaveAttribute('aria-valuetext', 'Off');
  await expect(dialog.getByRole('radio', { name: 'Auto' })).toBeChecked();
  const dataSaver = page.waitForResponse((res) => res.url().includes('quality=data_saver'));
  await dialog.getByRole('radio', { name: 'Data saver' }).check();
  expect((await dataSaver).headers()['content-type']).toBe('audio/mp4');
  // The same track, the AAC file read from where it was (the position is kept to the whole second), not its top.
  await expect.poll(() => audioSrc(page)).toContain('quality=data_saver');
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(Math.floor(before) - 0.1);
  expect(await audioTime(page)).toBeLessThanOrEqual(before + 0.5);

  // Escape closes the settings and gives the focus back to the gear; the track plays on in the data saver.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(player(page).getByRole('button', { name: 'Player settings' })).toBeFocused();
  // (The open popover hides the rest of the page from assistive technology: the player is found again once it closes.)
  await expect(player(page).getByTestId('player-title')).toHaveText(title!);
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(before + 1);

  // One play of the track, however its quality changed (batches leave every few seconds; the next track, 20 s or
  // more later, may have started since).
  await expect.poll(() => plays.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(6_000);
  expect(plays.filter((id) => id === plays[0])).toHaveLength(1);

  // The choice is kept: after a reload the restored track asks for the data saver.
  await page.reload();
  await expect(player(page)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => audioSrc(page)).toContain('quality=data_saver');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the settings open from the full-screen player as a sheet that fits the screen', async ({ page }) => {
    await playFirstMixtape(page, 0.5);
    await player(page).getByRole('button', { name: /^Expand player/ }).click();
    const full = page.getByRole('dialog', { name: 'Now playing' });
    await full.getByRole('button', { name: 'Player settings' }).click();
    const dialog = settings(page);
    await expect(dialog.getByRole('radio', { name: 'Data saver' })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    const [overflow] = await dialog.evaluateAll((all) => all.map((el) => el.scrollWidth - el.clientWidth));
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Auto', 'High', 'Data saver']) await expect(dialog.getByRole('radio', { name })).toBeVisible();
    await expect(dialog.getByText('Saves data on slow or metered connections')).toBeVisible();

    await dialog.getByRole('slider', { name: 'Crossfade' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('slider', { name: 'Crossfade' })).toHaveAttribute('aria-valuetext', '4 s');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(full).toBeVisible();
  });
});
