/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateCoverSvg } from '@/server/media/cover';

// The media folder is read from DATA_DIR when the storage is first used: set before the module is loaded.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-backdrop-'));
process.env.DATA_DIR = dataDir;
fs.mkdirSync(path.join(dataDir, 'media', 'covers'), { recursive: true });
const svg = generateCoverSvg('hero', { title: 'Night Drive', artist: 'Nova Reign' });
fs.writeFileSync(path.join(dataDir, 'media', 'covers', 'night-drive.svg'), svg);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const decode = async (src: string) => {
  const [, type, base64] = /^data:(image\/webp);base64,(.+)$/.exec(src) ?? [];
  expect(type).toBe('image/webp');
  const bytes = Buffer.from(base64, 'base64');
  return { bytes, meta: await sharp(bytes).metadata() };
};

it('shrinks a cover to a 16-pixel WebP of a few hundred bytes at most', async () => {
  const { tinyCover } = await import('@/server/ssr/hero-backdrop');
  const { bytes, meta } = await decode(await tinyCover(Buffer.from(svg)));
  expect(meta).toMatchObject({ format: 'webp', width: 16, height: 16 });
  expect(bytes.length).toBeLessThan(400);
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3c97ed' } }).png().toBuffer();
  expect((await decode(await tinyCover(png))).meta).toMatchObject({ width: 16, height: 16 });
});

it("makes the hero's backdrop from the cover file behind the catalog's URL, once per file", async () => {
  const { heroBackdropForPage } = await import('@/server/ssr/hero-backdrop');
  const cover = '/api/v3/media/covers/night-drive.svg';
  const backdrop = await heroBackdropForPage(cover);
  expect(backdrop?.cover).toBe(cover);
  expect((await decode(backdrop!.src)).meta).toMatchObject({ width: 16, height: 16 });
  const { getMediaStorage } = await import('@/server/adapters/media-storage');
  const open = jest.spyOn(getMediaStorage(), 'open');
  expect(await heroBackdropForPage(cover)).toEqual(backdrop);
  expect(open).not.toHaveBeenCalled();
});

it('has none for no cover, a cover served from elsewhere, a missing file or one that is not an image', async () => {
  const { heroBackdropForPage } = await import('@/server/ssr/hero-backdrop');
  fs.writeFileSync(path.join(dataDir, 'media', 'covers', 'broken.svg'), 'not an image');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await heroBackdropForPage(null)).toBeNull();
  expect(await heroBackdropForPage('https://elsewhere.example/cover.jpg')).toBeNull();
  expect(await heroBackdropForPage('/api/v3/media/covers/missing.svg')).toBeNull();
  expect(await heroBackdropForPage('/api/v3/media/covers/broken.svg')).toBeNull();
});
