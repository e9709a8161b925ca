/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { httpCall } from '../helpers/http';

// A process whose database is down and whose media folder cannot be used: alive, but not ready.
let server: Server;
let url = '';
let dataDir = '';
const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-down-'));
  fs.writeFileSync(path.join(dataDir, 'media'), 'a file where the media folder should be');
  process.env.DATA_DIR = dataDir;
  // Port 1: nothing listens there, so every connection is refused at once.
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/nowhere';
  const [{ createGatewayServer, isApiUrl }, { createApi }] = await Promise.all([import('@/server/http/gateway'), import('@/server/api')]);
  const api = createApi();
  server = createGatewayServer((req, res) => (isApiUrl(req.url ?? '/') ? api(req, res) : res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  Object.assign(process.env, saved);
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('is alive: /api/health answers 200 without touching the database', async () => {
  const res = await httpCall(`${url}/api/health`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'ok' });
});

it('is not ready: /api/ready answers 503 naming the database, the migrations it cannot know, and the media store', async () => {
  const res = await httpCall<{ status: string; checks: Record<string, { ok: boolean; message?: string }> }>(`${url}/api/ready`);
  expect(res.status).toBe(503);
  expect(res.body.status).toBe('not ready');
  expect(res.body.checks.database).toEqual({ ok: false, message: expect.stringMatching(/ECONNREFUSED|connect/) });
  expect(res.body.checks.migrations).toEqual({ ok: false, message: 'unknown: the database did not answer' });
  expect(res.body.checks.media).toEqual({ ok: false, message: expect.stringMatching(/EEXIST|ENOTDIR/) });
  expect(res.headers.get('cache-control')).toBe('no-store');
});
