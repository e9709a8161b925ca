import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface TrackInfo {
  id: number;
  title: string;
}
interface MixtapeInfo {
  id: number;
  slug: string;
  stats: { plays: number };
}

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
/** The clock of the one element playing (the engine swaps a preloaded one in as `main`). */
const audioTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);
const playsOf = async (request: APIRequestContext, id: number) => ((await (await request.get(`/api/v3/mixtapes/${id}`)).json()) as MixtapeInfo).stats.plays;

/** Opens the first mixtape of the home page; returns it and the tracks its queue endpoint gives. */
async function openMixtape(page: Page, request: APIRequestContext): Promise<{ mixtape: MixtapeInfo; queue: TrackInfo[] }> {
  await page.goto('/');
  await page.getByTestId('mixtape-card').first().click();
  await expect(page).toHaveURL(/\/mixtape\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const mixtape = (await (await request.get(`/api/v3/mixtapes/find?slug=${slug}`)).json()) as MixtapeInfo;
  const queue = (await (await request.get(`/api/v3/mixtapes/${mixtape.id}/queue`)).json()) as TrackInfo[];
  expect(queue.length).toBeGreaterThanOrEqual(4);
  return { mixtape, queue };
}

async function playAll(page: Page, first: TrackInfo) {
  await page.getByRole('button', { name: 'Play All' }).click();
  await expect(player(page).getByTestId('player-title')).toHaveText(first.title);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
}

test('plays a mixtape, skips, and the play and completion reports reach the server', async ({ page, request }) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith('/api/v3/log/event')) return;
    try {
      sent.push(...(JSON.parse(req.postData() ?? '{}') as { events: Record<string, unknown>[] }).events);
    } catch {
      // Not an events batch: nothing to record.
    }
  });
  // A listener of its own (the server trusts X-Forwarded-For here): one listener's plays of a track count once in
  // 30 s, and earlier tests, or an earlier try of this one, played these tracks as 127.0.0.1.
  const n = Date.now();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${(n >> 8) & 255}.${n & 255}` });
  const { mixtape, queue } = await openMixtape(page, request);
  const before = await playsOf(request, mixtape.id);

  await playAll(page, queue[0]);
  await player(page).getByRole('button', { name: 'Next' }).click();
  await expect(player(page).getByTestId('player-title')).toHaveText(queue[1].title);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);

  // Batches leave every few seconds.
  await expect
    .poll(() => sent.map((e) => `${e.event}:${e.track_id ?? e.mixtape_id}`), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([`mixtape_view:${mixtape.id}`, `track_play:${queue[0].id}`, `track_completion:${queue[0].id}`, `track_play:${queue[1].id}`]));
  const completion = sent.find((e) => e.event === 'track_completion')!;
  expect(completion).toMatchObject({ track_id: queue[0].id, mixtape_id: mixtape.id });
  expect(completion.percentage).toBeGreaterThan(0);
  expect(new Set(sent.map((e) => e.event_id)).size).toBe(sent.length);
  // The server counted the two plays.
  await expect.poll(() => playsOf(request, mixtape.id), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2);
});

test('reorders the queue by menu and by drag, removes a track and undoes it', async ({ page, request }) => {
  const { queue } = await openMixtape(page, request);
  const [t0, t1, t2, ...rest] = queue.map((t) => t.title);
  await playAll(page, queue[0]);
  await player(page).getByRole('button', { name: 'Open queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Queue' });
  const titles = () => dialog.getByTestId('queue-row-title').allTextContents();
  await expect.poll(titles).toEqual([t0, t1, t2, ...rest]);

  await dialog.getByRole('button', { name: `More actions for ${t0}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Move Down' }).click();
  await expect.poll(titles).toEqual([t1, t0, t2, ...rest]);

  await dialog.getByRole('button', { name: 'Edit Queue' }).click();
  const handle = (await dialog.getByRole('button', { name: `Drag ${t1}`, exact: true }).boundingBox())!;
  const target = (await dialog.getByTestId('queue-row').nth(2).boundingBox())!;
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, handle.y + handle.height / 2 + 10, { steps: 4 });
  await page.mouse.move(x, target.y + target.height / 2 + 4, { steps: 16 });
  await page.mouse.up();
  await expect.poll(titles).toEqual([t0, t2, t1, ...rest]);

  await dialog.getByRole('checkbox', { name: `Select ${t2}`, exact: true }).check();
  await dialog.getByRole('button', { name: 'Remove Selected' }).click();
  await expect.poll(titles).toEqual([t0, t1, ...rest]);
  const alert = page.getByRole('alert').filter({ hasText: `Removed "${t2}" from the queue` });
  await alert.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(titles).toEqual([t0, t2, t1, ...rest]);
  await dialog.getByRole('button', { name: 'Finish Editing' }).click();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
});

test('a reload resumes the queue paused where it was', async ({ page, request }) => {
  const { queue } = await openMixtape(page, request);
  await playAll(page, queue[0]);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(4);
  await player(page).getByRole('button', { name: 'Pause' }).click();
  const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem('app-storage') ?? '{}').state?.position ?? 0);
  await expect.poll(saved).toBeGreaterThanOrEqual(4);
  const position = (await saved()) as number;

  await page.reload();
  const bar = player(page);
  await expect(bar.getByTestId('player-title')).toHaveText(queue[0].title);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(position - 0.5);
  const paused = await audioTime(page);
  await page.waitForTimeout(700);
  expect(await audioTime(page)).toBeCloseTo(paused, 1);

  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(paused + 0.5);
});

