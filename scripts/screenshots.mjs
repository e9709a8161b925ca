// `node scripts/screenshots.mjs [baseUrl] [outDir] [path...]`: full-page screenshots of pages in light
// and dark, 375 px and 1280 px wide, for looking at what a change did. Needs a running server. A path may end in
// `@click=<button name>` to shoot it after clicking that button (a dialog, say): `/mixtape/x@click=Embed`.
// With SHOT_USER and SHOT_PASSWORD set, the pages are taken logged in as that account (for a member's pages). An
// account with two-factor codes on (a console account) logs in by its email as SHOT_USER, its code read from the
// built-in outbox with SHOT_DEV_TOOLS_KEY (a server started with DEV_OUTBOX=1 and that DEV_TOOLS_KEY).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/term-of-use', '/privacy'];
fs.mkdirSync(outDir, { recursive: true });

const post = (route, body) => fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Completes a two-factor log-in: its code sent by email, read back from the outbox. */
async function withCode({ token }) {
  const key = process.env.SHOT_DEV_TOOLS_KEY;
  if (!key) throw new Error('This account has two-factor codes on: set SHOT_DEV_TOOLS_KEY to read its code from the outbox.');
  const sent = await post('/api/v3/auth/2fa', { token, channel: 'email' });
  if (!sent.ok) throw new Error(`sending the code failed: ${sent.status} ${await sent.text()}`);
  const outbox = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(process.env.SHOT_USER)}`, { headers: { 'x-dev-tools-key': key } });
  const code = (await outbox.json()).data[0]?.text.match(/code is (\d{4})/)?.[1];
  return post('/api/v3/auth/verify', { token, code });
}

/** The stored session of a log-in, as the site keeps it in local storage. */
async function session() {
  if (!process.env.SHOT_USER) return null;
  const res = await post('/api/v3/auth/login', { user: process.env.SHOT_USER, pass: process.env.SHOT_PASSWORD });
  const answer = res.status === 428 ? await withCode(await res.json()) : res;
  if (!answer.ok) throw new Error(`log-in failed: ${answer.status} ${await answer.text()}`);
  const { access_token, api_token, user } = await answer.json();
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
