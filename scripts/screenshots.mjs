// `node scripts/screenshots.mjs [baseUrl] [outDir] [path...]`: full-page screenshots of pages in light
// and dark, 375 px and 1280 px wide, for looking at what a change did. Needs a running server. A path may end in
// `@click=<button name>` to shoot it after clicking that button (a dialog, say): `/mixtape/x@click=Embed`.
// With SHOT_USER and SHOT_PASSWORD set, the pages are taken logged in as that account (for a member's pages).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/term-of-use', '/privacy'];
fs.mkdirSync(outDir, { recursive: true });

/** The stored session of a log-in, as the site keeps it in local storage. */
async function session() {
  if (!process.env.SHOT_USER) return null;
  const res = await fetch(`${base}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: process.env.SHOT_USER, pass: process.env.SHOT_PASSWORD }),
  });
  if (!res.ok) throw new Error(`log-in failed: ${res.status} ${await res.text()}`);
  const { access_token, api_token, user } = await res.json();
  return { access_token, v2_token: api_token, user: JSON.stringify(user) };
}
const stored = await session();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  for (const mode of ['light', 'dark']) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 800 }, deviceScaleFactor: 1 });
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      if (stored) await context.addInitScript((keys) => Object.entries(keys).forEach(([key, value]) => localStorage.setItem(key, value)), stored);
      const page = await context.newPage();
      // Generous: shots are often taken while a build or a test run holds the cores.
      page.setDefaultTimeout(120_000);
      for (const target of pages) {
        const [route, click] = target.split('@click=');
        await page.goto(base + route, { waitUntil: 'networkidle' });
        if (click) {
          await page.getByRole('button', { name: click, exact: true }).first().click();
          await page.waitForTimeout(800);
        }
        // Lazy images load only near the viewport: bring every one in before a full-page shot.
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
        // Parts with content-visibility: auto paint only near the viewport, which a full-page shot never scrolls to.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        await page.waitForLoadState('networkidle');
        const name = `${route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-')}${click ? `-${click.replace(/[^a-z0-9]+/gi, '-')}` : ''}-${mode}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE !== '0' });
        console.log(path.join(outDir, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
