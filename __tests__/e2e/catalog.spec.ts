import { expect, test } from '@playwright/test';

test('the home page is server-rendered with mixtapes', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<title[^>]*>Free Mixtapes Updated Daily<\/title>/);
  expect(html).toContain('data-testid="mixtape-card"');

  await page.goto('/');
  await expect(page).toHaveTitle('Free Mixtapes Updated Daily');
  const cards = page.getByTestId('mixtape-card');
  expect(await cards.count()).toBeGreaterThan(10);
  await expect(page.getByRole('heading', { name: 'Released Today' })).toBeVisible();
  await expect(page.locator('img[alt$="cover"]').first()).toHaveJSProperty('complete', true);
});

test('a mixtape page lists its tracks and plays one from the API stream', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('mixtape-card').first().click();
  await expect(page).toHaveURL(/\/mixtape\/[a-z0-9-]+$/);
  const rows = page.getByTestId('track-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(6);
  await expect(rows.first()).toContainText(/^01/);
  await expect(rows.first()).toContainText(/\d:\d\d/);

  const title = (await rows.nth(1).getByTestId('track-title').textContent())!;
  const streamed = page.waitForResponse((res) => /\/api\/v3\/tracks\/\d+\/stream/.test(res.url()) && res.status() < 300);
  await rows.nth(1).click();
  await streamed;
  await expect(page.getByTestId('player-title')).toHaveText(title);
  // The one audio element the engine owns is playing: its clock moves.
  const time = () => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(1);

  // Clicking the playing track pauses it.
  await rows.nth(1).click();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const paused = await time();
  await page.waitForTimeout(700);
  expect(await time()).toBeCloseTo(paused, 1);
});

test('an unknown mixtape answers 404', async ({ page }) => {
  const response = await page.goto('/mixtape/no-such-mixtape');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the legal pages render', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
