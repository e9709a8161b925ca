/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpAnswer } from '../helpers/http';

let api: TestApi;
/** An entry as JSON, or a string sent as it is written; as application/json unless `type` says otherwise. */
const post = (body: unknown, type = 'application/json') =>
  httpCall<{ id: number }>(`${api.url}/api/v3/log`, {
    method: 'POST',
    ...(typeof body === 'string' ? { body } : { json: body }),
    type,
    headers: { 'User-Agent': 'jest-agent/1.0' },
  });

async function stored(res: HttpAnswer<{ id: number }>) {
  expect(res.status).toBe(201);
  const { id } = res.body;
  const { getDb } = await import('@/server/db/client');
  const { clientLogs } = await import('@/server/db/schema');
  const [row] = await (await getDb()).select().from(clientLogs).where(eq(clientLogs.id, id));
  return row;
}

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('POST /log', () => {
  it('stores an entry with every field, and the user agent', async () => {
    const row = await stored(
      await post({
        text: 'failed to download track as a guest',
        level: 'error',
        subfeature: 'download',
        error_message: 'Request failed with status code 403',
        error_trace: 'Error: 403\n    at download (track.ts:10)',
        extra: '{"trackId":12}',
      }),
    );
    expect(row).toMatchObject({
      level: 'error',
      text: 'failed to download track as a guest',
      subfeature: 'download',
      errorMessage: 'Request failed with status code 403',
      errorTrace: 'Error: 403\n    at download (track.ts:10)',
      extra: '{"trackId":12}',
      userAgent: 'jest-agent/1.0',
      userId: null,
    });
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the older names message, category, stack and detail, and JSON values as extra', async () => {
    const row = await stored(await post({ message: 'user did login', level: 'INFO', category: 'auth', stack: 'at login', detail: 'fine', extra: { via: 'email' } }));
    expect(row).toMatchObject({ level: 'info', text: 'user did login', subfeature: 'auth', errorTrace: 'at login', errorMessage: 'fine', extra: '{"via":"email"}' });
    const structured = await stored(await post({ text: 'render failed', detail: { componentStack: 'at Player' } }));
    expect(structured).toMatchObject({ level: 'info', errorMessage: null, extra: '{"componentStack":"at Player"}' });
  });

  it('truncates long fields instead of refusing the entry', async () => {
    const row = await stored(await post({ text: 't'.repeat(5000), level: 'error', error_trace: 'at x\n'.repeat(10_000), extra: { blob: 'y'.repeat(20_000) } }));
    expect(row.text).toHaveLength(2000);
    expect(row.errorTrace).toHaveLength(16_000);
    expect(row.errorTrace!.endsWith('…[truncated]')).toBe(true);
    expect(row.extra).toHaveLength(8000);
  });

  it('takes JSON only: a text/plain or form body is a 415, so a foreign page cannot post logs', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const res = await post(JSON.stringify({ text: 'page hidden', level: 'info' }), type);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Send the request body as application/json.');
    }
  });

  it('refuses NUL characters, lone surrogates and deep nesting with a 400, and stores nothing', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const cases: [string, RegExp][] = [
      [JSON.stringify({ text: 'a\u0000b' }), /NUL/],
      [JSON.stringify({ text: 'x', error_message: '\ud800' }), /valid Unicode/],
      [`{"text": "x", "extra": ${deep}}`, /nested too deeply/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('answers 400 for an entry without text or with bad fields, 413 for a huge body, 405 for GET', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ level: 'error' }, 400, /text is required/],
      [{ text: '   ' }, 400, /text is required/],
      [{ text: 'x', level: 'loud' }, 400, /^level must be error or info$/],
      [{ text: 42 }, 400, /text must be a string/],
      [{ text: 'x', error_trace: { lines: [] } }, 400, /error_trace must be a string/],
      ['[1, 2', 400, /not valid JSON/],
      [['text'], 400, /Send a JSON object log entry/],
      [{ text: 'x', extra: 'z'.repeat(300 * 1024) }, 413, /larger than 256 KB/],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const res = await httpCall(`${api.url}/api/v3/log`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('takes only the levels the spec allows (error, info, in any case) and answers 400 for warn or any other', async () => {
    const log = (level: unknown) => httpCall<{ id?: number }>(`${api.url}/api/v3/log`, { json: { text: 'disk almost full', level } });
    for (const level of ['warn', 'WARN', 'warning', 'debug', 'fatal', '']) {
      const res = await log(level);
      expect({ level, status: res.status, message: res.body.message }).toEqual({ level, status: 400, message: 'level must be error or info' });
    }
    for (const level of ['error', 'info', 'Info']) {
      const res = await log(level);
      expect({ level, status: res.status }).toEqual({ level, status: 201 });
    }
  });

  // Last: it exhausts this client's allowance for the rest of the window.
  it('rate-limits a client with 429 and Retry-After', async () => {
    process.env.RATE_LIMIT_LOGS_PER_MINUTE = '1';
    try {
      const res = await post({ text: 'one too many' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      delete process.env.RATE_LIMIT_LOGS_PER_MINUTE;
    }
  });
});
