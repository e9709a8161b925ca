/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { assertSameOrigin } from '@/server/http/origin';

// Which Origin may make a state-changing call: scheme, host and port are compared, default ports left out.

const ENV = ['APP_URL', 'ALLOWED_ORIGINS', 'TRUST_PROXY'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
beforeEach(() => {
  process.env.APP_URL = 'https://mixtapes.example';
  process.env.ALLOWED_ORIGINS = 'https://app.example.com, http://partner.example:8080/';
  delete process.env.TRUST_PROXY;
});
afterAll(() => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

function allowed(origin: string, headers: Record<string, string> = {}, encrypted = false): boolean {
  const req = { headers: { host: 'localhost:3000', origin, ...headers }, socket: { encrypted } } as unknown as IncomingMessage;
  try {
    assertSameOrigin(req);
    return true;
  } catch {
    return false;
  }
}

it('takes the site itself only at the scheme and port it was reached on', () => {
  expect(allowed('http://localhost:3000')).toBe(true);
  expect(allowed('HTTP://LocalHost:3000')).toBe(true);
  expect(allowed('https://localhost:3000')).toBe(false);
  expect(allowed('http://localhost:3001')).toBe(false);
  expect(allowed('http://localhost')).toBe(false);
  expect(allowed('https://localhost:3000', {}, true)).toBe(true);
  expect(allowed('http://localhost:3000', {}, true)).toBe(false);
});

it('leaves out the default port of each scheme, and of no other', () => {
  expect(allowed('http://site.example:80', { host: 'site.example' })).toBe(true);
  expect(allowed('http://site.example', { host: 'site.example:80' })).toBe(true);
  expect(allowed('https://site.example:443', { host: 'site.example' }, true)).toBe(true);
  expect(allowed('http://site.example:443', { host: 'site.example' })).toBe(false);
  expect(allowed('https://site.example:80', { host: 'site.example' }, true)).toBe(false);
});

it('compares APP_URL and ALLOWED_ORIGINS by scheme, host and port too', () => {
  expect(allowed('https://mixtapes.example')).toBe(true);
  expect(allowed('https://mixtapes.example:443')).toBe(true);
  expect(allowed('http://mixtapes.example')).toBe(false);
  expect(allowed('https://mixtapes.example:8443')).toBe(false);
  expect(allowed('https://app.example.com')).toBe(true);
  expect(allowed('http://app.example.com')).toBe(false);
  expect(allowed('http://partner.example:8080')).toBe(true);
  expect(allowed('http://partner.example')).toBe(false);
});

it('takes the scheme and host a trusted proxy reports, and only then', () => {
  const proxied = { host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
  expect(allowed('https://shop.example', proxied)).toBe(false);
  process.env.TRUST_PROXY = '1';
  expect(allowed('https://shop.example', proxied)).toBe(true);
  expect(allowed('http://shop.example', proxied)).toBe(false);
});

it('refuses an Origin that is no origin, and lets a call without one through', () => {
  for (const origin of ['null', 'not a url', 'file:///etc/passwd']) expect(allowed(origin)).toBe(false);
  expect(allowed('')).toBe(true);
});
