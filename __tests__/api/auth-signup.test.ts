/** @jest-environment node */
import type { LoginResult, Me } from '@/lib/contracts/auth';
import { apiForSuite } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { addressPerTest, alike, httpCall, type HttpInit } from '../helpers/http';

const api = apiForSuite({ env: { TRUST_PROXY: '1' } });
// Each test calls from its own address, so per-IP limits of one test do not spill into the next.
let ip = '';
addressPerTest('10.1', (next) => (ip = next));

const call = <T = Record<string, unknown>>(path: string, init: HttpInit = {}) =>
  httpCall<T>(`${api.url}/api${path}`, { ...init, headers: { 'x-forwarded-for': ip, ...init.headers } });
const KEY = { 'x-api-key': 'mixtape-web' };
const v2 = <T>(path: string, form?: Record<string, string>, headers: Record<string, string> = KEY) =>
  call<T>(`/v2.0${path}`, { form, headers });

const inbox = (to: string) => readOutbox(api.url, to);
const codeOf = (text: string) => /code is (\d{4})/.exec(text)?.[1] as string;
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function sql(text: string) {
  const { getDb } = await import('@/server/db/client');
  const { sql: raw } = await import('drizzle-orm');
  return (await getDb()).execute(raw.raw(text));
}
/** Lets the next code to a destination go out now: clears its 30-second counter. */
const clearShortLimit = () => sql(`delete from rate_limits where key like 'auth:send:dest30:%'`);

type Contact = { way: 'email'; email: string } | { way: 'phone'; phone: string };
async function codeFor(contact: Contact): Promise<string> {
  const sent = await v2('/signup/otp', contact);
  expect(sent.status).toBe(200);
  const [message] = await inbox(contact.way === 'email' ? contact.email : contact.phone.replace(/[\s().-]/g, ''));
  return codeOf(message.text);
}
async function signupToken(contact: Contact): Promise<string> {
  const verified = await v2<{ signup_token: string }>('/signup/verify', { ...contact, code: await codeFor(contact) });
  expect(verified.status).toBe(200);
  return verified.body.signup_token;
}

