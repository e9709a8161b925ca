import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from '../helpers/axe';
import { logInByApi, signUpByApi, subscribeByApi } from '../helpers/e2e-accounts';
import { PAGES, fill, pageReady, seededFixture, type Fixture, type Viewer } from '../helpers/site-pages';

// axe-core over every page of the site and its dialogs, with the player active, at a phone's and a desktop's width:
// any violation fails (see docs/product.md, Accessibility). One browser page per width walks both tables, navigating
// rather than starting anew, and checks each page with every rule in the dark theme, then with the rules that read
// colours in the light one, switched as the header's toggle does (no second load). A viewer's pages after the first
// are reached through the site's router, as its links reach them. The width is the project's:
// playwright.config.ts runs this file once per width, side by side. The light theme's colours are the same at both
// widths where the same things show: at a phone's width they are checked where the phone shows something of its own
// (the guest's and each viewer's first page, with the phone's header and player bar, and the phone-only overlays),
// and on every page at a desktop's.

/**
 * What is opened over a page, one row each: `open` shows it and returns nothing until it is there. `scope`: only that
 * part is checked (the rest of the page is a row of PAGES), where `open` scrolled the page and the sticky header
 * then covers part of what lies above, which axe's target-size rule counts against those targets.
 */
const OVERLAYS: { name: string; path: string; phoneOnly?: boolean; as?: Viewer; scope?: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'queue', path: '/mixtape/{mixtape}', open: (page) => clickThenSee(page, page.getByRole('banner').getByRole('button', { name: /^Open queue/ }), 'dialog', 'Queue') },
  { name: 'add to playlist', path: '/mixtape/{mixtape}', open: (page) => clickThenSee(page, page.getByRole('button', { name: 'Add to Playlist' }), 'dialog', 'Add to Playlist') },
  { name: 'embed', path: '/mixtape/{mixtape}', open: (page) => clickThenSee(page, page.getByRole('button', { name: 'Embed' }), 'dialog', 'Embed this mixtape') },
  { name: 'account menu', path: '/', open: (page) => clickThenSee(page, page.getByRole('banner').getByRole('button', { name: /^Account menu/ }), 'menu') },
  { name: 'comments', path: '/mixtape/{mixtape}', scope: '#comments', open: (page) => seeComments(page) },
  { name: 'delete account', path: '/account', open: (page) => clickThenSee(page, page.getByRole('button', { name: 'Delete Account' }), 'dialog', 'Delete your account?') },
  { name: 'keyboard shortcuts', path: '/', open: (page) => pressThenSee(page, '?', 'Keyboard shortcuts') },
  { name: 'purchase dialog', path: '/mixtape/{paidMixtape}', open: (page) => openPurchase(page) },
  { name: "purchase dialog's 3-D Secure step", path: '/mixtape/{paidMixtape}', open: (page) => openPurchase(page, '4000 0025 0000 3155') },
  { name: 'subscribe', path: '/premium', open: (page) => seeCardForm(page, 'Subscribe monthly', 'Subscribe to Premium Monthly') },
  { name: 'account menu (subscriber)', path: '/', as: 'subscriber', open: (page) => clickThenSee(page, page.getByRole('banner').getByRole('button', { name: /^Account menu, \w+ Premium$/ }), 'menu') },
  { name: 'update card', path: '/premium', as: 'subscriber', open: (page) => seeCardForm(page, 'Update card', 'Update your card') },
  { name: 'cancel premium', path: '/premium', as: 'subscriber', open: (page) => clickThenSee(page, page.getByRole('button', { name: 'Cancel premium' }), 'dialog', 'Cancel premium?') },
  { name: 'prepay', path: '/premium', as: 'subscriber', open: (page) => clickThenSee(page, page.getByRole('button', { name: /^Prepay / }), 'dialog', 'Prepay 3 months?') },
  { name: 'phone player', path: '/', phoneOnly: true, open: (page) => seeNowPlaying(page) },
  { name: "phone player's sleep timer", path: '/', phoneOnly: true, open: (page) => seeNowPlaying(page, 'Sleep timer') },
  { name: 'player settings', path: '/', open: (page) => openPlayerSettings(page) },
];

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

async function clickThenSee(page: Page, control: ReturnType<Page['locator']>, role: 'dialog' | 'menu', name?: string) {
  await control.click();
  await expect(page.getByRole(role, name ? { name } : {})).toBeVisible();
}

