/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ProductionServer } from './production-server';

// WEB_CONCURRENCY=1: the whole product from one process, media in its folder (on PGlite, or PostgreSQL with
// DATABASE_URL): ready, a page, a stream range equal to the stored file, and a clean stop.

const server = new ProductionServer(1);

beforeAll(async () => {
  await server.prepare();
  await server.start();
}, 180_000);
afterAll(() => server.dispose());

it('serves from one process: ready, and the home page', async () => {
  expect(server.logs).not.toMatch(/web workers/);
  expect((await server.request('GET', '/api/ready')).body).toMatchObject({ status: 'ready' });
  const home = await server.request('GET', '/');
  expect(home.status).toBe(200);
  expect(home.headers['content-type']).toMatch(/^text\/html/);
  expect(await server.servedBy([home])).toEqual(new Set([server.logLines().find((l) => String(l.msg).startsWith('Ready on'))!.pid]));
});

it('runs compiled code only: no TypeScript compiler beside it', async () => {
  expect((await server.request('GET', '/api/ready')).status).toBe(200);
  // tsx, loaded at run time, starts an esbuild process; a next.config.ts, SWC's native binding and its threads.
  const tasks = fs.readdirSync(`/proc/${server.pid}/task`).map((task) => `/proc/${server.pid}/task/${task}`);
  expect(tasks.map((task) => fs.readFileSync(`${task}/children`, 'utf8').trim()).join('')).toBe('');
  expect(tasks.map((task) => fs.readFileSync(`${task}/comm`, 'utf8').trim())).not.toContain('tokio-rt-worker');
});

it('streams a range of a track byte for byte from the media folder', async () => {
  const queue = (await server.request('GET', '/api/v3/mixtapes/1/queue')).body as unknown as { id: number }[];
  const res = await fetch(`${server.base}/api/v3/tracks/${queue[0].id}/stream`, { headers: { range: 'bytes=16-4111' } });
  expect(res.status).toBe(206);
  const audio = path.join(server.dataDir, 'media', 'audio');
  const stored = fs.readdirSync(audio, { recursive: true }).map((f) => path.join(audio, String(f))).filter((f) => f.endsWith('.mp3'));
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(stored.some((file) => fs.readFileSync(file).subarray(16, 4112).equals(bytes))).toBe(true);
});

it('stops on SIGTERM with exit code 0', async () => {
  expect(await server.stop()).toBe(0);
  expect(server.logs).toMatch(/"msg":"stopped"/);
});
