/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { adsConfigSchema, type AdsConfig } from '@/lib/contracts/catalog';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';

let api: TestApi;
const config = async () => adsConfigSchema.parse((await httpCall(`${api.url}/api/v3/config`)).body) as AdsConfig;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('the audio ad', () => {
  const saved = { enabled: process.env.ADS_ENABLED, every: process.env.ADS_EVERY_TRACKS };
  afterEach(() => {
    for (const [name, value] of [['ADS_ENABLED', saved.enabled], ['ADS_EVERY_TRACKS', saved.every]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('GET /config reports ads off by default, and the ad url once they are on', async () => {
    delete process.env.ADS_ENABLED;
    delete process.env.ADS_EVERY_TRACKS;
    expect(await config()).toEqual({ ads: { enabled: false, everyTracks: 4 } });
    process.env.ADS_ENABLED = 'true';
    process.env.ADS_EVERY_TRACKS = '3';
    expect((await config()).ads).toEqual({ enabled: true, everyTracks: 3, url: '/api/v3/media/ads/lmt-radio.mp3' });
  });

  it('serves the stored house ad (content/ads) through the media route, with byte ranges, stored once', async () => {
    process.env.ADS_ENABLED = '1';
    const { ads } = await config();
    if (!ads.url) throw new Error('no ad url');
    const full = await httpCall(`${api.url}${ads.url}`, { raw: true });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/mpeg');
    const { bytes } = full;
    expect(bytes).toEqual(fs.readFileSync(path.join(process.cwd(), 'content/ads/lmt-radio.mp3')));
    expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3');
    // 128 kbps is 16 KB a second: a 5 to 10 second spot.
    expect(bytes.length).toBeGreaterThan(5 * 16_000);
    expect(bytes.length).toBeLessThan(10 * 16_000 + 4096);

    const range = await httpCall(`${api.url}${ads.url}`, { headers: { Range: 'bytes=0-1023' }, raw: true });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-1023/${bytes.length}`);
    expect(range.bytes).toEqual(bytes.subarray(0, 1024));

    const etag = full.headers.get('etag');
    await config();
    expect((await httpCall(`${api.url}${ads.url}`, { method: 'HEAD', raw: true })).headers.get('etag')).toBe(etag);
  });
});
