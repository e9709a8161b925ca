import { expect, test, type Page } from '@playwright/test';

interface TrackInfo {
  id: number;
  title: string;
}

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
/** The clock and length of the one element playing (the engine swaps a preloaded one in as `main`). */
const audio = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLAudioElement>('audio[data-player="main"]');
    return { time: element?.currentTime ?? 0, duration: element?.duration ?? 0, paused: element?.paused ?? true };
  });
/** Whether a canvas of the waveform has anything painted on it. */
const painted = (page: Page, layer: string) =>
  page.evaluate((name) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="seek-waveform"] canvas[data-layer="${name}"]`);
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return false;
    return context.getImageData(0, 0, canvas.width, canvas.height).data.some((value, i) => i % 4 === 3 && value > 0);
  }, layer);

test("a guest plays a demo mixtape, sees its track's waveform in the player bar, and seeks by clicking it", async ({ page, request }) => {
  await page.goto('/');
  await page.getByTestId('mixtape-card').first().click();
  await expect(page).toHaveURL(/\/mixtape\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const { id } = (await (await request.get(`/api/v3/mixtapes/find?slug=${slug}`)).json()) as { id: number };
  const queue = (await (await request.get(`/api/v3/mixtapes/${id}/queue`)).json()) as TrackInfo[];
  // The demo seed puts every track through the studio's pipeline (server/media/process-track.ts): each has a waveform.
  const waveform = await request.get(`/api/v3/tracks/${queue[0].id}/waveform`);
  expect(waveform.status()).toBe(200);
  expect(((await waveform.json()) as { peaks: number[] }).peaks.length).toBeGreaterThan(500);

  await page.getByRole('button', { name: 'Play All' }).click();
  const bar = player(page);
  await expect(bar.getByTestId('player-title')).toHaveText(queue[0].title);
  await expect.poll(async () => (await audio(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5);

  // After the first sound the waveform replaces the plain bar, drawn, under the same Seek slider.
  const surface = bar.getByTestId('seek-waveform');
  await expect(surface).toBeVisible({ timeout: 15_000 });
  await expect(surface.locator('canvas')).toHaveCount(3);
  await expect.poll(() => painted(page, 'rest')).toBe(true);
  await expect(bar.getByTestId('seek-buffered')).toHaveCount(0);
  const slider = bar.getByRole('slider', { name: 'Seek' });
  await expect(slider).toHaveCount(1);

  // Paused, the position stays where the click puts it.
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await audio(page)).paused).toBe(true);
  const { duration } = await audio(page);
  expect(duration).toBeGreaterThan(4);

  const box = (await surface.boundingBox())!;
  await surface.click({ position: { x: box.width / 2, y: box.height / 2 } });
  // About half the track: the seek lands on a whole second.
  await expect.poll(async () => Math.abs((await audio(page)).time - duration / 2), { timeout: 5_000 }).toBeLessThan(1.5);
  await expect.poll(async () => Math.abs(Number(await slider.getAttribute('aria-valuenow')) - duration / 2)).toBeLessThan(1.5);
  // The played tint reaches as far: its layer is clipped at about half the width.
  const playedShare = async () => {
    const clip = (await surface.locator('canvas[data-layer="played"]').getAttribute('style')) ?? '';
    const right = /inset\(0(?:px)? ([\d.]+)%/.exec(clip);
    return right ? 1 - Number(right[1]) / 100 : -1;
  };
  await expect.poll(async () => Math.abs((await playedShare()) - 0.5)).toBeLessThan(0.05);
});
