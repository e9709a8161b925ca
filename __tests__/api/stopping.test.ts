/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayServer, stopKeepingAlive } from '@/server/http/gateway';
import { startTestApi, type TestApi } from '../helpers/api-server';

// A process told to stop (SIGTERM during a rolling restart; scripts/serve.mjs) finishes what is in flight and takes
// nothing new: readiness answers 503 so a load balancer takes it out of rotation, and every answer, those under way
// included, closes its connection, so a proxy sends its next requests elsewhere instead of onto a closing connection.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** A GET on the kept-alive connection: the status, the Connection header and the body. */
function get(path: string, base = api.url): Promise<{ status: number; connection: string | undefined; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}

it('goes unready and closes every connection once its answer is sent, the answers under way included', async () => {
  const before = await get('/api/ready');
  expect([before.status, before.connection, before.body.checks]).toEqual([200, 'keep-alive', { database: { ok: true }, migrations: { ok: true }, media: { ok: true } }]);

  // Under way while the stop begins (held by a server of its own until then): its answer closes its connection.
  let arrived: (answer: () => void) => void = () => {};
  const arrival = new Promise<() => void>((resolve) => (arrived = resolve));
  const held = createGatewayServer((_req, res) => arrived(() => res.setHeader('Content-Type', 'application/json').end('{}')));
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  const underWay = get('/held', `http://127.0.0.1:${(held.address() as AddressInfo).port}`);
  const answer = await arrival;
  stopKeepingAlive();
  answer();
  expect((await underWay).connection).toBe('close');
  held.close();

  const after = await get('/api/ready');
  expect(after.status).toBe(503);
  expect(after.connection).toBe('close');
  expect(after.body).toMatchObject({
    status: 'not ready',
    checks: { database: { ok: true }, stopping: { ok: false, message: 'This instance is stopping: it finishes the requests in flight and takes no new ones.' } },
  });
  // What is asked now is still answered, on a connection of its own.
  expect((await get('/api/v3/mixtapes?take=1')).status).toBe(200);
});