test('the pop-out player takes over, the main window goes quiet, and closing it hands playback back', async ({ page, request }) => {
  const { queue } = await openMixtape(page, request);
  await playAll(page, queue[0]);

  const [popout] = await Promise.all([page.waitForEvent('popup'), player(page).getByRole('button', { name: 'Open pop-out player' }).click()]);
  await expect(popout).toHaveURL(/\/player\/custom\?from=/);
  const popoutPlayer = popout.getByRole('region', { name: 'Player' });
  await expect(popoutPlayer.getByTestId('player-title')).toHaveText(queue[0].title);
  await expect.poll(() => audioTime(popout), { timeout: 15_000 }).toBeGreaterThan(1);
  // A bare window: no site header.
  await expect(popout.getByRole('banner')).toHaveCount(0);

  await expect(player(page)).toContainText('Playing in the pop-out player');
  const mainSilent = () =>
    page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-player="main"]');
      return !audio || audio.paused;
    });
  await expect.poll(mainSilent).toBe(true);

  await popout.close({ runBeforeUnload: true });
  await expect(player(page).getByTestId('player-title')).toHaveText(queue[0].title);
  // Handed back paused, where the pop-out left it.
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  expect(await mainSilent()).toBe(true);
});

test('while the pop-out plays, the main window mirrors it, drives it, and takes it back', async ({ page, request }) => {
  const { queue } = await openMixtape(page, request);
  await playAll(page, queue[0]);
  const [popout] = await Promise.all([page.waitForEvent('popup'), player(page).getByRole('button', { name: 'Open pop-out player' }).click()]);
  const popoutPlayer = popout.getByRole('region', { name: 'Player' });
  await expect(popoutPlayer.getByTestId('player-title')).toHaveText(queue[0].title);
  await expect(player(page)).toContainText('Playing in the pop-out player');

  // Next in the pop-out: the main window's bar and tracklist follow it.
  await popoutPlayer.getByRole('button', { name: 'Next' }).click();
  await expect(popoutPlayer.getByTestId('player-title')).toHaveText(queue[1].title);
  await expect.poll(() => audioTime(popout), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expect(player(page).getByTestId('player-handed-off-title')).toContainText(queue[1].title);
  const rows = page.getByRole('list', { name: 'Tracklist' }).getByTestId('track-row');
  await expect(rows.nth(1).getByTestId('track-title')).toHaveAccessibleName(`Pause ${queue[1].title}`);
  await expect(rows.nth(0).getByTestId('track-title')).toHaveAccessibleName(`Play ${queue[0].title}`);

  // Pausing and playing from the main window drive the pop-out; the main window stays silent.
  const popoutPaused = () => popout.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.paused);
  await player(page).getByRole('button', { name: 'Pause the pop-out player' }).click();
  await expect.poll(popoutPaused).toBe(true);
  await expect(rows.nth(1).getByTestId('track-title')).toHaveAccessibleName(`Play ${queue[1].title}`);
  await player(page).getByRole('button', { name: 'Play in the pop-out player' }).click();
  await expect.poll(popoutPaused).toBe(false);
  await expect(player(page).getByRole('button', { name: 'Pause the pop-out player' })).toBeVisible();

  // Play here: the pop-out closes and its track carries on here, from where it was.
  const reached = await audioTime(popout);
  await player(page).getByRole('button', { name: 'Play here' }).click();
  // The pop-out closes itself (it may already have by now).
  await expect.poll(() => popout.isClosed()).toBe(true);
  await expect(player(page).getByTestId('player-title')).toHaveText(queue[1].title);
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(reached + 0.5);
});

test('LMT Radio starts from the empty queue and plays across tracks', async ({ page }) => {
  const sessions: (string | null)[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v3/radio')) sessions.push(new URL(req.url()).searchParams.get('session'));
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Queue' });
  await expect(dialog.getByText('Nothing to Play')).toBeVisible();
  await expect(dialog.getByText('Your playing queue is empty')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Search Music' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Play LMT Radio' }).click();
  // A first batch with tracks of an explicit mixtape asks the age question once (docs/product.md, Age question).
  const age = page.getByRole('dialog', { name: 'Are you 18 or older?' });
  await expect(age.or(dialog.getByTestId('queue-row').first())).toBeVisible();
  if (await age.isVisible()) await age.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByTestId('queue-row').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close queue' }).click();

  const bar = player(page);
  // Tracks are told apart by their stream URL: the demo catalog reuses titles ("Outside" twice in a row is possible).
  const playingSrc = () => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.getAttribute('src') ?? '');
  for (let i = 0; i < 2; i += 1) {
    await expect(bar.getByTestId('radio-badge')).toBeVisible();
    await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
    const src = await playingSrc();
    // Jump to the last second: the radio moves on by itself when the track ends.
    await page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!;
      audio.currentTime = Math.max(0, audio.duration - 1);
    });
    await expect.poll(playingSrc, { timeout: 15_000 }).not.toBe(src);
  }
  await expect(bar.getByTestId('radio-badge')).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect(sessions[0]).toBeNull();
});
