/** @jest-environment node */
// Public catalog reads: cacheable by browsers and shared caches, revalidated by ETag, and kept serialized in the
// server until a write changes what they show.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CatalogStats, Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';

let api: TestApi;
let tape: MixtapeDetail;

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 4, artists: 2, djs: 1 } });
  const first = (await httpCall<Paged<Mixtape>>(`${api.url}/api/v3/mixtapes?take=1`)).body.data[0];
  tape = (await httpCall<MixtapeDetail>(`${api.url}/api/v3/mixtapes/${first.id}`)).body;
});
afterAll(() => api.stop());

const PUBLIC_READS = () => [
  '/api/v3/home',
  '/api/v3/mixtapes?page=1&take=5',
  '/api/v3/mixtapes/featured',
  '/api/v3/mixtapes/premieres',
  '/api/v3/mixtapes/today',
  '/api/v3/mixtapes/this-week',
  '/api/v3/mixtapes/past-releases',
  '/api/v3/mixtapes/unreleased',
  '/api/v3/mixtapes/stats',
  `/api/v3/mixtapes/${tape.id}`,
  `/api/v3/mixtapes/${tape.id}/queue`,
  `/api/v3/mixtapes/${tape.id}/suggestions`,
  `/api/v3/mixtapes/find?slug=${tape.slug}`,
];

it('marks every public catalog read cacheable with an ETag, and answers a matching If-None-Match with 304', async () => {
  for (const url of PUBLIC_READS()) {
    const first = await httpCall(`${api.url}${url}`, { raw: true });
    expect({ url, status: first.status }).toEqual({ url, status: 200 });
    expect(first.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const method of ['GET', 'HEAD']) {
      const again = await httpCall(`${api.url}${url}`, { method, headers: { 'if-none-match': etag }, raw: true });
      expect({ url, method, status: again.status, body: again.text }).toEqual({ url, method, status: 304, body: '' });
    }
  }
});

it('keeps one answer per query, whatever the order of its parameters or the unknown ones added', async () => {
  const etags = await Promise.all(
    ['?page=1&take=3&sort=plays', '?sort=plays&take=3&page=1', '?take=3&sort=plays&_=123'].map(
      async (query) => (await httpCall(`${api.url}/api/v3/mixtapes${query}`, { raw: true })).headers.get('etag'),
    ),
  );
  expect(new Set(etags).size).toBe(1);
});

/** A GET with Accept-Encoding: gzip, read as it came (fetch would unzip it). */
function gzipGet(url: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

it('sends a large answer gzipped to a client that takes it, with the same ETag', async () => {
  const plain = await httpCall(`${api.url}/api/v3/home`, { raw: true, headers: { 'accept-encoding': 'identity' } });
  const zipped = await gzipGet(`${api.url}/api/v3/home`);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('Accept-Encoding');
  expect(zipped.headers.etag).toBe(plain.headers.get('etag'));
  expect(gunzipSync(zipped.body).equals(plain.bytes)).toBe(true);
});

describe('after a write', () => {
  const read = async <T>(url: string) => {
    const res = await httpCall<T>(`${api.url}${url}`);
    return { body: res.body, etag: res.headers.get('etag') };
  };

  it('shows a counted play at once (with no lag configured): the mixtape, the lists and the totals move, and their ETags change', async () => {
    const [before, list, stats] = await Promise.all([
      read<MixtapeDetail>(`/api/v3/mixtapes/${tape.id}`),
      read<Paged<Mixtape>>('/api/v3/mixtapes?take=100'),
      read<CatalogStats>('/api/v3/mixtapes/stats'),
    ]);
    const play = { event: 'track_play', event_id: `cache-${Date.now()}`, time: new Date().toISOString(), track_id: tape.tracks[0].id, mixtape_id: tape.id };
    expect((await httpCall(`${api.url}/api/v3/log/event`, { json: { events: [play] } })).status).toBe(200);

    const after = await read<MixtapeDetail>(`/api/v3/mixtapes/${tape.id}`);
    expect(after.body.stats.plays).toBe(before.body.stats.plays + 1);
    expect(after.etag).not.toBe(before.etag);
    const listed = await read<Paged<Mixtape>>('/api/v3/mixtapes?take=100');
    expect(listed.body.data.find((m) => m.id === tape.id)!.stats.plays).toBe(list.body.data.find((m) => m.id === tape.id)!.stats.plays + 1);
    expect((await read<CatalogStats>('/api/v3/mixtapes/stats')).body.plays).toBe(stats.body.plays + 1);
  });

  it('shows an imported mixtape at once', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-import-'));
    try {
      const [{ synthesizeTrack }, { importFolder }, { getDb }] = await Promise.all([
        import('@/server/demo/audio/mp3'),
        import('@/server/catalog/import'),
        import('@/server/db/client'),
      ]);
      fs.mkdirSync(path.join(source, 'Fresh Tape'));
      fs.writeFileSync(path.join(source, 'Fresh Tape', '1.mp3'), await synthesizeTrack(71, 3, { title: 'Just In', artist: 'New Face', album: 'Fresh Tape' }));
      const before = await read<Paged<Mixtape>>('/api/v3/mixtapes?take=100&sort=date&order=desc');
      const report = await importFolder(await getDb(), source);
      expect(report.imported).toHaveLength(1);
      const after = await read<Paged<Mixtape>>('/api/v3/mixtapes?take=100&sort=date&order=desc');
      expect(after.body.meta.total).toBe(before.body.meta.total + 1);
      expect(after.body.data[0].slug).toBe(report.imported[0].slug);
      expect((await httpCall(`${api.url}/api/v3/mixtapes/find?slug=${report.imported[0].slug}`)).status).toBe(200);
    } finally {
      fs.rmSync(source, { recursive: true, force: true });
    }
  });
});
