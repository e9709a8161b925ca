/** @jest-environment node */
import type { LoginResult } from '@/lib/contracts/auth';
import { captureLogs } from '@/server/core/logger';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { httpCall, type HttpInit } from '../helpers/http';

let api: TestApi;
const call = <T = Record<string, unknown>>(path: string, init: HttpInit = {}) =>
  httpCall<T>(`${api.url}/api${path}`, { ...init, headers: { 'x-api-key': 'mixtape-web', ...init.headers } });

beforeAll(async () => {
  api = await startTestApi({ seed: true });
});
afterAll(() => api.stop());
afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

describe('health and readiness', () => {
  it('GET /api/health answers at once that the process is up', async () => {
    const res = await call('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/ready checks the database, its migrations and the media store', async () => {
    const res = await call('/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, media: { ok: true } } });
  });
});

describe('request ids', () => {
  it('every answer names its request in X-Request-Id, and an error answer carries the same id', async () => {
    const ok = await call('/v3/config');
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await call('/v3/mixtapes/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.requestId).toBe(missing.headers.get('x-request-id'));
    const bad = await call('/v3/mixtapes?take=1000');
    expect(bad.status).toBe(400);
    expect(bad.body.requestId).toBe(bad.headers.get('x-request-id'));
    expect(bad.body.requestId).not.toBe(missing.body.requestId);
  });

  it("a proxy's own well-formed request id is kept; anything else is replaced", async () => {
    const kept = await call('/health', { headers: { 'x-request-id': 'lb-1234567890abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234567890abcdef');
    const replaced = await call('/health', { headers: { 'x-request-id': 'spaces are not <ids>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  it('are off (404) while METRICS_TOKEN is unset', async () => {
    const res = await call('/metrics');
    expect(res.status).toBe(404);
  });

  it('need the token as a Bearer token, then answer Prometheus text with requests by route and status', async () => {
    process.env.METRICS_TOKEN = 'scrape-secret-0123456789';
    expect((await call('/metrics')).status).toBe(401);
    expect((await call('/metrics', { token: 'scrape-secret-wrong-0000' })).status).toBe(401);
    await call('/v3/mixtapes?take=2');
    await call('/v3/mixtapes/999999');
    const res = await call('/metrics', { token: 'scrape-secret-0123456789', raw: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/^http_requests_total\{route="\/api\/v3\/mixtapes",method="GET",status="200"\} \d+$/m);
    expect(res.text).toMatch(/^http_requests_total\{route="\/api\/v3\/mixtapes\/:id",method="GET",status="404"\} \d+$/m);
    expect(res.text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/v3\/mixtapes",method="GET"\} \d+$/m);
    expect(res.text).toContain('process_resident_memory_bytes');
  });

  it('count analytics events by result and media bytes served', async () => {
    process.env.METRICS_TOKEN = 'scrape-secret-0123456789';
    const { body: tracks } = await call<{ id: number }[]>('/v3/mixtapes/1/queue');
    const stream = await call(`/v3/tracks/${tracks[0].id}/stream`, { raw: true, headers: { range: 'bytes=0-999' } });
    expect(stream.status).toBe(206);
    const event = { event: 'mixtape_view', event_id: 'ops-test-view-1', time: new Date().toISOString(), mixtape_id: 1 };
    await call('/v3/log/event', { json: { events: [event] } });
    await call('/v3/log/event', { json: { events: [event] } });
    const { text } = await call('/metrics', { token: 'scrape-secret-0123456789', raw: true });
    expect(Number(/^analytics_events_total\{result="accepted"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^analytics_events_total\{result="duplicate"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^media_stream_bytes_total (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1000);
  });
});

describe('logs', () => {
  it('are one JSON line per request with method, route, status, duration, request id and user, and never hold what was sent', async () => {
    const capture = captureLogs();
    const secrets = { email: 'logsecret@example.com', password: 'correct-horse-battery-logs' };
    let code = '';
    let login: LoginResult;
    try {
      const form = { way: 'email', email: secrets.email };
      expect((await call('/v2.0/signup/otp', { form })).status).toBe(200);
      code = /code is (\d{4})/.exec((await readOutbox(api.url, secrets.email))[0].text)![1];
      const verified = await call<{ signup_token: string }>('/v2.0/signup/verify', { form: { ...form, code } });
      const signup = await call<LoginResult>('/v2.0/signup', { form: { fullname: 'Log Tester', username: 'logtester', password: secrets.password, signup_token: verified.body.signup_token } });
      expect(signup.status).toBe(200);
      const loggedIn = await call<LoginResult>('/v3/auth/login', { json: { user: secrets.email, pass: secrets.password } });
      expect(loggedIn.status).toBe(200);
      login = loggedIn.body;
      await call('/v3/users/me', { token: login.access_token });
      await call('/v3/auth/login', { json: { user: secrets.email, pass: 'a-wrong-password-123' } });
      // Let the last answers' 'close' events run.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      capture.stop();
    }
    const lines = capture.lines.join('').trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // Less the fields the server makes up itself (a request id, the time, the pid, the duration): the 4-digit code
    // turned up once inside a random request id.
    const everything = lines.map((line) => line.replace(/"(requestId|time|pid|ms)":("[^"]*"|[\d.]+)/g, '')).join('\n');
    for (const secret of [secrets.email, secrets.password, code, login!.access_token, login!.api_token, 'a-wrong-password-123']) {
      expect(everything).not.toContain(secret);
    }
    const me = entries.find((e) => e.msg === 'request' && e.route === '/api/v3/users/me');
    expect(me).toMatchObject({ level: 'info', method: 'GET', path: '/api/v3/users/me', status: 200, userId: login!.user.id, requestId: expect.any(String), ms: expect.any(Number) });
    expect(entries.find((e) => e.route === '/api/v3/auth/login' && e.status === 401)).toBeTruthy();
  });
});
