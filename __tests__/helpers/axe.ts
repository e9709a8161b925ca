import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** axe-core's source, evaluated only in a frame that does not have it yet: a walk checks each page several times. */
const AXE_ONCE_PER_FRAME = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * An AxeBuilder that runs axe.run in the page, which reaches its same-origin frames (the only frames the site has),
 * rather than the builder's default of a partial run per frame finished in a new blank page: that page cost more
 * than the check itself, two to three seconds on each call.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page, axeSource: AXE_ONCE_PER_FRAME }).setLegacyMode(true);

/**
 * The axe violations of the page open in `page`, at a phone's and a desktop's width in both themes (each a reload),
 * as lines naming `where`; the page is left at 1280 px. `ready` waits, after each reload, for parts that load later.
 */
export async function axeAcrossLayouts(page: Page, where: string, ready?: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of ['dark', 'light']) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await ready?.(page);
      const { violations } = await axeBuilder(page).options({ rules: { 'target-size': { enabled: true } } }).analyze();
      found.push(...violations.flatMap((v) => v.nodes.map((n) => `${where} ${width} ${theme}: ${v.id} at ${n.target.join(' ')}`)));
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}
