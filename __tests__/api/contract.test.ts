/** @jest-environment node */
// The API's contract at its edge: one JSON error shape for every failure, methods, HEAD, body formats and
// limits, cross-site calls, and caching of private answers.
import net from 'node:net';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { devToolsHeaders } from '../helpers/dev-tools';

let api: TestApi;
beforeAll(async () => {
  process.env.DEV_OUTBOX = '1';
  api = await startTestApi({ seed: { mixtapes: 2, artists: 1, djs: 1 } });
});
afterAll(() => api.stop());

const errorShape = (statusCode: number) => ({ statusCode, message: expect.any(String), error: expect.any(String), requestId: expect.any(String) });

async function expectJsonError(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const { errors, ...body } = await res.json();
  expect(body).toEqual(errorShape(status));
  // Only a 400 for a body that failed its schema lists the wrong fields, each named.
  if (errors !== undefined) for (const e of errors) expect(e).toEqual({ field: expect.stringMatching(/.+/), message: expect.any(String) });
  return body.message;
}

const login = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/v3/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('one error shape', () => {
  it.each([
    ['GET', '/api/v3/nothing-here'],
    ['POST', '/api/v3/mixtapes/1/nothing'],
    ['DELETE', '/api/v2.0/unknown/deeper/still'],
    ['GET', '/api/v4/mixtapes'],
  ])('answers an unknown route (%s %s) with a JSON 404 naming it', async (method, path) => {
    const message = await expectJsonError(await fetch(`${api.url}${path}`, { method }), 404);
    expect(message).toBe(`There is no ${method} ${path} in this API.`);
  });

  it('answers a wrong method with 405 and Allow, and serves HEAD wherever GET is', async () => {
    const wrong = await fetch(`${api.url}/api/v3/mixtapes/featured`, { method: 'DELETE' });
    await expectJsonError(wrong, 405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    const [get, head] = await Promise.all(['GET', 'HEAD'].map((method) => fetch(`${api.url}/api/v3/mixtapes/featured`, { method })));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(await head.text()).toBe('');
    expect((await get.json()).data).toBeDefined();
  });

  it('answers malformed JSON with 400 and a body past the limit with 413, refused before it is read', async () => {
    expect(await expectJsonError(await login('{"user": "a", '), 400)).toBe('The request body is not valid JSON.');
    expect(await expectJsonError(await login(JSON.stringify({ user: 'x'.repeat(70 * 1024), pass: 'y' })), 413)).toBe(
      'The request body is larger than 64 KB.',
    );
    // Declares 50 MB and sends a few bytes: the answer comes at once, without waiting for the rest.
    const raw = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(api.url);
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/v3/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 52428800\r\n\r\n{"user":');
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
        if (data.includes('}')) {
          socket.destroy();
          resolve(data);
        }
      });
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 413 /);
    expect(raw).toContain('"statusCode":413');
  });

  it('answers an empty or wrongly shaped body with a 400 that says what is missing', async () => {
    expect(await expectJsonError(await login(''), 400)).toMatch(/expected object|required/i);
    expect(await expectJsonError(await login('[1, 2]'), 400)).toMatch(/expected object/i);
    expect(await expectJsonError(await login(JSON.stringify({ user: 'a\u0000b', pass: 'x' })), 400)).toMatch(/NUL/);
  });
});

describe('cross-site calls', () => {
  it('refuses a form-encoded or text/plain log-in (what a foreign page can post) with 415, and sets no cookie', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=b']) {
      const res = await fetch(`${api.url}/api/v3/auth/login`, { method: 'POST', headers: { 'content-type': type }, body: 'user=a&pass=b' });
      expect(await expectJsonError(res, 415)).toBe('Send the request body as application/json.');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a state-changing call whose Origin is another site with 403', async () => {
    const res = await login(JSON.stringify({ user: 'nobody', pass: 'wrong-password' }), { origin: 'https://evil.example' });
    expect(await expectJsonError(res, 403)).toBe('This request came from another site and was refused.');
    // Its own origin goes through (to the ordinary 401 of a wrong log-in).
    expect((await login(JSON.stringify({ user: 'nobody', pass: 'wrong-password' }), { origin: api.url })).status).toBe(401);
  });

  it('refuses the same host under another scheme or port with 403: that is another origin', async () => {
    const { host, port } = new URL(api.url);
    for (const origin of [`https://${host}`, `http://${host.replace(`:${port}`, `:${Number(port) + 1}`)}`]) {
      const res = await login(JSON.stringify({ user: 'nobody', pass: 'wrong-password' }), { origin });
      expect(await expectJsonError(res, 403)).toBe('This request came from another site and was refused.');
    }
  });
});

describe('caching', () => {
  it('marks every answer with personal data or tokens no-store, and public catalog reads cacheable', async () => {
    const { getDb } = await import('@/server/db/client');
    const { users } = await import('@/server/db/schema');
    const { createSession } = await import('@/server/auth/sessions');
    const { signAccessToken } = await import('@/server/auth/jwt');
    const db = await getDb();
    const [user] = await db.insert(users).values({ username: 'cached', fullname: 'Cached', email: 'cached@example.com', passwordHash: 'unused' }).returning();
    const token = await signAccessToken({ userId: user.id, sessionId: (await createSession(db, user.id, 'jest', 'password')).sessionId });
    const me = await fetch(`${api.url}/api/v3/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const outbox = await fetch(`${api.url}/api/dev/outbox`, { headers: devToolsHeaders });
    expect(outbox.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('etag')).toBeNull();
    const list = await fetch(`${api.url}/api/v3/mixtapes`);
    expect(list.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  it('gives cacheable answers an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await fetch(`${api.url}/api/v3/mixtapes/featured`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${api.url}/api/v3/mixtapes/featured`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await fetch(`${api.url}/api/v3/mixtapes/featured`, { headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });
});