/** The player's settings, from the bar's gear, or on a phone from the full-screen player's. */
async function openPlayerSettings(page: Page) {
  const expand = page.getByRole('button', { name: /^Expand player/ });
  if (await expand.isVisible()) await clickThenSee(page, expand, 'dialog', 'Now playing');
  await clickThenSee(page, page.getByRole('button', { name: 'Player settings' }), 'dialog', 'Player settings');
}

/** The phone's now-playing screen once its actions have loaded; with `menu`, that button's menu open over it. */
async function seeNowPlaying(page: Page, menu?: string) {
  await clickThenSee(page, page.getByRole('button', { name: /^Expand player/ }), 'dialog', 'Now playing');
  const sleep = page.getByRole('dialog', { name: 'Now playing' }).getByRole('button', { name: 'Sleep timer' });
  await expect(sleep).toBeVisible();
  if (menu) await clickThenSee(page, sleep, 'menu', menu);
}

/** The comments section loads as it nears the view: scrolled to, it shows the box to write in. */
async function seeComments(page: Page) {
  const section = page.locator('#comments');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('textbox').first()).toBeVisible();
}

/** Buy opens the purchase dialog at its card form; with a card, its answer (the bank's frame for 3-D Secure). */
async function openPurchase(page: Page, card?: string) {
  await page.getByRole('button', { name: /^Buy \$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy this mixtape' });
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  if (!card) return;
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page.frameLocator('iframe[title="3-D Secure check"]').getByRole('button', { name: 'Complete' })).toBeVisible();
}

/** A card dialog of /premium, once its card form is there. */
async function seeCardForm(page: Page, button: string, dialog: string) {
  await clickThenSee(page, page.getByRole('button', { name: button }), 'dialog', dialog);
  await expect(page.getByRole('dialog', { name: dialog }).getByLabel('Card number')).toBeVisible();
}

async function pressThenSee(page: Page, key: string, name: string) {
  await page.locator('body').press(key);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

/**
 * Shows `path` as a link of the site does, through Next's router, without a new document: loading and hydrating the
 * whole app again for each page cost the browser several times the check itself. A path Next has no page for, it
 * loads as a new document (the evaluation then ends with the old one).
 */
async function followLink(page: Page, path: string) {
  type NextWindow = { next: { router: { push: (url: string) => Promise<boolean> } } };
  const { pathname } = new URL(path, page.url());
  const routed = await page.evaluate((to) => (window as unknown as NextWindow).next.router.push(to), path).catch(() => false);
  if (!routed) await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).pathname).toBe(pathname);
  // A screen that loads its code in the browser (a member's library pages) shows once that code has come: its heading
  // marks it. (A new document's wait for an idle network, in pageReady, no longer applies after a routed change.)
  await page.locator('h1').first().waitFor({ state: 'attached' });
}

/**
 * Waits for transitions and animations to end: axe would measure a colour halfway through a fade. One call awaits
 * their ends, instead of a check at every animation frame.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    for (let left = running(); left.length; left = running()) await Promise.all(left.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Shows `mode` as the header's toggle does (services/common/theme-mode.ts): the class on <html>, the stored key, and MUI told. */
async function showTheme(page: Page, mode: Theme) {
  await page.evaluate((m) => {
    localStorage.setItem('theme', m);
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(m);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: m }));
  }, mode);
}

/**
 * The rules whose answer depends on the theme: they read colours. Every other rule sees the same page in both
 * themes (the toggle changes colours only), so it runs once, in the dark theme.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's violations on the page as it is now (or in the part `scope` selects), in each theme, one line per rule and element. */
async function violations(page: Page, where: string, scope?: string, themes: readonly Theme[] = THEMES): Promise<string[]> {
  const lines: string[] = [];
  for (const mode of themes) {
    await showTheme(page, mode);
    await settle(page);
    // Every rule axe runs by default, the experimental check that a name holds the text shown (WCAG 2.5.3), and
    // target size (WCAG 2.2: 24 px, or room around it), which Lighthouse checks.
    const axe = axeBuilder(page);
    if (scope) axe.include(scope);
    // Only violations come back with every node: the passes of a large page (every element that passed every
    // rule) took as long to send over and read as the check itself.
    const resultTypes: ['violations'] = ['violations'];
    if (mode === THEMES[0]) axe.options({ resultTypes, rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } });
    else axe.options({ resultTypes }).withRules(COLOUR_RULES);
    const { violations: found } = await axe.analyze();
    lines.push(...found.flatMap((v) => v.nodes.map((n) => `${where}, ${mode}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)));
  }
  return lines;
}

/** One page or dialog as a step; one that cannot be checked is reported with the violations, and the walk goes on. */
async function checkStep(name: string, found: string[], check: () => Promise<void>) {
  await test.step(name, async () => {
    try {
      await check();
    } catch (error) {
      found.push(`${name}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
    }
  });
}

