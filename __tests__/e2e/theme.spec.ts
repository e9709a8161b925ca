import { expect, test } from '@playwright/test';

test('the theme toggle switches light/dark and survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveClass(/light/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(245, 247, 251)');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('app-storage') ?? '{}').state?.theme)).toBe('light');

  await page.reload();
  await expect(html).toHaveClass(/light/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('visited routes are kept in session storage', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('mixtape-card').first().click();
  await expect(page).toHaveURL(/\/mixtape\//);
  // The route is recorded on routeChangeComplete, a moment after the address bar changes.
  const routes = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('visited_routes') ?? '[]') as string[]);
  await expect.poll(async () => (await routes()).at(-1)).toMatch(/^\/mixtape\//);
  expect((await routes())[0]).toBe('/');
});
