/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-renditions-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Mean difference per channel of two pictures of the same size, 0 to 255. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

it('rasterizes a generated cover, its grain laid in apart, as the whole SVG rasterizes', async () => {
  const [{ generateCoverSvg }, { getMediaStorage }, { coverJpegKey }] = await Promise.all([
    import('@/server/media/cover'),
    import('@/server/adapters/media-storage'),
    import('@/server/media/renditions'),
  ]);
  for (const seed of ['grain-1', 'grain-2', 'grain-3']) {
    const svg = Buffer.from(generateCoverSvg(seed, { title: 'Night Drive Sessions', artist: 'Nova', subtitle: 'Hosted by DJ Prism' }));
    await getMediaStorage().put(`covers/${seed}.svg`, svg);
    const jpeg = fs.readFileSync(path.join(dataDir, 'media', await coverJpegKey(`covers/${seed}.svg`, 512)));
    const whole = await sharp(svg, { density: (72 * 512) / 600 }).flatten({ background: '#000' }).png().toBuffer();
    const withoutGrain = await sharp(Buffer.from(svg.toString().replace('filter="url(#grain)"', 'fill="none"'))).resize(512, 512).png().toBuffer();
    const wholeJpeg = await sharp(whole).jpeg({ quality: 85 }).toBuffer();
    // The same picture (each JPEG's own loss aside), where leaving the grain out would not be.
    expect(await meanDifference(jpeg, wholeJpeg)).toBeLessThan(1.5);
    expect(await meanDifference(jpeg, withoutGrain)).toBeGreaterThan(4);
  }
});
