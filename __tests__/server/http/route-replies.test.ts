/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { method, route } from '@/server/http/route';
import { captureLogs } from '@/server/core/logger';

async function answer(handler: ReturnType<typeof route>): Promise<{ status: number; body: { message?: string } }> {
  const server = http.createServer((req, res) => void handler(Object.assign(req, { query: {} }) as never, res as never));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`);
    return { status: res.status, body: await res.json() };
  } finally {
    server.close();
  }
}

const reply = z.object({ count: z.number() });

it('fails an answer off its declared reply schema when CHECK_API_REPLIES=1, and passes one that fits', async () => {
  const logs = captureLogs();
  process.env.CHECK_API_REPLIES = '1';
  try {
    expect(await answer(route({ GET: method({ response: reply, handler: () => ({ count: 'three' }) }) }))).toMatchObject({ status: 500 });
    expect(logs.lines.join('')).toContain('answered off its contract at count');
    expect(await answer(route({ GET: method({ response: reply, handler: () => ({ count: 3 }) }) }))).toEqual({ status: 200, body: { count: 3 } });
  } finally {
    delete process.env.CHECK_API_REPLIES;
    logs.stop();
  }
});
