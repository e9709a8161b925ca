import { expect, test, type Page } from '@playwright/test';
import { pageReady, playableMixtape } from '../helpers/site-pages';

// The keyboard's way through a page with the player on: the skip links first, then a visible focus ring on every
// stop, in both themes (see docs/product.md, Accessibility).

/** What the keyboard focuses and whether it, its `::after` or a box around it (up to three levels) shows a ring. */
const focusedRing = (page: Page) =>
  page.evaluate(() => {
    const ringed = (e: Element, pseudo?: string) => {
      const style = getComputedStyle(e, pseudo);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    let box: Element | null = focused;
    let shown = false;
    for (let level = 0; box && level < 4 && !shown; level++, box = box.parentElement) shown = ringed(box) || ringed(box, '::after');
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return { what: `${focused.tagName.toLowerCase()} "${name}"`, shown };
  });

for (const theme of ['dark', 'light']) {
  test(`the first tab stops skip to the content and the player, and every stop shows the focus ring, ${theme} theme`, async ({ context, page, request }) => {
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto(`/mixtape/${(await playableMixtape(request)).slug}`);
    await page.getByRole('button', { name: 'Play All' }).click();
    await pageReady(page, true);
    // A load starts the keyboard from the top of the page; the queue comes back paused with the player on screen.
    await page.reload();
    await pageReady(page, true);
    const player = page.getByRole('region', { name: 'Player' });

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to player' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(player).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(player.locator(':focus')).toHaveCount(1);

    // From the top, every stop of the page and the player bar.
    await page.reload();
    await pageReady(page, true);
    const unringed: string[] = [];
    for (let stop = 0; stop < 120; stop++) {
      await page.keyboard.press('Tab');
      const focus = await focusedRing(page);
      if (!focus) break;
      if (!focus.shown) unringed.push(focus.what);
    }
    expect(unringed).toEqual([]);
  });
}
