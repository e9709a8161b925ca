import net from 'node:net';
import { expect, test, type APIResponse } from '@playwright/test';
import { OUTBOX_PAGE } from '../helpers/e2e-outbox';

// The API's edge on the production server (`npm start`: the custom server, the API router, the route files):
// every failure under /api is the JSON error shape, including those no route file ever sees.

async function expectJsonError(res: APIResponse, status: number) {
  expect(res.status(), `${res.url()} answered ${res.status()}`).toBe(status);
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  const body = await res.json();
  expect(body).toEqual({ statusCode: status, message: expect.any(String), error: expect.any(String), requestId: res.headers()['x-request-id'] });
  return body.message as string;
}

test('unknown routes, wrong methods, bad bodies and bad URLs all answer the JSON error shape', async ({ request }) => {
  for (const path of ['/api/nothing', '/api/v3/nothing/here', '/api/v3/users/somebody', '/api/v3/mixtapes/1/nope', '/api/v2.0/x']) {
    expect(await expectJsonError(await request.get(path), 404)).toMatch(/^There is no GET \/api\//);
  }
  const wrong = await request.delete('/api/v3/mixtapes');
  await expectJsonError(wrong, 405);
  expect(wrong.headers()['allow']).toBe('GET, HEAD');
  const head = await request.head('/api/v3/mixtapes?take=1');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toMatch(/^application\/json/);

  const json = { 'content-type': 'application/json' };
  expect(await expectJsonError(await request.post('/api/v3/auth/login', { headers: json, data: Buffer.from('{"user": ') }), 400)).toBe(
    'The request body is not valid JSON.',
  );
  await expectJsonError(await request.post('/api/v3/auth/login', { headers: json, data: JSON.stringify({ user: 'x'.repeat(100_000), pass: 'y' }) }), 413);
  const form = await request.post('/api/v3/auth/login', { form: { user: 'a', pass: 'b' } });
  expect(await expectJsonError(form, 415)).toBe('Send the request body as application/json.');
  expect(form.headers()['set-cookie']).toBeUndefined();

  for (const path of ['/api/v3/mixtapes/%E0%A4%A', '/api/v3/mixtapes/find?slug=%ZZ', '/api/v3/mixtapes/%ED%A0%80']) {
    await expectJsonError(await request.get(path), 400);
  }
});

test('a header too large answers a JSON 431', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end(`GET /api/v3/config HTTP/1.1\r\nHost: ${hostname}\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  expect(raw).toMatch(/^HTTP\/1\.1 431 /);
  expect(raw).toContain('"statusCode":431');
});

test('a few hundred malformed requests through the real router: never a 5xx, every error JSON', async ({ request }) => {
  const values = ['', '0', '-1', '2147483648', '99999999999999999999', '%00', 'a%00b', '%ED%A0%80', '%25', '%2e%2e', '..%2F..', 'x'.repeat(2000)];
  const paths = [
    '/api/v3/mixtapes/VALUE',
    '/api/v3/mixtapes/VALUE/queue',
    '/api/v3/tracks/VALUE/stream',
    '/api/v3/media/VALUE',
    '/api/v3/users/VALUE',
    '/api/v3/mixtapes?take=VALUE&artist=VALUE',
    '/api/v3/mixtapes/find?slug=VALUE',
    '/api/v3/radio?session=VALUE',
    '/api/v2.0/user/name?search=VALUE',
    '/api/VALUE',
  ];
  const failures: string[] = [];
  for (const template of paths) {
    for (const value of values) {
      const path = template.replaceAll('VALUE', value);
      for (const method of ['GET', 'POST'] as const) {
        const res = await request.fetch(path, { method, headers: { 'content-type': 'application/json', 'x-api-key': 'mixtape-web' }, data: Buffer.from('{"a":') });
        const type = res.headers()['content-type'] ?? '';
        if (res.status() >= 500) failures.push(`${method} ${path.slice(0, 80)}: ${res.status()}`);
        // The client resolves dot segments ('/api/%2e%2e' is a request for '/', a page): JSON is the API's rule.
        else if (res.status() >= 400 && /^\/api(\/|$)/.test(new URL(path, 'http://site').pathname) && !type.startsWith('application/json')) failures.push(`${method} ${path.slice(0, 80)}: ${res.status()} ${type}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('the outbox page and its API answer only whoever holds the key the start log printed, on this machine too', async ({ page, request }) => {
  await expectJsonError(await request.get('/api/dev/outbox'), 404);
  expect((await request.get('/dev/outbox')).status()).toBe(404);
  expect((await request.get('/dev/outbox?key=a-guess-of-the-same-length-0123456')).status()).toBe(404);
  expect((await page.goto('/dev/outbox'))!.status()).toBe(404);
  // The address with the key: it becomes a cookie, and the page reloads without it in the URL.
  await page.goto(OUTBOX_PAGE);
  await expect(page).toHaveURL(/\/dev\/outbox$/);
  await expect(page.getByRole('heading', { name: /outbox/i })).toBeVisible();
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'dev_tools_key');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect((await page.request.get('/api/dev/outbox')).status()).toBe(200);
});
