import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Mixtape, Track } from '@/lib/contracts/catalog';
import { logIn, signUpByApi } from '../helpers/e2e-accounts';

// Pick up on another device (see docs/product.md, Player and queue): a member pauses a mixtape in one browser, and
// another browser of theirs offers to continue it there, from where it was; playing again in the first takes the
// music back, and the second stops and says where it went.

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
/** The clock of the one element playing (the engine swaps a preloaded one in as `main`). */
const audioTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);
const audioPaused = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.paused ?? true);
const isPlaybackSave = (url: string, method: string) => method === 'PUT' && url.endsWith('/api/v3/users/me/playback');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A mixtape anyone may play at once (not explicit: no age question) and one of its tracks long enough to pause half a
 * minute in: the demo catalog's tracks last 20 to 60 seconds.
 */
async function longTrack(request: APIRequestContext): Promise<{ mixtape: Mixtape; index: number; track: Track }> {
  const { data } = (await (await request.get('/api/v3/mixtapes?take=40')).json()) as { data: Mixtape[] };
  for (const mixtape of data.filter((m) => !m.explicit)) {
    const queue = (await (await request.get(`/api/v3/mixtapes/${mixtape.id}/queue`)).json()) as Track[];
    const index = queue.findIndex((t) => t.duration >= 45);
    if (index !== -1) return { mixtape, index, track: queue[index] };
  }
  throw new Error('No track of 45 s or more in the catalog');
}

test('a member pauses in one browser and continues in another from the same place', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const account = { email: `hopper-${stamp}@example.com`, username: `hopper${stamp}`, password: 'pick-it-up-again-42' };
  await signUpByApi(request, account, 'Device Hopper');
  const { mixtape, index, track } = await longTrack(request);

  // Browser A: log in, play the track, seek about 30 s in with the keyboard (→ seeks 5 s), pause.
  const contextA = await browser.newContext();
  const pageA = await contextA.newPage();
  await pageA.goto(`/mixtape/${mixtape.slug}`);
  await logIn(pageA, account);
  const row = pageA.getByRole('list', { name: 'Tracklist' }).getByTestId('track-row').nth(index);
  await row.getByRole('button', { name: `Play ${track.title}`, exact: true }).click();
  await expect(player(pageA).getByTestId('player-title')).toHaveText(track.title);
  await expect.poll(() => audioTime(pageA), { timeout: 15_000 }).toBeGreaterThan(1);
  for (let i = 0; i < 6; i++) await pageA.keyboard.press('ArrowRight');
  await expect.poll(() => audioTime(pageA), { timeout: 15_000 }).toBeGreaterThan(30);
  const pausedSave = pageA.waitForRequest((req) => isPlaybackSave(req.url(), req.method()) && (JSON.parse(req.postData() ?? '{}') as { playing?: boolean }).playing === false);
  await player(pageA).getByRole('button', { name: 'Pause', exact: true }).click();
  const saved = JSON.parse((await pausedSave).postData() ?? '{}') as { position: number };
  expect(saved.position).toBeGreaterThanOrEqual(30);
  expect(saved.position).toBeLessThan(40);
  const at = `0:${String(Math.floor(saved.position)).padStart(2, '0')}`;

  // Browser B: the same member logs in, and is offered that track at that place, from browser A.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await pageB.goto('/');
  await logIn(pageB, account);
  const offer = pageB.getByRole('region', { name: 'Continue listening' });
  await expect(offer.getByText(new RegExp(`^Continue listening: ${escaped(track.title)} at ${at}, from \\S.*$`))).toBeVisible();
  await offer.getByRole('button', { name: 'Continue' }).click();
  await expect(offer).toHaveCount(0);
  await expect(player(pageB).getByTestId('player-title')).toHaveText(track.title);
  await expect(player(pageB).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // From about where A paused, and playing on.
  await expect.poll(() => audioTime(pageB), { timeout: 15_000 }).toBeGreaterThan(saved.position);
  expect(await audioTime(pageB)).toBeLessThan(saved.position + 10);
  expect(await audioPaused(pageB)).toBe(false);

  // A plays again: it takes the music back, and B hears it at its next save (within 10 s while playing) and stops.
  await player(pageA).getByRole('button', { name: 'Play', exact: true }).click();
  await expect(pageB.getByRole('alert').filter({ hasText: /Playing on \S/ })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => audioPaused(pageB)).toBe(true);
  expect(await audioPaused(pageA)).toBe(false);

  await contextA.close();
  await contextB.close();
});
