import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { axeAcrossLayouts as axeClean } from '../helpers/axe';
import { logIn } from '../helpers/e2e-accounts';
import { STUDIO_ADMIN } from '../helpers/e2e-outbox';
import { studioToken } from '../helpers/e2e-studio';

// A creator publishes from the browser: two files and a cover uploaded, the order changed, processed on the job
// queue, published; then a guest plays the release, whose tracks have waveforms. The studio's pages are checked
// with axe at a phone's and a desktop's width in both themes on the way.

const ffmpeg = mediaToolPath('ffmpeg');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'));

function tone(name: string, seconds: number, frequency: number): string {
  const file = path.join(work, name);
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-metadata', `title=${name.replace(/\..*/, '')}`, '-metadata', 'artist=Studio Tester', file]);
  return file;
}

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('a creator uploads, reorders and publishes; a guest plays the release with its waveforms', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(20_000);
  await studioToken(request);
  await page.goto('/');
  await logIn(page, STUDIO_ADMIN);
  await page.getByRole('banner').getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Studio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your studio' })).toBeVisible();
  const violations = await axeClean(page, '/studio');

  await page.getByRole('link', { name: 'New release' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New release' })).toBeVisible();
  violations.push(...(await axeClean(page, '/studio/new')));
  await page.getByLabel('Audio files').setInputFiles([tone('Sunrise.mp3', 6, 330), tone('Moonset.flac', 5, 550)]);
  const cover = path.join(work, 'cover.png');
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } }).png().toFile(cover);
  await page.getByLabel('Cover image').setInputFiles(cover);
  const tracks = page.getByRole('list', { name: 'Tracks' });
  await expect(tracks.getByText(/Uploaded · 0:06/)).toBeVisible();
  await expect(tracks.getByText(/Uploaded · 0:05/)).toBeVisible();
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  // The tags filled the titles and the artist.
  await expect(page.getByRole('textbox', { name: 'Track 1 title' })).toHaveValue('Sunrise');
  // The artist's field suggests the creator's own names (a list of them): a combobox.
  await expect(page.getByRole('combobox', { name: 'Artist', exact: true })).toHaveValue('Studio Tester');
  await page.getByRole('button', { name: 'Move Moonset up' }).click();
  await expect(page.getByRole('textbox', { name: 'Track 1 title' })).toHaveValue('Moonset');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Two Tones');
  await page.getByRole('button', { name: 'Make the release' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Two Tones' })).toBeVisible();
  await expect(page.getByText('Ready to publish.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/LUFS, played at/)).toHaveCount(2);
  violations.push(...(await axeClean(page, '/studio/{id}')));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('On the site now.', { exact: true })).toBeVisible();
  const href = await page.getByRole('link', { name: 'View on the site' }).getAttribute('href');
  expect(violations).toEqual([]);

  // A guest: the mixtape page, its tracks in the creator's order, playing; each track has a waveform.
  const guest = await browser.newPage();
  await guest.goto(href!);
  await expect(guest.getByRole('heading', { level: 1, name: 'Two Tones' })).toBeVisible();
  await expect(guest.getByRole('img', { name: /Two Tones/ }).first()).toBeVisible();
  const queue = (await (await request.get(`/api/v3/mixtapes/find?slug=${href!.split('/').pop()}`)).json()) as { tracks: { id: number; title: string; gain_db?: number }[] };
  expect(queue.tracks.map((t) => t.title)).toEqual(['Moonset', 'Sunrise']);
  expect(queue.tracks.every((t) => typeof t.gain_db === 'number')).toBe(true);
  await guest.getByRole('button', { name: 'Play All' }).click();
  await expect(guest.getByRole('region', { name: 'Player' }).getByText('Moonset').first()).toBeVisible();
  for (const track of queue.tracks) {
    const waveform = (await (await request.get(`/api/v3/tracks/${track.id}/waveform`)).json()) as { peaks: number[] };
    expect(waveform.peaks.length).toBeGreaterThan(100);
  }
  await guest.close();
});
