/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { COVER_SIZES } from '@/lib/cover-sizes';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { runSql } from '../helpers/members';

// Every request checks the stored renditions against the cover (kept for CATALOG_CACHE_SECONDS otherwise).
process.env.CATALOG_CACHE_SECONDS = '0';

let api: TestApi;
let mixtape: MixtapeDetail;
const cover = (kind: 'mixtapes' | 'tracks', id: number, query: string, headers: Record<string, string> = {}, method = 'GET') =>
  httpCall(`${api.url}/api/v3/${kind}/${id}/cover${query}`, { raw: true, headers, method });
const coverKeyOf = async (id: number) => (await runSql<{ cover: string }>(`select cover from mixtapes where id = ${id}`))[0].cover;

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 3, artists: 2, djs: 1 } });
  const list = (await httpCall<Paged<Mixtape>>(`${api.url}/api/v3/mixtapes?take=1`)).body;
  mixtape = (await httpCall<MixtapeDetail>(`${api.url}/api/v3/mixtapes/${list.data[0].id}`)).body;
}, 180_000);
afterAll(() => api.stop());

describe('GET /mixtapes/{id}/cover and /tracks/{id}/cover', () => {
  it("answers the mixtape's SVG cover as a square JPEG of every size asked, cached like media", async () => {
    expect((await coverKeyOf(mixtape.id)).endsWith('.svg')).toBe(true);
    for (const size of COVER_SIZES) {
      const res = await cover('mixtapes', mixtape.id, `?size=${size}`);
      expect([size, res.status, res.headers.get('content-type')]).toEqual([size, 200, 'image/jpeg']);
      expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
      const meta = await sharp(res.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
    }
  });

  it('makes the renditions once and keeps them in the media store beside the cover; then answers 304s and ranges', async () => {
    const key = await coverKeyOf(mixtape.id);
    const stored = path.join(api.dataDir, 'media', `${key}.256.jpg`);
    const first = await cover('mixtapes', mixtape.id, '?size=256');
    expect(fs.readFileSync(stored).equals(first.bytes)).toBe(true);
    const made = fs.statSync(stored).mtimeMs;
    const again = await cover('mixtapes', mixtape.id, '?size=256');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(fs.statSync(stored).mtimeMs).toBe(made);
    const etag = first.headers.get('etag')!;
    expect((await cover('mixtapes', mixtape.id, '?size=256', { 'if-none-match': etag })).status).toBe(304);
    const part = await cover('mixtapes', mixtape.id, '?size=256', { range: 'bytes=0-1' });
    expect([part.status, [...part.bytes]]).toEqual([206, [0xff, 0xd8]]);
    const head = await cover('mixtapes', mixtape.id, '?size=256', {}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.bytes.length]).toEqual([200, String(first.bytes.length), 0]);
  });

  it('makes them again when the cover is replaced', async () => {
    const other = (await httpCall<Paged<Mixtape>>(`${api.url}/api/v3/mixtapes?take=3`)).body.data.find((m) => m.id !== mixtape.id)!;
    const key = await coverKeyOf(other.id);
    const before = await cover('mixtapes', other.id, '?size=96');
    const red = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer();
    // Newer than the renditions made from the old cover, as a reseed writing the same key leaves it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    fs.writeFileSync(path.join(api.dataDir, 'media', key), red);
    const after = await cover('mixtapes', other.id, '?size=96');
    expect(after.bytes.equals(before.bytes)).toBe(false);
    const { data, info } = await sharp(after.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([96, 96]);
    expect([data[0] > 200, data[1] < 60, data[2] < 60]).toEqual([true, true, true]);
  });

  it("answers a track's cover (its mixtape's), the same picture", async () => {
    const track = mixtape.tracks[0];
    const res = await cover('tracks', track.id, '?size=128');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(res.bytes.equals((await cover('mixtapes', mixtape.id, '?size=128')).bytes)).toBe(true);
  });

  it('answers 400 for a size it does not make, and 404 for an unknown mixtape or track', async () => {
    for (const query of ['?size=100', '?size=1024', '?size=abc', '']) {
      const res = await httpCall(`${api.url}/api/v3/mixtapes/${mixtape.id}/cover${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, 'size must be one of 96, 128, 192, 256, 384, 512']);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await httpCall(`${api.url}/api/v3/tracks/${mixtape.tracks[0].id}/cover?size=64`)).status).toBe(400);
    const unknown = await httpCall(`${api.url}/api/v3/mixtapes/999999/cover?size=96`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Mixtape not found']);
    expect((await httpCall(`${api.url}/api/v3/tracks/999999/cover?size=96`)).body.message).toBe('Track not found');
  });
});
