/** @jest-environment node */
// Sends a few thousand malformed requests across every API route and fails on any 5xx or any error answer
// that is not the API's JSON shape. Deterministic: the same requests every run, so a failure reproduces.
import type { z } from 'zod';
import type { RouteHandler } from '@/server/http/route';
import { startTestApi, type TestApi } from '../helpers/api-server';

// Limits would turn most requests into 429s before they reach the code under test: 0 turns each off.
const LIMITS_OFF = [
  'RATE_LIMIT_EVENTS_PER_MINUTE',
  'RATE_LIMIT_LOGS_PER_MINUTE',
  'RATE_LIMIT_PROFILES_PER_MINUTE',
  'AUTH_SEND_PER_30S',
  'AUTH_SEND_PER_HOUR',
  'AUTH_SEND_PER_IP_HOUR',
  'AUTH_LOGIN_FAILS_PER_ACCOUNT_HOUR',
  'AUTH_LOGIN_FAILS_PER_IP_HOUR',
  'AUTH_CODE_CHECKS_PER_15MIN',
  'AUTH_CODE_CHECKS_PER_IP_15MIN',
  'AUTH_ACCOUNT_CHANGES_PER_IP_HOUR',
  'AUTH_USERNAME_CHECKS_PER_MIN',
];

/** Path segments and query values, written as they go on the wire (percent-encoding included). */
const RAW_VALUES = [
  '',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'abc',
  '%20',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%8E%B5',
  '%C3%A9t%C3%A9',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%25',
  'x'.repeat(3000),
];

const deep = (levels: number): unknown => (levels === 0 ? 1 : { a: deep(levels - 1) });

/** JSON values for body fields: wrong types, extremes, text that cannot be stored. */
const JSON_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  1e308,
  '',
  ' ',
  'x',
  'a\u0000b',
  '\ud800',
  '\udfff lone',
  '🎵 é',
  'x'.repeat(20_000),
  [],
  ['a', 1],
  {},
  { nested: { value: 1 } },
  deep(40),
];

/** Field names to try where a schema does not say its own. */
const COMMON_FIELDS = ['id', 'user', 'pass', 'email', 'phone', 'way', 'code', 'token', 'sms_token', 'signup_token', 'fullname', 'username', 'password', 'channel', 'events', 'text', 'level', 'extra'];

