/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { codeMatches, decoyCodeHash, hashCode, hashToken, newCode, randomToken } from '@/server/auth/crypto';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { sentOverHttps } from '@/server/http/cookies';
import { assertSameOrigin } from '@/server/http/origin';
import { assertSharedSecret, authSecret } from '@/server/core/secret';
import { signAccessToken, verifyAccessToken } from '@/server/auth/jwt';
import { codeMessage, resetLinkMessage } from '@/server/auth/messages';

const env = { ...process.env };
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-core-'));
  Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: 'test' });
  delete process.env.AUTH_SECRET;
  delete process.env.DATABASE_URL;
});
afterEach(() => {
  process.env = { ...env };
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const req = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB and 2 passes, and verifies', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
  // What a password must be to be accepted: password-strength.test.ts.
});

describe('codes and tokens', () => {
  it('makes 4-digit codes and keyed, salted code hashes', () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(150);
    const stored = hashCode('0420');
    expect(stored).not.toContain('0420');
    expect(hashCode('0420')).not.toBe(stored);
    expect(codeMatches('0420', stored)).toBe(true);
    expect(codeMatches('0421', stored)).toBe(false);
    for (let i = 0; i < 10_000; i += 997) expect(codeMatches(String(i).padStart(4, '0'), decoyCodeHash())).toBe(false);
  });

  it('makes 256-bit tokens stored as sha256', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the auth secret', () => {
  it('is generated once into DATA_DIR/auth-secret with mode 0600', () => {
    const first = authSecret();
    const file = path.join(dataDir, 'auth-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(authSecret().equals(first)).toBe(true);
  });

  it('comes from AUTH_SECRET when set, and is required in production with DATABASE_URL', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.AUTH_SECRET = 's'.repeat(40);
    expect(authSecret().toString()).toBe('s'.repeat(40));
    process.env.AUTH_SECRET = 'too-short';
    expect(() => authSecret()).toThrow('Sign-in is not configured');
    delete process.env.AUTH_SECRET;
    Object.assign(process.env, { NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' });
    expect(() => authSecret()).toThrow('Sign-in is not configured');
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('must be shared for a production server on PostgreSQL to start: without AUTH_SECRET it refuses, saying why', () => {
    expect(() => assertSharedSecret()).not.toThrow();
    Object.assign(process.env, { NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' });
    expect(() => assertSharedSecret()).toThrow('AUTH_SECRET (32 characters or more) is required in production with DATABASE_URL');
    process.env.AUTH_SECRET = 'too-short';
    expect(() => assertSharedSecret()).toThrow('every instance on one database must sign sessions, links and webhooks with the same secret');
    process.env.AUTH_SECRET = 's'.repeat(32);
    expect(() => assertSharedSecret()).not.toThrow();
    delete process.env.DATABASE_URL;
    delete process.env.AUTH_SECRET;
    expect(() => assertSharedSecret()).not.toThrow();
  });
});

describe('access tokens', () => {
  it('carry the user and session, and fail when forged or expired', async () => {
    const token = await signAccessToken({ userId: 7, sessionId: 3 });
    expect(await verifyAccessToken(token)).toEqual({ userId: 7, sessionId: 3 });
    const [h, p, s] = token.split('.');
    const forged = JSON.parse(Buffer.from(p, 'base64url').toString());
    forged.sub = '8';
    expect(await verifyAccessToken(`${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`)).toBeNull();
    expect(await verifyAccessToken('not.a.jwt')).toBeNull();
    process.env.AUTH_SECRET = 'another-secret-of-enough-length-000000';
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('expire after 15 minutes, though logout may still read an expired one', async () => {
    jest.useFakeTimers({ now: Date.now() - 16 * 60_000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout'] });
    const old = await signAccessToken({ userId: 1, sessionId: 1 });
    jest.useRealTimers();
    expect(await verifyAccessToken(old)).toBeNull();
    expect(await verifyAccessToken(old, { ignoreExpiry: true })).toEqual({ userId: 1, sessionId: 1 });
  });
});

describe('origin check and https detection', () => {
  it('refuses a foreign Origin, allows none, the own host and ALLOWED_ORIGINS', () => {
    expect(() => assertSameOrigin(req({ host: 'site.test' }))).not.toThrow();
    expect(() => assertSameOrigin(req({ host: 'site.test', origin: 'http://site.test' }))).not.toThrow();
    expect(() => assertSameOrigin(req({ host: 'site.test', origin: 'https://evil.test' }))).toThrow('another site');
    expect(() => assertSameOrigin(req({ host: 'site.test', origin: 'null' }))).toThrow('another site');
    process.env.ALLOWED_ORIGINS = 'https://app.site.test, https://other.test/';
    expect(() => assertSameOrigin(req({ host: 'site.test', origin: 'https://other.test' }))).not.toThrow();
  });

  it('sees https on a TLS socket or from x-forwarded-proto', () => {
    expect(sentOverHttps(req({}))).toBe(false);
    expect(sentOverHttps(req({}, true))).toBe(true);
    expect(sentOverHttps(req({ 'x-forwarded-proto': 'https' }))).toBe(true);
  });
});

describe('messages', () => {
  it('are plain, branded and carry the code or the link', () => {
    const code = codeMessage('signup', '0420');
    expect(code.subject).toBe('LMT Mixtapes: your sign-up code');
    expect(code.text).toContain('0420');
    expect(code.text).toContain('10 minutes');
    expect(code.sms).toMatch(/^LMT Mixtapes: your code is 0420/);
    const reset = resetLinkMessage('dj', 'http://x.test/reset-password?token=abc');
    expect(reset.text).toContain('http://x.test/reset-password?token=abc');
    expect(reset.text).not.toMatch(/<[a-z]/i);
  });
});
