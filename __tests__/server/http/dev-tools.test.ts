/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { captureLogs } from '@/server/core/logger';
import { hasDevToolsKey, openDevTools } from '@/server/http/dev-tools';

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
});

const request = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

it('makes a random key at start when a tool is on, and prints the outbox address with it on one line', () => {
  delete process.env.DEV_TOOLS_KEY;
  delete process.env.PAYMENTS_TEST_CLOCK;
  const line = openDevTools(true, 'https://mixtapes.example')!;
  const key = process.env.DEV_TOOLS_KEY!;
  expect(key.length).toBeGreaterThanOrEqual(32);
  expect(line).toContain(`Outbox: https://mixtapes.example/dev/outbox?key=${key}`);
  expect(line).not.toContain('\n');
  delete process.env.DEV_TOOLS_KEY;
  openDevTools(true, 'https://mixtapes.example');
  expect(process.env.DEV_TOOLS_KEY).not.toBe(key);
});

it('warns on PostgreSQL that a key it makes is its own, which the other instances on the database do not take', () => {
  delete process.env.DEV_TOOLS_KEY;
  const logs = captureLogs();
  try {
    openDevTools(true, 'http://localhost:3000');
    expect(logs.lines.join('')).not.toContain('DEV_TOOLS_KEY');
    delete process.env.DEV_TOOLS_KEY;
    process.env.DATABASE_URL = 'postgres://localhost/mixtapes';
    openDevTools(true, 'http://localhost:3000');
    expect(logs.lines.join('')).toContain('set one DEV_TOOLS_KEY for every instance on this database');
  } finally {
    logs.stop();
  }
});

it('keeps a DEV_TOOLS_KEY of enough length, replaces a short one, and makes none while every tool is off', () => {
  process.env.DEV_TOOLS_KEY = 'an-operator-chosen-key-0123456789';
  openDevTools(true, 'http://localhost:3000');
  expect(process.env.DEV_TOOLS_KEY).toBe('an-operator-chosen-key-0123456789');
  process.env.DEV_TOOLS_KEY = 'short';
  openDevTools(true, 'http://localhost:3000');
  expect(process.env.DEV_TOOLS_KEY).not.toBe('short');
  delete process.env.DEV_TOOLS_KEY;
  delete process.env.PAYMENTS_TEST_CLOCK;
  expect(openDevTools(false, 'http://localhost:3000')).toBeNull();
  expect(process.env.DEV_TOOLS_KEY).toBeUndefined();
  process.env.PAYMENTS_TEST_CLOCK = '1';
  expect(openDevTools(false, 'http://localhost:3000')).toMatch(/^test clock: send header x-dev-tools-key: /);
});

it('takes the key from the header or the cookie, compared whole; a loopback peer without it is nobody', () => {
  process.env.DEV_TOOLS_KEY = 'the-key-of-this-server-0123456789';
  expect(hasDevToolsKey(request({ 'x-dev-tools-key': 'the-key-of-this-server-0123456789' }))).toBe(true);
  expect(hasDevToolsKey(request({ cookie: 'theme=dark; dev_tools_key=the-key-of-this-server-0123456789' }))).toBe(true);
  const strangers: Record<string, string>[] = [{}, { 'x-dev-tools-key': 'the-key-of-this-server-012345678' }, { 'x-dev-tools-key': 'the-key-of-this-server-0123456789x' }, { cookie: 'dev_tools_key=' }];
  for (const headers of strangers) expect(hasDevToolsKey(request(headers))).toBe(false);
  delete process.env.DEV_TOOLS_KEY;
  expect(hasDevToolsKey(request({ 'x-dev-tools-key': '' }))).toBe(false);
});
