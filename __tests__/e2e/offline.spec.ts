import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Mixtape, Track } from '@/lib/contracts/catalog';
import { logIn, logInByApi, signUpByApi, subscribeByApi } from '../helpers/e2e-accounts';

// Offline listening end to end (see docs/product.md, Offline and installing): a premium member saves a mixtape with
// Save offline (its audio through the links the API gives premium members alone), the network goes away, the page
// comes back from the service worker, and the mixtape plays from the device, seeking included (byte ranges answered
// from the saved copy); a page never visited shows 'You're offline'.

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
/** The clock of the one element playing (the engine swaps a preloaded one in as `main`). */
const audioTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);

/** A released mixtape without the age question and with few tracks: a save fetches every one of them. */
async function pickMixtape(request: APIRequestContext): Promise<{ mixtape: Mixtape; tracks: Track[] }> {
  const { data } = (await (await request.get('/api/v3/mixtapes?take=50')).json()) as { data: Mixtape[] };
  const clean = data.filter((m) => !m.explicit && !m.price && m.trackCount >= 2).sort((a, b) => a.trackCount - b.trackCount);
  const mixtape = clean[0];
  if (!mixtape) throw new Error('The seeded catalog has no clean, free mixtape of 2 tracks or more');
  const tracks = (await (await request.get(`/api/v3/mixtapes/${mixtape.id}/queue`)).json()) as Track[];
  return { mixtape, tracks };
}

test('a premium member saves a mixtape offline, and it plays from the device with the network gone', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;
  const account = { email: `off${stamp}@example.com`, username: `off${stamp}`, password: 'music-on-the-plane-27' };
  await signUpByApi(request, account, 'Off Line');
  await subscribeByApi(request, (await logInByApi(request, account)).access_token);
  const { mixtape, tracks } = await pickMixtape(request);

  await test.step('listens, then saves the mixtape with Save offline', async () => {
    await page.goto(`/mixtape/${mixtape.slug}`);
    // A listener first listens: the player comes, and with the first sound the service worker.
    await page.getByRole('button', { name: 'Play All' }).click();
    await expect(player(page).getByTestId('player-title')).toHaveText(tracks[0].title);
    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    await player(page).getByRole('button', { name: 'Pause' }).first().click();
    await logIn(page, account);
    // The member's premium is read after the log-in, and saved with their ids (services/common/member-ids.ts).
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('member_ids') ?? '{}').premium ?? null), { timeout: 15_000 }).toBe('active');
    await page.getByRole('button', { name: 'Save offline' }).click();
    await expect(page.getByText('Saved offline', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
    // The service worker is the one that answers from now on.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller))).toBe(true);
  });

  await test.step('with the network gone, the page comes back and the mixtape plays, seeking included', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: mixtape.title })).toBeVisible();
    await expect(page.getByText('Saved offline', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Play All' }).click();
    await expect(player(page).getByTestId('player-title')).toHaveText(tracks[0].title);
    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    // A jump asks the saved copy for a byte range (206): the clock goes on from there.
    const target = Math.min(20, Math.floor(tracks[0].duration / 2));
    await page.evaluate((seconds) => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-player="main"]');
      if (audio) audio.currentTime = seconds;
    }, target);
    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(target + 0.5);
  });

  await test.step('a page never visited says the site is offline, and Downloads lists the save', async () => {
    await page.goto('/djs');
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    // A live page, not dead HTML: its scripts came from the worker too, and the header knows the member.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Downloads' }).click();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(page.getByRole('list', { name: 'Saved offline' }).getByRole('link', { name: mixtape.title })).toBeVisible({ timeout: 20_000 });
  });

  await context.setOffline(false);
});

test('the site is installable once a listener has played something: its service worker runs and Chromium finds nothing missing', async ({ playwright, baseURL, request }) => {
  // Chromium's own check, the one Lighthouse's installability audit reported. A test's context is off the record,
  // where nothing can be installed: this one keeps a profile, as a listener's browser does.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'install-e2e-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
  try {
    const { mixtape } = await pickMixtape(request);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`/mixtape/${mixtape.slug}`);
    await page.getByRole('button', { name: 'Play All' }).click();
    // The site registers its worker 2 s after the first sound.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
