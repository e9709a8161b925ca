import { expect, test, type Page } from '@playwright/test';

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
/** The clock of the one element playing (the engine swaps a preloaded one in as `main`). */
const audioTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);

test('finds a misspelled word from the header, opens its artist, plays their mixtape, then DJs and a podcast', async ({ page, request }) => {
  await page.goto('/');
  // The seed's titles are made of words like 'Dreams' (server/demo/seed-words.ts): typed with a typo.
  const box = page.getByRole('combobox', { name: 'Search mixtapes, tracks, artists, DJs, podcasts' });
  await box.fill('dreems');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toContainText(/dreams/i);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=dreems$/);
  await expect(page.getByRole('heading', { name: 'Results for “dreems”' })).toBeVisible();

  // A mixtape result names its artist, who has a page.
  const mixtapeRow = page.getByTestId('search-result').filter({ hasText: 'Mixtape ·' }).first();
  await expect(mixtapeRow).toContainText(/dreams/i);
  const artistLink = mixtapeRow.getByRole('link').nth(1);
  const artistName = (await artistLink.textContent())!.trim();
  await artistLink.click();
  await expect(page).toHaveURL(/\/artist\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: artistName })).toBeVisible();

  // Play one of the artist's mixtapes from the grid.
  const grid = page.getByRole('list', { name: `Mixtapes by ${artistName}` });
  await grid.getByRole('button', { name: /^Play / }).first().click();
  await expect(player(page).getByTestId('player-title')).not.toBeEmpty();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);

  // The DJ index, and one DJ.
  await page.goto('/djs');
  await expect(page.getByRole('heading', { level: 1, name: 'DJs' })).toBeVisible();
  const firstDj = page.getByRole('list', { name: 'DJs' }).getByRole('link').first();
  await firstDj.click();
  await expect(page).toHaveURL(/\/dj\/[a-z0-9-]+$/);
  await expect(page.getByText('DJ', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mixtapes' })).toBeVisible();

  // A podcast episode plays in the player, and comes back where it was left.
  const podcasts = (await (await request.get('/api/v3/podcasts')).json()) as { data: { slug: string; name: string }[] };
  await page.goto(`/podcast/${podcasts.data[0].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: podcasts.data[0].name })).toBeVisible();
  const episodes = page.getByTestId('track-title');
  const first = (await episodes.first().textContent())!.trim();
  await episodes.first().click();
  await expect(player(page).getByTestId('player-title')).toHaveText(first);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(1.5);
  await episodes.nth(1).click();
  await expect(player(page).getByTestId('player-title')).not.toHaveText(first);
  await episodes.first().click();
  await expect(player(page).getByTestId('player-title')).toHaveText(first);
  // Resumed: the clock starts from the second or so already heard, not from zero.
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
});
