// What a phone gets: the JavaScript a page loads in a real browser (Debian's Chromium), and Lighthouse's mobile
// scores (scripts/chromium.mjs names the browser).
import { chromium } from '@playwright/test';
import { AUTOPLAY, CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';

const FLAGS = ['--headless', ...CHROMIUM_FLAGS];

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * Per URL, the compressed bytes of every script loaded by the load event (the first load) and of every script
 * loaded once the page has been idle for two seconds (what it fetches after, on its own).
 */
export async function scriptBytesInBrowser(urls) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const rows = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const scripts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name))
            .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        );
      await page.goto(url, { waitUntil: 'load' });
      const atLoad = await scripts();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2_000);
      rows.push({ url, 'JS at load, KB': kb(atLoad), 'JS after 2 s idle, KB': kb(await scripts()) });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** Median of `runs` timings (ms) from the click on Play All to the audio element's first `playing` event. */
export async function clickToAudioMs(url, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...FLAGS, AUTOPLAY] });
  try {
    const timings = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        const marks = (window.__clickToAudio = {});
        document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true });
        document.addEventListener('playing', () => (marks.playing ??= performance.now()), { capture: true });
      });
      await page.getByRole('button', { name: 'Play All' }).click();
      await page.waitForFunction(() => window.__clickToAudio.playing !== undefined, null, { timeout: 15_000 });
      timings.push(await page.evaluate(() => window.__clickToAudio.playing - window.__clickToAudio.click));
      await context.close();
    }
    timings.sort((a, b) => a - b);
    return Math.round(timings[Math.floor(timings.length / 2)]);
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default (mobile, simulated slow 4G) scores per URL, with LCP, TBT and CLS. */
export async function lighthouseScores(urls) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const rows = [];
  for (const url of urls) {
    // A fresh browser per page: no cache or service state carried from one run to the next.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.displayValue ?? '';
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id),
      );
      rows.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        LCP: audit('largest-contentful-paint'),
        TBT: audit('total-blocking-time'),
        CLS: audit('cumulative-layout-shift'),
        failing: failing.join(' '),
      });
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}
