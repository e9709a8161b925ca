/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { acceptsBrotli, createBuildAssets } from '@/server/http/build-assets';

const SCRIPT = 'globalThis.answer = 42;'.repeat(200);
let distDir: string;
let server: http.Server;
let base: string;
let passedOn: string[];

/** What a browser gets: status, headers and the body as it travelled (not decoded). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-build-'));
  const chunks = path.join(distDir, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(chunks, 'app.js'), SCRIPT);
  fs.writeFileSync(path.join(chunks, 'app.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(chunks, 'plain.js'), SCRIPT);
  const assets = createBuildAssets(distDir);
  passedOn = [];
  server = http.createServer((req, res) => {
    if (assets(req, res)) return;
    passedOn.push(req.url!);
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

it("sends a build script's brotli copy to a browser that takes brotli, to be kept for good", async () => {
  const answer = await get('/_next/static/chunks/app.js?dpl=1', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);

  const head = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.headers['content-length']).toBe(answer.headers['content-length']);
  expect(head.body.length).toBe(0);
  expect(passedOn).toEqual([]);
});

it("leaves to Next a browser without brotli, a file without a copy, and anything that is not the build's", async () => {
  expect((await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' })).body.toString()).toBe('next');
  expect((await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br;q=0, gzip' })).body.toString()).toBe('next');
  expect((await get('/_next/static/chunks/plain.js', { 'Accept-Encoding': 'br' })).body.toString()).toBe('next');
  expect((await get('/_next/static/chunks/app.js.br', { 'Accept-Encoding': 'br' })).body.toString()).toBe('next');
  expect((await get('/', { 'Accept-Encoding': 'br' })).body.toString()).toBe('next');
  expect(passedOn).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/app.js', '/_next/static/chunks/plain.js', '/_next/static/chunks/app.js.br', '/']);
});

it('reads Accept-Encoding as HTTP does: any case, with weights, a weight of 0 refusing', () => {
  expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
  expect(acceptsBrotli('BR;q=0.5')).toBe(true);
  expect(acceptsBrotli('br;q=0')).toBe(false);
  expect(acceptsBrotli('brotli, gzip')).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});