describe('sign-up', () => {
  it('by email: code in the outbox, verify, account setup, logged in', async () => {
    const sent = await v2('/signup/otp', { way: 'email', email: 'Nova@Example.com ' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/4-digit code/);
    const [mail] = await inbox('nova@example.com');
    expect(mail).toMatchObject({ channel: 'email', to: 'nova@example.com', subject: 'LMT Mixtapes: your sign-up code' });
    const verified = await v2<{ signup_token: string }>('/signup/verify', { way: 'email', email: 'nova@example.com', code: codeOf(mail.text) });
    expect(verified.status).toBe(200);
    const done = await v2<LoginResult>('/signup', { fullname: 'Nova Beats', username: 'Nova', password: 'night-drive-1999', signup_token: verified.body.signup_token });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ username: 'Nova', fullname: 'Nova Beats', email: 'nova@example.com', phone: null, isPremium: false, twoFactorEnabled: false, twoFactorChannel: 'email' });
    expect(done.body.access_token.split('.')).toHaveLength(3);
    expect(done.body.api_token.length).toBeGreaterThanOrEqual(43);
    expect(done.headers.get('set-cookie')).toMatch(/^refresh_token=[\w-]{43,}; Path=\/api; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const me = await call<Me>('/v3/users/me', { headers: { authorization: `Bearer ${done.body.access_token}` } });
    expect(me.body).toEqual(done.body.user);
    // The session records how it began, and that it passed no second factor: the code confirmed the address only.
    const session = (await sql(`select started_with, second_factor_at from sessions where user_id = ${done.body.user.id}`)) as unknown as { rows: unknown[] };
    expect(session.rows).toEqual([{ started_with: 'sign-up', second_factor_at: null }]);
  });

  it('by phone, +1 number in any common notation', async () => {
    const token = await signupToken({ way: 'phone', phone: '+1 (555) 010-0001' });
    const done = await v2<LoginResult>('/signup', { fullname: 'Kay', username: 'kay_phone', password: 'bassline-theory', signup_token: token });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ phone: '+15550100001', email: null, twoFactorChannel: 'sms' });
    const [sms] = await inbox('+15550100001');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms.text).toMatch(/^LMT Mixtapes: your code is \d{4}/);
  });

  it('counts wrong codes, refuses the sixth try even when right, and needs a new code', async () => {
    const contact: Contact = { way: 'email', email: 'tries@example.com' };
    const code = await codeFor(contact);
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await v2('/signup/verify', { ...contact, code: otherCode(code) })).body.message);
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right, and that was the last try. Please request a new code.',
    ]);
    const sixth = await v2('/signup/verify', { ...contact, code });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Too many wrong tries for this code. Please request a new code.');
    await clearShortLimit();
    const fresh = await codeFor(contact);
    expect((await v2('/signup/verify', { ...contact, code: fresh })).status).toBe(200);
  });

  it('refuses an expired code and a used one', async () => {
    const contact: Contact = { way: 'email', email: 'late@example.com' };
    const code = await codeFor(contact);
    await sql(`update verifications set code_expires_at = now() - interval '1 second' where destination = 'late@example.com'`);
    const late = await v2('/signup/verify', { ...contact, code });
    expect(late).toMatchObject({ status: 400, body: { message: 'This code has expired. Please request a new code.' } });

    await clearShortLimit();
    const again = await codeFor(contact);
    expect((await v2('/signup/verify', { ...contact, code: again })).status).toBe(200);
    const reused = await v2('/signup/verify', { ...contact, code: again });
    expect(reused).toMatchObject({ status: 400, body: { message: 'This code was already used. Please request a new code.' } });
  });

  it('limits codes per destination: one per 30 s, five per hour, with Retry-After', async () => {
    const contact = { way: 'email', email: 'flood@example.com' };
    expect((await v2('/signup/otp', contact)).status).toBe(200);
    const soon = await v2('/signup/otp', contact);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(soon.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    for (let i = 0; i < 4; i++) {
      await clearShortLimit();
      expect((await v2('/signup/otp', contact)).status).toBe(200);
    }
    await clearShortLimit();
    const hourly = await v2('/signup/otp', contact);
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers.get('retry-after'))).toBeGreaterThan(30);
  });

  it('limits codes per IP address across destinations', async () => {
    for (let i = 0; i < 20; i++) expect((await v2('/signup/otp', { way: 'email', email: `ip${i}@example.com` })).status).toBe(200);
    const over = await v2('/signup/otp', { way: 'email', email: 'ip20@example.com' });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many codes requested/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers an address that has an account exactly like a new one, and tells its owner instead', async () => {
    const existing = await v2('/signup/otp', { way: 'email', email: 'nova@example.com' });
    const fresh = await v2('/signup/otp', { way: 'email', email: 'brand-new@example.com' });
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toEqual(fresh.body);
    const [note] = await inbox('nova@example.com');
    expect(note.subject).toBe('LMT Mixtapes: you already have an account');
    expect(note.text).not.toMatch(/\d{4}/);
    const guess = await v2('/signup/verify', { way: 'email', email: 'nova@example.com', code: '1234' });
    expect(guess).toMatchObject({ status: 400, body: { message: 'That code is not right. 4 tries left.' } });
  });

  it('answers /signup/verify alike for a registered address and a new one when no code is pending', async () => {
    // +15550100001 signed up above (its code is spent); +15550100099 never asked for one.
    const registered = await v2('/signup/verify', { way: 'phone', phone: '+15550100001', code: '1234' });
    const unknown = await v2('/signup/verify', { way: 'phone', phone: '+15550100099', code: '1234' });
    expect(registered).toMatchObject({ status: 400, body: { message: 'Please request a code first.' } });
    expect(alike(unknown)).toEqual(alike(registered));
  });

  it('limits code checks per destination and per IP with 429 and Retry-After', async () => {
    const verify = (email: string) => v2('/signup/verify', { way: 'email', email, code: '0000' });
    process.env.AUTH_CODE_CHECKS_PER_15MIN = '3';
    try {
      for (let i = 0; i < 3; i++) expect((await verify('target@example.com')).status).toBe(400);
      ip = '10.1.250.1'; // another address: the destination's count still holds
      const limited = await verify('target@example.com');
      expect(limited).toMatchObject({ status: 429, body: { statusCode: 429, message: expect.stringMatching(/^Too many tries\. Please try again in/) } });
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      delete process.env.AUTH_CODE_CHECKS_PER_15MIN;
    }
    process.env.AUTH_CODE_CHECKS_PER_IP_15MIN = '2';
    try {
      ip = '10.1.250.2';
      expect((await verify('one@example.com')).status).toBe(400);
      expect((await verify('two@example.com')).status).toBe(400);
      expect((await verify('three@example.com')).status).toBe(429);
    } finally {
      delete process.env.AUTH_CODE_CHECKS_PER_IP_15MIN;
    }
  });

  it('limits accounts created from one IP', async () => {
    process.env.AUTH_ACCOUNT_CHANGES_PER_IP_HOUR = '1';
    try {
      const form = { fullname: 'X', username: 'nobody_here', password: 'night-drive-1999', signup_token: 'not-a-token' };
      expect((await v2('/signup', form)).status).toBe(400);
      const limited = await v2('/signup', form);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      delete process.env.AUTH_ACCOUNT_CHANGES_PER_IP_HOUR;
    }
  });

  it('checks usernames case-insensitively', async () => {
    expect((await v2('/user/name?search=NOVA')).body).toEqual({ available: false });
    expect((await v2('/user/name?search=nova')).body).toEqual({ available: false });
    expect((await v2('/user/name?search=nova2')).body).toEqual({ available: true });
    const bad = await v2('/user/name?search=no%20spaces');
    expect(bad).toMatchObject({ status: 400, body: { message: 'Username may contain letters, digits, dots and underscores' } });
  });

  it('rejects weak passwords and a taken username without spending the signup_token', async () => {
    const token = await signupToken({ way: 'email', email: 'retry@example.com' });
    const form = { fullname: 'Re Try', username: 'retry', signup_token: token };
    for (const [password, message] of [
      ['short', 'Password must have at least 8 characters'],
      ['x'.repeat(129), 'Password must have at most 128 characters'],
      ['password', 'This password is too easy to guess. This is a heavily used password.'],
      ['Sunshine', 'This password is too easy to guess. This is a frequently used password.'],
      ['retry', 'Password must have at least 8 characters'],
      ['retry2024', 'This password is too easy to guess. There should not be any personal or page related data.'],
    ]) {
      const res = await v2('/signup', { ...form, password });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const taken = await v2('/signup', { ...form, username: 'NOVA', password: 'long-and-unusual' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This username is already in use.' } });
    const ok = await v2<LoginResult>('/signup', { ...form, password: 'long-and-unusual' });
    expect(ok.status).toBe(200);
    const spent = await v2('/signup', { ...form, username: 'retry2', password: 'long-and-unusual' });
    expect(spent).toMatchObject({ status: 400, body: { message: expect.stringMatching(/sign-up has expired/) } });
  });

  it('refuses a password too easy to guess with 400 and zxcvbn’s reason, and creates nothing', async () => {
    const token = await signupToken({ way: 'email', email: 'weak@example.com' });
    const form = { fullname: 'Wea Kling', username: 'weakling', signup_token: token };
    const count = async () => Number(((await sql(`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    const users = await count();
    for (const [password, reason] of [
      ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['        ', 'Repeated characters like "aaa" are easy to guess.'],
      ['letmein123', 'This is similar to a commonly used password.'],
      ['password1', 'This is a commonly used password.'],
      ['weakling1', 'There should not be any personal or page related data.'],
    ]) {
      const res = await v2('/signup', { ...form, password });
      expect(res).toMatchObject({ status: 400, cookie: null, body: { statusCode: 400, message: `This password is too easy to guess. ${reason}` } });
    }
    expect(await count()).toBe(users);
    expect((await v2('/user/name?search=weakling')).body).toEqual({ available: true });
    // The signup_token was not spent: a strong passphrase goes through with it.
    const ok = await v2<LoginResult>('/signup', { ...form, password: 'weekend-tape-swap-88' });
    expect(ok.status).toBe(200);
    expect(await count()).toBe(users + 1);
  });

  it('answers 409 when the address got an account after its code was verified, and writes nothing', async () => {
    const token = await signupToken({ way: 'email', email: 'race@example.com' });
    await sql(`insert into users (username, fullname, email, password_hash) values ('racer', 'R', 'race@example.com', 'x')`);
    const res = await v2('/signup', { fullname: 'Late', username: 'late_one', password: 'long-and-unusual', signup_token: token });
    expect(res).toMatchObject({ status: 409, body: { message: 'An account with this email already exists. Please log in.' } });
    expect((await v2('/user/name?search=late_one')).body).toEqual({ available: true });
  });

  it('answers 400 with showable messages on bad input, and 401 without the v2.0 API key', async () => {
    expect((await v2('/signup/otp', { way: 'email', email: 'nope' })).body.message).toBe('email: Enter a valid email address');
    expect((await v2('/signup/otp', { way: 'phone', phone: '555' })).body.message).toBe('phone: Enter a valid phone number: +1 and 10 digits');
    expect((await v2('/signup/verify', { way: 'email', email: 'a@b.co', code: '12' })).body.message).toBe('code: The code has 4 digits');
    expect((await v2('/signup', { fullname: 'x', username: 'xx', password: 'long-and-unusual', signup_token: 't' })).status).toBe(400);
    expect((await v2('/signup', { fullname: 'x', username: 'xyz', password: 'long-and-unusual', signup_token: 'forged' })).body.message).toMatch(/sign-up has expired/);
    for (const headers of [{}, { 'x-api-key': 'wrong' }] as Record<string, string>[]) {
      const res = await v2('/signup/otp', { way: 'email', email: 'key@example.com' }, headers);
      expect(res).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Invalid API key', error: 'Unauthorized' } });
      expect((await v2('/user/name?search=abc', undefined, headers)).status).toBe(401);
    }
    const get = await call('/v2.0/signup/otp', { headers: KEY });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