let fixture: Fixture;
let account: { email: string; username: string; password: string };
/** The session of a member with premium, as the site keeps it in local storage. */
let subscriberSession: Record<string, string>;

test.beforeAll(async ({ request }, { workerIndex }) => {
  // The walk of each width has accounts of its own.
  const stamp = `${Date.now().toString().slice(-6)}${workerIndex}`;
  account = { email: `axe${stamp}@example.com`, username: `axe${stamp}`, password: 'every-page-for-all-42' };
  await signUpByApi(request, account, 'Axe Tester');
  const login = await logInByApi(request, account);
  fixture = await seededFixture(request, login.access_token);

  const subscriber = { email: `axp${stamp}@example.com`, username: `axp${stamp}`, password: 'every-page-for-all-43' };
  await signUpByApi(request, subscriber, 'Axe Premium');
  const session = await logInByApi(request, subscriber);
  await subscribeByApi(request, session.access_token);
  subscriberSession = { access_token: session.access_token, v2_token: session.api_token, user: JSON.stringify(session.user) };
});

test('axe finds nothing on any page or dialog, in either theme', async ({ context, page, viewport }) => {
  const width = viewport!.width;
  const phone = width <= 600;
  /** The themes a page is checked in: at a phone's width, the dark alone where the desktop's walk sees the same things. */
  const themesFor = (ownAtPhone: boolean): readonly Theme[] => (phone && !ownAtPhone ? ['dark'] : THEMES);
  test.setTimeout(10 * 60_000);
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // A step that cannot find what it waits for gives up early, so the walk reports every page in one run.
  page.setDefaultTimeout(20_000);
  const found: string[] = [];

  await checkStep("a guest's premium page, and its prompt to log in", found, async () => {
    await page.goto('/premium');
    await pageReady(page, false);
    await expect(page.getByRole('button', { name: 'Subscribe monthly' })).toBeVisible();
    found.push(...(await violations(page, 'premium (guest)')));
    await clickThenSee(page, page.getByRole('button', { name: 'Subscribe monthly' }), 'dialog', 'Go Premium');
    found.push(...(await violations(page, 'go premium prompt')));
  });

  await test.step("a guest's log-in dialog", async () => {
    await page.goto('/');
    await clickThenSee(page, page.getByRole('banner').getByRole('button', { name: 'Log In' }), 'dialog', 'Log In');
    found.push(...(await violations(page, 'log-in dialog')));
  });

  await test.step('logs in and starts the player', async () => {
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Email or username').fill(account.username);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page.goto(fill('/mixtape/{mixtape}', fixture));
    await page.getByRole('button', { name: 'Play All' }).click();
    await pageReady(page, true);
  });

  for (const viewer of ['member', 'subscriber'] as const) {
    if (viewer === 'subscriber') {
      // The same browser (the player stays on screen), now with the session of a member who has premium.
      await page.evaluate((keys) => Object.entries(keys).forEach(([key, value]) => localStorage.setItem(key, value)), subscriberSession);
    }
    for (const [i, { name, path }] of PAGES.filter((p) => (p.as ?? 'member') === viewer).entries()) {
      // Every page but the bare windows (the embedded and pop-out players, the sandbox's bank page) shows the player bar.
      const bare = /^\/(embed|player|payments\/sandbox)\//.test(path);
      await checkStep(name, found, async () => {
        // A viewer's first page and a bare window are loaded as new documents; the others are reached as the site's
        // links reach them (the player plays on).
        if (i === 0 || bare) await page.goto(fill(path, fixture));
        else await followLink(page, fill(path, fixture));
        await pageReady(page, !bare);
        // The viewer's first page shows the phone's header and player bar; a bare window has a layout of its own.
        found.push(...(await violations(page, name, undefined, themesFor(i === 0 || bare))));
      });
    }

    for (const { name, path, phoneOnly, scope, open } of OVERLAYS.filter((o) => (o.as ?? 'member') === viewer)) {
      if (phoneOnly && width > 600) continue;
      await checkStep(name, found, async () => {
        await page.goto(fill(path, fixture));
        await pageReady(page, true);
        await open(page);
        found.push(...(await violations(page, name, scope, themesFor(!!phoneOnly))));
      });
    }
  }

  expect(found).toEqual([]);
});
