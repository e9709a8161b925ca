/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import type { LoginResult } from '@/lib/contracts/auth';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpInit } from '../helpers/http';

let api: TestApi;
let host = '';

// Every call here is a POST but the reads of /users.
const call = <T = Record<string, unknown>>(path: string, init: HttpInit = {}) =>
  httpCall<T>(`${api.url}/api/v3${path}`, { method: path.startsWith('/users') ? 'GET' : 'POST', ...init });
const refresh = (cookie: string | null, headers?: Record<string, string>) => call<{ access_token: string }>('/auth/refresh', { cookie, headers });
const me = (token: string) => call('/users/me', { token });

async function sql(text: string) {
  const { getDb } = await import('@/server/db/client');
  const { sql: raw } = await import('drizzle-orm');
  return (await getDb()).execute(raw.raw(text));
}
/** Moves every rotation into the past, beyond the grace window, as if time had passed. */
const ageRotations = () => sql(`update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where rotated_at is not null`);

let result: LoginResult;
async function logIn(): Promise<{ access: string; cookie: string; api: string }> {
  const res = await call<LoginResult>('/auth/login', { json: { user: 'rotator', pass: 'spin-the-record-7' } });
  expect(res.status).toBe(200);
  return { access: res.body.access_token, cookie: res.cookie!, api: res.body.api_token };
}

beforeAll(async () => {
  api = await startTestApi();
  host = new URL(api.url).host;
  const { getDb } = await import('@/server/db/client');
  const { users } = await import('@/server/db/schema');
  const { hashPassword } = await import('@/server/auth/passwords');
  const db = await getDb();
  await db.insert(users).values({ username: 'rotator', fullname: 'Ro Tator', email: 'rotator@example.com', passwordHash: await hashPassword('spin-the-record-7') });
  result = (await call<LoginResult>('/auth/login', { json: { user: 'rotator', pass: 'spin-the-record-7' } })).body;
});
afterAll(() => api.stop());

describe('refresh', () => {
  it('rotates the cookie on every use and answers a working access token', async () => {
    const { cookie } = await logIn();
    const first = await refresh(cookie);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['access_token']);
    expect(first.setCookie).toMatch(/^refresh_token=[\w-]{43}; Path=\/api; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect(first.cookie).not.toBe(cookie);
    const second = await refresh(first.cookie);
    expect(second.status).toBe(200);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(second.body.access_token)).status).toBe(200);
  });

  it('marks the cookie Secure behind https', async () => {
    const { cookie } = await logIn();
    const res = await refresh(cookie, { 'x-forwarded-proto': 'https' });
    expect(res.setCookie).toMatch(/; Secure$/);
  });

  it('treats a rotated token shown again later as theft: the whole family dies', async () => {
    const { cookie, access } = await logIn();
    const next = await refresh(cookie);
    await ageRotations();
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Your session has ended. Please log in again.');
    expect(replay.setCookie).toMatch(/^refresh_token=; Path=\/api; Max-Age=0;/);
    expect((await refresh(next.cookie)).status).toBe(401);
    expect((await me(next.body.access_token)).status).toBe(401);
    expect((await me(access)).status).toBe(401);
    expect((await me(result.access_token)).status).toBe(200);
  });

  it('lets tabs racing with one cookie all through: one rotation, one new cookie, family intact', async () => {
    const { cookie } = await logIn();
    const answers = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rotated = answers.filter((a) => a.setCookie);
    expect(rotated).toHaveLength(1);
    for (const a of answers) expect((await me(a.body.access_token)).status).toBe(200);
    const onward = await refresh(rotated[0].cookie);
    expect(onward.status).toBe(200);
    expect((await refresh(onward.cookie)).status).toBe(200);
  });

  it('keeps the grace window to the newest rotation only', async () => {
    const { cookie } = await logIn();
    const one = await refresh(cookie);
    await refresh(one.cookie);
    const stale = await refresh(cookie);
    expect(stale.status).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh(null)).status).toBe(401);
    expect((await refresh('made-up')).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session at once: the access token, the refresh cookie and the v2.0 api_token', async () => {
    const { cookie, access, api: apiToken } = await logIn();
    const { authenticate } = await import('@/server/http/auth');
    const v2Request = { headers: { 'x-auth-token': apiToken } } as unknown as IncomingMessage;
    expect(await authenticate(v2Request, 'required', true)).toMatchObject({ id: result.user.id });
    const out = await call('/auth/logout', { cookie, token: access });
    expect(out.status).toBe(204);
    expect(out.setCookie).toMatch(/^refresh_token=; Path=\/api; Max-Age=0;/);
    expect((await me(access)).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
    await expect(authenticate(v2Request, 'required', true)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('ends the session from the bearer token alone, and succeeds with nothing at all', async () => {
    const { cookie, access } = await logIn();
    expect((await call('/auth/logout', { token: access })).status).toBe(204);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await call('/auth/logout')).status).toBe(204);
    expect((await call('/auth/logout', { cookie: 'unknown', token: 'junk' })).status).toBe(204);
  });
});

describe('Origin check on cookie calls', () => {
  it('refuses a foreign Origin with 403 and accepts this host or an allowed one', async () => {
    const { cookie, access } = await logIn();
    for (const path of ['/auth/refresh', '/auth/logout']) {
      const res = await call(path, { cookie, headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This request came from another site and was refused.');
    }
    expect((await me(access)).status).toBe(200);
    const same = await refresh(cookie, { origin: `http://${host}` });
    expect(same.status).toBe(200);
    process.env.ALLOWED_ORIGINS = 'https://app.example';
    try {
      expect((await refresh(same.cookie, { origin: 'https://app.example' })).status).toBe(200);
    } finally {
      delete process.env.ALLOWED_ORIGINS;
    }
  });
});
