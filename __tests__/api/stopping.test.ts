/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayServer, stopKeepingAlive } from '@/server/http/gateway';
import { startTestApi, type TestApi } from '../helpers/api-server';

// A process told to stop (SIGTERM during a rolling restart; scripts/serve.mjs) finishes what is in flight and takes
// nothing new: readiness answers 503 so a load balancer takes it out of rotation, every answer, those under way
// included, closes its connection, so a proxy sends its next requests elsewhere instead of onto a closing connection,
// and a new GET is a 503 a proxy retries on another instance (a POST, which it may not retry, is served).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A request on the kept-alive connection (a JSON body for a POST). */
function send(method: string, path: string, base = api.url, json?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = json === undefined ? {} : { 'content-type': 'application/json' };
    http
      .request(`${base}${path}`, { method, agent, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
      })
      .on('error', reject)
      .end(json === undefined ? undefined : JSON.stringify(json));
  });
}
const get = (path: string, base?: string) => send('GET', path, base);

it('goes unready and closes every connection once its answer is sent, the answers under way included', async () => {
  const before = await get('/api/ready');
  expect([before.status, before.headers.connection, before.body.checks]).toEqual([200, 'keep-alive', { database: { ok: true }, migrations: { ok: true }, media: { ok: true } }]);

  // Under way while the stop begins (held by a server of its own until then): its answer closes its connection.
  let arrived: (answer: () => void) => void = () => {};
  const arrival = new Promise<() => void>((resolve) => (arrived = resolve));
  const held = createGatewayServer((_req, res) => arrived(() => res.setHeader('Content-Type', 'application/json').end('{}')));
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  const underWay = get('/held', `http://127.0.0.1:${(held.address() as AddressInfo).port}`);
  const answer = await arrival;
  stopKeepingAlive();
  answer();
  expect((await underWay).headers.connection).toBe('close');
  held.close();

  const after = await get('/api/ready');
  expect(after.status).toBe(503);
  expect(after.headers.connection).toBe('close');
  expect(after.body).toMatchObject({
    status: 'not ready',
    checks: { database: { ok: true }, stopping: { ok: false, message: 'This instance is stopping: it finishes the requests in flight and takes no new ones.' } },
  });
  expect((await get('/api/health')).status).toBe(200);

  // A GET that comes in now goes elsewhere; a POST is served.
  const list = await get('/api/v3/mixtapes?take=1');
  expect([list.status, list.headers['retry-after'], list.headers.connection, list.body.message]).toEqual([503, '1', 'close', 'This server is stopping: send the request again.']);
  const login = await send('POST', '/api/v3/auth/login', api.url, { user: 'nobody-at-all', pass: 'not-a-password-either' });
  expect([login.status, login.headers.connection]).toEqual([401, 'close']);
});