const MALFORMED_BODIES: [string | undefined, string][] = [
  ['application/json', '{"a": '],
  ['application/json', 'nul'],
  ['application/json', '\u0000'],
  ['application/json', '"' + '\\'.repeat(3) + '"'],
  ['application/json', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['application/json', JSON.stringify({ x: 'y'.repeat(70 * 1024) })],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', '{"user":"a","pass":"b"}'],
  ['application/x-www-form-urlencoded', 'user=a&pass=b&user=c'],
  ['application/x-www-form-urlencoded', 'a=%ZZ&b=%00&c=%ED%A0%80'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
  ['application/xml', '<a/>'],
  [undefined, '{"a":1}'],
];

let api: TestApi;
let token = '';
let requests = 0;
const failures: string[] = [];

function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : COMMON_FIELDS;
}

/**
 * The values field `index` of `count` tries: the fields take turns, so every value reaches the route once and each
 * field gets a share of them (all, for a route's only field). Every value in every field would send several times as
 * many requests, nearly all answered by the same schema check.
 */
function inTurn<T>(values: T[], index: number, count: number): T[] {
  return values.filter((_, v) => v % count === index % count);
}

/** A concrete path for a route's pattern, with `fill` in place of every param. */
const pathOf = (pattern: string, fill: string) => pattern.replace(/\/[:*]\w+/g, `/${fill}`);

async function send(method: string, path: string, init: { body?: string; type?: string; auth?: boolean; v2?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (init.type) headers['content-type'] = init.type;
  if (init.auth) headers[init.v2 ? 'x-auth-token' : 'authorization'] = init.v2 ? 'not-a-token' : `Bearer ${token}`;
  if (init.v2) headers['x-api-key'] = 'mixtape-web';
  requests++;
  const where = `${method} ${path.slice(0, 200)}${init.type ? ` [${init.type}]` : ''}${init.body ? ` ${init.body.slice(0, 120)}` : ''}`;
  let res: Response;
  try {
    res = await fetch(`${api.url}${path}`, { method, headers, body: init.body });
  } catch (error) {
    failures.push(`${where}: connection failed (${(error as Error).message})`);
    return;
  }
  const text = await res.text();
  if (res.status >= 500) {
    failures.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
    return;
  }
  if (res.status < 400 || method === 'HEAD') return;
  let body: { statusCode?: unknown; message?: unknown; error?: unknown } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
  if (!json || !body || body.statusCode !== res.status || typeof body.message !== 'string' || typeof body.error !== 'string') {
    failures.push(`${where}: ${res.status} not the JSON error shape: ${text.slice(0, 200)}`);
  }
}

beforeAll(async () => {
  for (const name of LIMITS_OFF) process.env[name] = '0';
  process.env.DEV_OUTBOX = '1';
  api = await startTestApi({ seed: { mixtapes: 3, artists: 2, djs: 2 } });
  const [{ getDb }, { users }, { createSession }, { signAccessToken }] = await Promise.all([
    import('@/server/db/client'),
    import('@/server/db/schema'),
    import('@/server/auth/sessions'),
    import('@/server/auth/jwt'),
  ]);
  const db = await getDb();
  const [user] = await db.insert(users).values({ username: 'fuzzer', fullname: 'Fuzz', passwordHash: 'unused' }).returning();
  token = await signAccessToken({ userId: user.id, sessionId: (await createSession(db, user.id, 'jest', 'password')).sessionId });
}, 60_000);

afterAll(async () => {
  for (const name of LIMITS_OFF) delete process.env[name];
  await api.stop();
});

it('answers thousands of malformed requests across every route with 4xx JSON errors, never a 5xx', async () => {
  const { apiRoutes } = await import('@/server/routes');
  expect(Object.keys(apiRoutes).length).toBeGreaterThan(30);
  for (const [pattern, handler] of Object.entries(apiRoutes) as [string, Partial<RouteHandler>][]) {
    const v2 = !!handler.options?.v2;
    const methods = Object.keys(handler.spec ?? { GET: {} });
    const basePath = pathOf(pattern, '1');

    // Every path value in every param, and every method the route does not serve.
    if (/[:*]/.test(pattern)) for (const value of RAW_VALUES) await send(methods[0], pathOf(pattern, value), { v2 });
    for (const method of ['PUT', 'DELETE', 'OPTIONS', 'PROPFIND']) if (!methods.includes(method)) await send(method, basePath, { v2 });

    for (const method of methods) {
      const spec = handler.spec?.[method as keyof typeof handler.spec];
      // Every raw value in one of the query fields (they take turns), and repeated keys in each.
      const queryFields = fieldsOf(spec?.query).filter((f) => f !== 'id' && f !== 'key');
      for (const [i, field] of queryFields.entries()) {
        for (const value of inTurn(RAW_VALUES, i, queryFields.length)) await send(method, `${basePath}?${field}=${value}`, { v2, auth: requests % 2 === 0 });
        await send(method, `${basePath}?${field}=1&${field}=2`, { v2 });
      }
      if (method === 'GET' || method === 'HEAD') continue;
      // Every JSON value in one of the body fields (in turn), in the route's own format.
      const type = v2 ? 'application/x-www-form-urlencoded' : 'application/json';
      const bodyFields = fieldsOf(spec?.body);
      for (const [i, field] of bodyFields.entries()) {
        for (const value of inTurn(JSON_VALUES, i, bodyFields.length)) {
          const body = v2
            ? new URLSearchParams({ [field]: typeof value === 'string' ? value : JSON.stringify(value) }).toString()
            : JSON.stringify({ [field]: value });
          await send(method, basePath, { body, type, v2, auth: requests % 2 === 0 });
        }
      }
      // Whole bodies of the wrong shape, malformed text, and the wrong content types.
      for (const value of JSON_VALUES) await send(method, basePath, { body: JSON.stringify(value), type: 'application/json', v2, auth: true });
      for (const [bodyType, body] of MALFORMED_BODIES) await send(method, basePath, { body, type: bodyType, v2 });
    }
  }
  if (failures.length) throw new Error(`${failures.length} of ${requests} requests failed:\n${failures.slice(0, 40).join('\n')}`);
  expect(requests).toBeGreaterThan(2000);
}, 600_000);
