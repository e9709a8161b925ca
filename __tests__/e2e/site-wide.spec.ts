import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface MixtapeInfo {
  id: number;
  slug: string;
  title: string;
  explicit: boolean;
}

const AGE_QUESTION = 'Are you 18 or older?';
const player = (page: Page) => page.getByRole('region', { name: 'Player' });
const audioTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);

async function released(request: APIRequestContext): Promise<MixtapeInfo[]> {
  return ((await (await request.get('/api/v3/mixtapes?take=100')).json()) as { data: MixtapeInfo[] }).data;
}

test("from a home shelf's 'See all' to its list page, and Load more", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See all Trending' }).click();
  await expect(page).toHaveURL(/\/mixtapes\?sort=plays&order=desc$/);
  await expect(page).toHaveTitle('All Mixtapes | Free Mixtapes Updated Daily');
  await expect(page.getByLabel('Sort by')).toHaveValue('plays');
  const cards = page.getByRole('list', { name: 'All Mixtapes' }).getByTestId('mixtape-card');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

  // The named lists are server-rendered pages too, linked from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Coming Soon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByRole('timer').first()).toHaveText(/^Drops in /);
});

test('an explicit mixtape asks the age question once, then plays', async ({ page, request }) => {
  const [first, second] = (await released(request)).filter((m) => m.explicit);
  expect(second).toBeDefined();
  await page.goto(`/mixtape/${first.slug}`);
  await expect(page.getByText('Explicit', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Play All' }).click();
  const dialog = page.getByRole('dialog', { name: AGE_QUESTION });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(player(page)).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);

  // Another page load, another explicit mixtape: the answer kept in 'app-storage' lets it play at once.
  await page.goto(`/mixtape/${second.slug}`);
  await page.getByRole('button', { name: 'Play All' }).click();
  await expect.poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.paused === false), { timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('dialog', { name: AGE_QUESTION })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('app-storage') ?? '{}').state.isOverAge)).toBe(true);
});

test('the embed code plays the mixtape inside a frame of another page; other pages refuse frames', async ({ page, request, baseURL }) => {
  const mixtape = (await released(request)).find((m) => !m.explicit)!;
  await page.goto(`/mixtape/${mixtape.slug}`);
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this mixtape' });
  const code = await dialog.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(code).toContain(`src="${baseURL}/embed/${mixtape.slug}"`);

  expect((await request.get(`/embed/${mixtape.slug}`)).headers()['x-frame-options']).toBeUndefined();
  expect((await request.get(`/mixtape/${mixtape.slug}`)).headers()['x-frame-options']).toBe('DENY');

  // Another site: another origin (its own port on this machine, so the browser allows the local frame) with the
  // snippet pasted in.
  const blog = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><title>Another site</title><h1>My blog</h1>${code}`);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(blog.address() as AddressInfo).port}/blog`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('link', { name: mixtape.title })).toBeVisible();
    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    // The visible line, not the page's announcer of the same words (read by screen readers, not shown).
    await expect(frame.getByText(/^Now playing: /).and(frame.locator(':not([aria-live])'))).toBeVisible();
    const embedded = page.frames().find((f) => f.url().includes('/embed/'))!;
    await expect
      .poll(() => embedded.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
  } finally {
    blog.closeAllConnections();
    await new Promise((resolve) => blog.close(resolve));
  }
});

test('the banner closes and stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Announcement' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Close the banner' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('banner_closed_time'))).toMatch(/^\d{13}$/);
  await page.reload();
  await expect(page.getByTestId('mixtape-card').first()).toBeVisible();
  await expect(banner).toBeHidden();
});

test('search engines get a sitemap with every mixtape, robots.txt, and described pages', async ({ request }) => {
  const [mixtape] = await released(request);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`/mixtape/${mixtape.slug}</loc>`);
  expect(xml).toContain('/featured</loc>');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);

  const html = await (await request.get(`/mixtape/${mixtape.slug}`)).text();
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/mixtape/${mixtape.slug}"`));
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/v3\/media\/covers\//);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
  expect(JSON.parse(ld![1])).toMatchObject({ '@type': 'MusicAlbum', name: mixtape.title });
});
