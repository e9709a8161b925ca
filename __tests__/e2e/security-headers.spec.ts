import http from 'node:http';
import { expect, test, type Page, type Response } from '@playwright/test';
import { OUTBOX_PAGE } from '../helpers/e2e-outbox';

// The pages must run under the Content-Security-Policy the server sends (scripts from the site and hashed
// inline scripts only, no eval): any violation, or any page error, fails the journey.

interface Watch {
  problems: string[];
}

async function watch(page: Page): Promise<Watch> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Also the violation events themselves: a blocked eval that the code catches may log nothing.
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(`violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return { problems };
}

function expectSecurityHeaders(response: Response | null) {
  expect(response, 'the page answered').not.toBeNull();
  expect(response!.status(), `${response!.url()} answered`).toBe(200);
  const headers = response!.headers();
  expect(headers['content-type']).toMatch(/^text\/html/);
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined(); // plain http here
  // Each page's policy names its own inline scripts, not every page's: the answer's headers stay within the 4 KB a
  // reverse proxy keeps for them by default (nginx's proxy_buffer_size), however many pages the site has.
  expect(Object.entries(headers).reduce((size, [name, value]) => size + name.length + value.length + 4, 0)).toBeLessThan(3_000);
}

/**
 * Settles: the network is idle, and late effects (analytics batches, lazy chunks) had their moment. The wait for
 * idle is bounded: after a page's own navigation cancelled a data request, Playwright at times counted a request in
 * flight for 30 s that Chromium's network log shows finished.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

test('the home page runs under the policy, its color-scheme script included', async ({ page }) => {
  const { problems } = await watch(page);
  expectSecurityHeaders(await page.goto('/'));
  await expect(page.getByTestId('mixtape-card').first()).toBeVisible();
  // The hashed inline script ran: it set the saved (default dark) mode on <html> before hydration.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await settle(page);
  expect(problems).toEqual([]);
});

test('a mixtape page runs under the policy and plays a track from the API', async ({ page, request }) => {
  const { problems } = await watch(page);
  const list = await (await request.get('/api/v3/mixtapes?take=1')).json();
  const slug: string = list.data[0].slug;
  expectSecurityHeaders(await page.goto(`/mixtape/${slug}`));
  const rows = page.getByTestId('track-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('img[alt$="cover"]').first()).toHaveJSProperty('complete', true);

  const streamed = page.waitForResponse((res) => /\/api\/v3\/tracks\/\d+\/stream/.test(res.url()) && res.status() < 300);
  await rows.first().click();
  await streamed;
  const time = () => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.5);
  await settle(page);
  expect(problems).toEqual([]);
});

test("a page that is not there runs under the policy of the page whose place it takes", async ({ page }) => {
  const { problems } = await watch(page);
  const response = await page.goto('/mixtape/no-such-mixtape-here');
  expect(response!.status()).toBe(404);
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Its inline bootstrap ran (a blocked one is a violation below), and its link leads on.
  await page.getByRole('link', { name: 'Back to mixtapes' }).click();
  await expect(page.getByTestId('mixtape-card').first()).toBeVisible();
  await settle(page);
  expect(problems).toEqual([]);
});

test('the pop-out player runs under the policy', async ({ page }) => {
  const { problems } = await watch(page);
  expectSecurityHeaders(await page.goto('/player/custom'));
  await settle(page);
  expect(problems).toEqual([]);
});

test('the outbox runs under the policy (opened with its key)', async ({ page }) => {
  const { problems } = await watch(page);
  expectSecurityHeaders(await page.goto(OUTBOX_PAGE));
  await settle(page);
  expect(problems).toEqual([]);
});

/** A GET with the path sent as written: browsers and Playwright's client resolve dot segments before sending. */
function rawGet(baseURL: string, path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(baseURL, { path }, (res) => {
        res.resume();
        resolve(res);
      })
      .on('error', reject);
  });
}

test('a page reached through the embed path or the build files with dot segments is that page, which no site may frame', async ({ baseURL }) => {
  for (const [path, status] of [
    ['/embed/%2e%2e/privacy', 200],
    ['/embed/some-mixtape/.%2E/../privacy', 200],
    ['/_next/static/%2e%2e/%2e%2e/privacy', 200],
    ['/_next/data/another-build/privacy', 404],
  ] as const) {
    const res = await rawGet(baseURL!, path);
    expect([path, res.statusCode, res.headers['content-type']]).toEqual([path, status, expect.stringMatching(/^text\/html/)]);
    expect([path, res.headers['x-frame-options']]).toEqual([path, 'DENY']);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

