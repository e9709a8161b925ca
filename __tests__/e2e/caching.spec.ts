import { expect, test } from '@playwright/test';

test('the home page is rendered before the first visitor and then served from the page cache', async ({ request }) => {
  const home = await request.get('/');
  // From the cache either way: STALE once the journeys before this one took longer than its 60 s (it is then
  // rendered again in the background, and the stale copy answers meanwhile).
  expect(home.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  expect(home.headers()['cache-control']).toMatch(/s-maxage=60\b/);
  const { featured } = await (await request.get('/api/v3/home')).json();
  expect(await home.text()).toContain(featured[0].title.replace(/&/g, '&amp;'));
});

test('a mixtape page is rendered on its first request and served from the page cache after', async ({ request }) => {
  const [mixtape] = (await (await request.get('/api/v3/mixtapes?take=1&sort=plays')).json()).data;
  const first = await request.get(`/mixtape/${mixtape.slug}`);
  expect(first.status()).toBe(200);
  const again = await request.get(`/mixtape/${mixtape.slug}`);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await again.text()).toContain('data-testid="track-row"');

  // An unknown slug is a 404, cached as such for a moment.
  expect((await request.get('/mixtape/no-such-mixtape-here')).status()).toBe(404);
  expect((await request.get('/mixtape/no-such-mixtape-here')).status()).toBe(404);
});

test('the site can be installed: a linked web app manifest with loadable icons', async ({ page, request }) => {
  await page.goto('/privacy');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(href!);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const { icons } = await manifest.json();
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test("a guest's mixtape page asks the API nothing as it loads: its queue and zip size come with the page", async ({ page, request }) => {
  const [mixtape] = (await (await request.get('/api/v3/mixtapes?take=1&sort=date')).json()).data;
  // A render older than the queries' stale time (60 s) is rightly asked again by the browser. A journey before this
  // one may have left such a render in the cache; asking for the page has it rendered again in the background.
  await expect
    .poll(async () => {
      const html = await (await request.get(`/mixtape/${mixtape.slug}`)).text();
      const renderedAt = Math.min(...[...html.matchAll(/"dataUpdatedAt":(\d+)/g)].map(([, at]) => Number(at)));
      return Date.now() - renderedAt;
    })
    .toBeLessThan(30_000);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(req.url());
  });
  await page.goto(`/mixtape/${mixtape.slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: /^Download Mixtape \(\d/ })).toBeVisible();
  expect(asked.filter((url) => !url.includes('/api/v3/media/'))).toEqual([]);
});

test("the home page loads no other page's code or data as its links come into view; a pointer on a card loads that one, and the scripts come in brotli", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/_next/data/')) loaded.push(pathname);
  });
  const scripts: { url: string; encoding: string | undefined; csp: boolean }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/_next/static/chunks/')) {
      scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'], csp: 'content-security-policy' in res.headers() });
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // Every shelf scrolled past: dozens of links to mixtape, artist and list pages in view, none loaded.
  await page.mouse.move(0, 0);
  for (let y = 0; y < 6; y++) await page.mouse.wheel(0, 800);
  await page.waitForTimeout(1_000);
  expect(loaded).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.encoding !== 'br' || s.csp)).toEqual([]);

  const card = page.getByTestId('mixtape-card').first();
  await card.scrollIntoViewIfNeeded();
  const href = await card.getByRole('link').first().getAttribute('href');
  await card.getByRole('link').first().hover();
  await expect.poll(() => loaded.some((path) => path.endsWith(`${href}.json`))).toBe(true);
});
