import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { AUTOPLAY, CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { CONSOLE_ADMIN, E2E_DEV_TOOLS_KEY, STUDIO_ADMIN } from './__tests__/helpers/e2e-outbox';

const PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `mixtape-e2e-${PORT}`);

/**
 * The specs that walk the site's pages and change nothing a journey reads: the axe walk at each width, and beside it
 * at a phone's, whose walk is the shorter, the HTML checker (which reads the server's HTML, at no width).
 */
const WALKS = /(accessibility|html-validity)\.spec\.ts$/;
const DESKTOP_WALKS = /accessibility\.spec\.ts$/;
/** A journey that must see pages before anyone else asks for them (a first request renders, the next is cached). */
const PAGE_CACHE = /caching\.spec\.ts$/;
/**
 * The journeys that change the catalog others read: releases published from the studio (with chapters, gapless,
 * for followers), and a mixtape taken down by the console and restored. The other journeys each keep to accounts
 * of their own.
 */
const CREATORS = /(chapters|console|discovery|gapless|studio)\.spec\.ts$/;

export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: false,
  workers: 4,
  // The walks at a phone's and at a desktop's width side by side, which only read what no journey changes for long,
  // and beside them the journeys that change the catalog, one at a time; then the listeners' journeys on two workers
  // (Playwright starts a project once every project of the step before it has ended). The listeners' journeys mostly
  // wait (audio plays in real time): alone on one worker they left the two cores half idle for their last two
  // minutes. The page cache's checks come first of all: they ask for pages no one has asked for yet.
  projects: [
    { name: 'page cache', testMatch: PAGE_CACHE },
    { name: 'creators', testMatch: CREATORS, workers: 1, dependencies: ['page cache'] },
    { name: 'listeners', testIgnore: [PAGE_CACHE, WALKS, CREATORS], workers: 2, dependencies: ['creators'] },
    { name: 'walks 375', testMatch: WALKS, use: { viewport: { width: 375, height: 812 } }, dependencies: ['page cache'] },
    { name: 'walks 1280', testMatch: DESKTOP_WALKS, use: { viewport: { width: 1280, height: 800 } }, dependencies: ['page cache'] },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, AUTOPLAY] },
    // A trace (a screenshot of every frame and a snapshot of the page at every step) is recorded only when a failed
    // test runs again: recording one for every run took nearly half of the browser's time, on a machine whose two
    // cores the journeys and walks keep busy. Without a retry (a local run), \`npx playwright test <file> --trace on\`
    // records one.
    trace: 'on-first-retry',
  },
  webServer: {
    // The production build (scripts/test.mjs builds it first) on a fresh data folder, seeded on start.
    command: `rm -rf "${E2E_DATA_DIR}" && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/v3/config`,
    // Seeding synthesizes the demo audio: minutes on two cores that other work also holds.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The outbox is off in production by default; the account journey reads its codes there, with the key. It also sends a
    // second code to one address within seconds, which the per-30-second send limit (1) would refuse.
    // TRUST_PROXY lets a journey act as a listener of its own (X-Forwarded-For), as plays count once per listener in 30 s.
    // Every journey comes from this one machine's address: the per-IP budgets of messages sent and accounts made (20 an
    // hour each) would refuse the walks' sign-ups once the journeys have made their accounts.
    // Request lines would bury the journeys' own output: warnings and errors only.
    // The whole demo catalog is made before the server answers (SEED_WAIT_FOR_MEDIA), not listed one mixtape at a time.
    // Ads are on (every 4 tracks, the default), as on a site that runs them: the premium journey checks that a guest
    // gets an ad break where a premium member gets none. The studio journey's account is an admin.
    env: { PORT: String(PORT), DATA_DIR: E2E_DATA_DIR, SEED_WAIT_FOR_MEDIA: '1', NODE_ENV: 'production', DEV_OUTBOX: '1', DEV_TOOLS_KEY: E2E_DEV_TOOLS_KEY, AUTH_SEND_PER_30S: '10', AUTH_SEND_PER_IP_HOUR: '200', AUTH_ACCOUNT_CHANGES_PER_IP_HOUR: '200', TRUST_PROXY: '1', LOG_LEVEL: 'warn', ADS_ENABLED: '1', ADMIN_EMAILS: `${STUDIO_ADMIN.email},${CONSOLE_ADMIN.email}` },
  },
});
