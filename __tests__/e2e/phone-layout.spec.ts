import { expect, test, type Locator } from '@playwright/test';

// What fits a 375 px phone without being cut or wrapped (the narrowest common phone width).
test.use({ viewport: { width: 375, height: 812 } });

const tops = (buttons: Locator) => buttons.evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top)));

test("the library's five tabs fit a 375 px phone, Liked and Purchases whole", async ({ page }) => {
  await page.goto('/purchases');
  const tabs = page.getByRole('tablist', { name: 'Your library' });
  await expect(tabs.getByRole('tab')).toHaveCount(5);
  await expect(tabs.getByRole('tab', { name: 'Liked' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Purchases' })).toBeVisible();
  const [scroller] = await tabs.locator('xpath=..').evaluateAll((all) => all.map((el) => ({ content: el.scrollWidth, visible: el.clientWidth })));
  expect(scroller.content).toBeLessThanOrEqual(scroller.visible);
});

test("the queue's edit toolbar keeps its four actions in one row on a 375 px phone", async ({ page }) => {
  await page.goto('/mixtapes');
  await page.getByTestId('mixtape-card').first().getByRole('link').first().click();
  await page.getByRole('button', { name: /^Play All/ }).first().click();
  await page.getByRole('button', { name: /queue/i }).first().click();
  await page.getByRole('dialog', { name: 'Queue' }).getByRole('button', { name: 'Edit Queue' }).click();
  const toolbar = page.getByRole('navigation', { name: 'Selected tracks' });
  await expect(toolbar.getByRole('button', { name: 'Add to Playlist' })).toBeVisible();
  expect(new Set(await tops(toolbar.getByRole('button')))).toHaveProperty('size', 1);
});

/** Every visible button inside `scope`, with its name and its box. */
async function visibleButtonBoxes(scope: Locator) {
  const boxes: { name: string; width: number; height: number }[] = [];
  for (const button of await scope.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    // A tracklist row's title is its play control, stretched over the whole row: the finger's target is the row.
    const stretched = /^(Play|Pause) /.test(name) && (await button.evaluate((b) => !!b.closest('[data-testid="track-row"]')));
    const box = await (stretched ? button.locator('xpath=ancestor::li[1]') : button).boundingBox();
    if (box) boxes.push({ name, width: Math.round(box.width), height: Math.round(box.height) });
  }
  return boxes;
}

const tooSmall = (boxes: { width: number; height: number }[]) => boxes.filter((b) => b.width < 44 || b.height < 44);

test('on a 375 px phone every button of the player bar, its full view, the tracklist rows and the queue rows is at least 44 px square', async ({ page }) => {
  await page.goto('/mixtapes');
  await page.getByTestId('mixtape-card').first().getByRole('link').first().click();
  const rows = page.getByTestId('track-row');
  await expect(rows.first()).toBeVisible();
  const rowBoxes = await visibleButtonBoxes(page.getByRole('list', { name: 'Tracklist' }));
  expect(rowBoxes.length).toBeGreaterThan(0);
  expect(tooSmall(rowBoxes)).toEqual([]);

  await page.getByRole('button', { name: /^Play All/ }).first().click();
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.getByRole('button', { name: 'Next' })).toBeVisible();
  const barBoxes = await visibleButtonBoxes(bar);
  expect(barBoxes.map((b) => b.name)).toEqual(expect.arrayContaining(['Next', 'Close player']));
  expect(tooSmall(barBoxes)).toEqual([]);

  await bar.getByRole('button', { name: /^Expand player/ }).click();
  const full = page.getByRole('dialog', { name: 'Now playing' });
  await expect(full.getByRole('button', { name: 'Close player' })).toBeVisible();
  // The track's actions, the sleep timer (and Play on…, where the browser has a device) load as the view opens.
  await expect(full.getByRole('button', { name: 'Sleep timer' })).toBeVisible();
  const fullBoxes = await visibleButtonBoxes(full);
  expect(fullBoxes.map((b) => b.name)).toEqual(expect.arrayContaining(['Add to Playlist', 'Share', 'Sleep timer']));
  expect(tooSmall(fullBoxes)).toEqual([]);
  // Nothing runs off a 375 px screen sideways: neither the dialog nor the box that scrolls inside it is wider.
  const widths = await full.evaluate((paper) => [paper, paper.firstElementChild!].map((el) => el.scrollWidth - el.clientWidth));
  expect(widths).toEqual([0, 0]);

  await full.getByRole('button', { name: /^Open queue/ }).click();
  const queue = page.getByRole('dialog', { name: 'Queue' });
  const queueRows = queue.getByTestId('queue-row');
  await expect(queueRows.first()).toBeVisible();
  expect(tooSmall(await visibleButtonBoxes(queueRows.first()))).toEqual([]);
  await queue.getByRole('button', { name: 'Edit Queue' }).click();
  expect(tooSmall(await visibleButtonBoxes(queueRows.first()))).toEqual([]);
});
