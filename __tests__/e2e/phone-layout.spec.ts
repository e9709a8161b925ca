import { expect, test, type Locator } from '@playwright/test';

// What fits a 375 px phone without being cut or wrapped (the narrowest common phone width).
test.use({ viewport: { width: 375, height: 812 } });

const tops = (buttons: Locator) => buttons.evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top)));

test("the library's four tabs fit a 375 px phone, Purchases whole", async ({ page }) => {
  await page.goto('/purchases');
  const tabs = page.getByRole('tablist', { name: 'Your library' });
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
