/** @jest-environment node */
import type { LoginResult } from '@/lib/contracts/auth';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { alike, httpCall } from '../helpers/http';

let api: TestApi;
let ipCount = 0;
let ip = '';
beforeEach(async () => {
  ipCount += 1;
  ip = `10.4.0.${ipCount}`;
  const { getDb } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  await (await getDb()).execute(sql`delete from rate_limits where key like 'auth:%'`);
});

const call = <T = Record<string, unknown>>(path: string, json?: unknown, extra: Record<string, string> = {}) =>
  httpCall<T>(`${api.url}/api${path}`, { json, headers: { 'x-forwarded-for': ip, ...extra } });
type Message = { to: string; channel: string; subject: string | null; text: string };
const inbox = (to: string): Promise<Message[]> => readOutbox(api.url, to);
/** Recovery messages go out after the answer, so a test waits for them to land. */
async function waitForMessage(to: string, count: number): Promise<Message> {
  // Up to 10 s: on a loaded machine the delivery after the answer can take a while.
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const list = await inbox(to);
    if (list.length >= count) return list[0];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no message for ${to}`);
}
const login = (user: string, pass: string) => call<LoginResult>('/v3/auth/login', { user, pass });

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  process.env.APP_URL = 'https://mixtapes.example';
  api = await startTestApi();
  const { getDb } = await import('@/server/db/client');
  const { users } = await import('@/server/db/schema');
  const { hashPassword } = await import('@/server/auth/passwords');
  const passwordHash = await hashPassword('old-password-forgotten');
  await (await getDb()).insert(users).values([
    { username: 'Mailer', fullname: 'Mail Er', email: 'mailer@example.com', passwordHash },
    { username: 'Texter', fullname: 'Tex Ter', phone: '+15550100003', passwordHash },
  ]);
});
afterAll(() => {
  delete process.env.APP_URL;
  return api.stop();
});

describe('recovery by email', () => {
  it('link in the email, info, reset: old password and old sessions gone, new password works', async () => {
    const before = await login('mailer', 'old-password-forgotten');
    const sent = await call('/v3/auth/recover', { email: 'Mailer@Example.com' });
    expect(sent).toMatchObject({ status: 200, body: { message: 'If an account uses this email, we sent it a link to reset the password.' } });
    const mail = await waitForMessage('mailer@example.com', 1);
    expect(mail.subject).toBe('LMT Mixtapes: reset your password');
    const token = /https:\/\/mixtapes\.example\/reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    expect((await call('/v3/auth/recover/info', { token })).body).toEqual({ username: 'Mailer' });
    const weak = await call('/v3/auth/recover/reset', { token, password: 'password1' });
    expect(weak).toMatchObject({ status: 400, body: { message: 'This password is too easy to guess. This is a commonly used password.' } });
    const reset = await call('/v3/auth/recover/reset', { token, password: 'brand-new-groove-42' });
    expect(reset).toMatchObject({ status: 200, body: { message: expect.stringMatching(/password has been changed/) } });
    expect((await login('mailer', 'old-password-forgotten')).status).toBe(401);
    expect((await login('mailer', 'brand-new-groove-42')).status).toBe(200);
    expect((await call('/v3/users/me', undefined, { authorization: `Bearer ${before.body.access_token}` })).status).toBe(401);
    expect((await call('/v3/auth/refresh', {}, { cookie: `refresh_token=${before.cookie}` })).status).toBe(401);
    for (const path of ['/v3/auth/recover/info', '/v3/auth/recover/reset']) {
      const { status, cookie, body } = await call(path, { token, password: 'another-fine-one-9' });
      expect({ status, cookie, body }).toEqual({ status: 400, cookie: null, body: { statusCode: 400, message: 'This reset link has expired or was already used.', error: 'Bad Request', requestId: expect.any(String) } });
    }
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const known = await call('/v3/auth/recover', { email: 'mailer@example.com' });
    const unknown = await call('/v3/auth/recover', { email: 'ghost@example.com' });
    expect(alike(unknown)).toEqual(alike(known));
    await waitForMessage('mailer@example.com', 2);
    expect(await inbox('ghost@example.com')).toEqual([]);
    const again = await call('/v3/auth/recover', { email: 'ghost@example.com' });
    expect(again.status).toBe(429);
  });

  it('refuses an expired link', async () => {
    await call('/v3/auth/recover', { email: 'mailer@example.com' });
    const mail = await waitForMessage('mailer@example.com', 3);
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const { getDb } = await import('@/server/db/client');
    const { sql } = await import('drizzle-orm');
    await (await getDb()).execute(sql`update verifications set expires_at = now() - interval '1 second' where purpose = 'reset'`);
    expect((await call('/v3/auth/recover/info', { token })).body.message).toBe('This reset link has expired or was already used.');
  });
});

describe('recovery by phone', () => {
  it('sms_token, code by SMS, verify, reset', async () => {
    const sent = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+1 555 010 0003' });
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['message', 'sms_token']);
    const sms = await waitForMessage('+15550100003', 1);
    expect(sms.channel).toBe('sms');
    const code = /code is (\d{4})/.exec(sms.text)![1];
    const wrong = await call('/v3/auth/recover/verify', { sms_token: sent.body.sms_token, code: code === '0000' ? '0001' : '0000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'That code is not right. 4 tries left.' } });
    const verified = await call<{ token: string }>('/v3/auth/recover/verify', { sms_token: sent.body.sms_token, code });
    expect(verified.status).toBe(200);
    expect((await call('/v3/auth/recover/info', { token: verified.body.token })).body).toEqual({ username: 'Texter' });
    expect((await call('/v3/auth/recover/reset', { token: verified.body.token, password: 'by-phone-we-reset' })).status).toBe(200);
    expect((await login('Texter', 'by-phone-we-reset')).status).toBe(200);
    expect((await call('/v3/auth/recover/verify', { sms_token: sent.body.sms_token, code })).status).toBe(400);
  });

  it('answers an unknown number with an sms_token too, which then behaves like a real one', async () => {
    const known = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+15550100003' });
    const unknown = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+15550109999' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(unknown.body.sms_token).toMatch(/^[\w-]{43}$/);
    const realCode = /code is (\d{4})/.exec((await waitForMessage('+15550100003', 2)).text)![1];
    const guess = realCode === '9999' ? '9998' : '9999';
    for (const token of [known.body.sms_token, unknown.body.sms_token]) {
      const res = await call('/v3/auth/recover/verify', { sms_token: token, code: guess });
      expect(res).toMatchObject({ status: 400, body: { message: 'That code is not right. 4 tries left.' } });
    }
    expect(await inbox('+15550109999')).toEqual([]);
  });

  it('answers 400 with showable messages on bad input', async () => {
    expect((await call('/v3/auth/recover', {})).body.message).toBe('Enter your email or phone number');
    expect((await call('/v3/auth/recover/verify', { sms_token: 'x', code: '12345' })).body.message).toBe('code: The code has 4 digits');
    expect((await call('/v3/auth/recover/verify', { sms_token: 'forged', code: '1234' })).body.message).toBe('This code has expired. Please request a new one.');
    expect((await call('/v3/auth/recover/reset', { token: 'x', password: 'short' })).body.message).toBe('password: Password must have at least 8 characters');
  });
});

describe('a new password too easy to guess', () => {
  it('is refused with 400 and zxcvbn’s reason, and changes nothing: old password, sessions and the link still work', async () => {
    const { getDb } = await import('@/server/db/client');
    const { users } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const { hashPassword } = await import('@/server/auth/passwords');
    const db = await getDb();
    await db.insert(users).values({ username: 'Keeper', fullname: 'Kee Per', email: 'keeper@example.com', passwordHash: await hashPassword('old-password-forgotten') });
    const storedHash = async () => (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'Keeper')))[0].hash;
    const hashBefore = await storedHash();
    const before = await login('keeper', 'old-password-forgotten');
    expect(before.status).toBe(200);
    await call('/v3/auth/recover', { email: 'keeper@example.com' });
    const token = /token=([\w-]+)/.exec((await waitForMessage('keeper@example.com', 1)).text)![1];

    for (const [password, reason] of [
      ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['        ', 'Repeated characters like "aaa" are easy to guess.'],
      ['letmein123', 'This is similar to a commonly used password.'],
      ['password1', 'This is a commonly used password.'],
      ['keeper2024', 'There should not be any personal or page related data.'],
    ]) {
      const res = await call('/v3/auth/recover/reset', { token, password });
      expect(res).toEqual(expect.objectContaining({ status: 400, cookie: null, body: { statusCode: 400, message: `This password is too easy to guess. ${reason}`, error: 'Bad Request', requestId: expect.any(String) } }));
    }
    expect(await storedHash()).toBe(hashBefore);
    expect((await call('/v3/users/me', undefined, { authorization: `Bearer ${before.body.access_token}` })).status).toBe(200);
    expect((await login('keeper', 'old-password-forgotten')).status).toBe(200);
    // The link was not spent either.
    expect((await call('/v3/auth/recover/info', { token })).body).toEqual({ username: 'Keeper' });
    expect((await call('/v3/auth/recover/reset', { token, password: 'keep-the-tapes-rolling-7' })).status).toBe(200);
    expect(await storedHash()).not.toBe(hashBefore);
  });
});

describe('guessing recovery codes', () => {
  const codeIn = (message: Message) => /code is (\d{4})/.exec(message.text)![1];
  const wrongFor = (code: string, n: number) => String((Number(code) + 1 + n) % 10000).padStart(4, '0');
  const PAUSED = /^Too many wrong codes were entered for this number, so password recovery for it is paused\. Please try again in \d+ hours\.$/;
  async function addMember(username: string, phone: string, email?: string) {
    const { getDb } = await import('@/server/db/client');
    const { users } = await import('@/server/db/schema');
    const { hashPassword } = await import('@/server/auth/passwords');
    await (await getDb()).insert(users).values({ username, fullname: username, phone, email, passwordHash: await hashPassword('old-password-forgotten') });
  }
  beforeEach(() => {
    process.env.AUTH_SEND_PER_30S = '0';
  });
  afterEach(() => {
    delete process.env.AUTH_SEND_PER_30S;
    delete process.env.AUTH_RECOVERY_WRONG_CODES_PER_DAY;
  });

  it('keeps one open code per number: a new code ends the one before', async () => {
    await addMember('Dialer', '+15550100008');
    const first = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+15550100008' });
    const firstCode = codeIn(await waitForMessage('+15550100008', 1));
    const second = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+15550100008' });
    const secondCode = codeIn(await waitForMessage('+15550100008', 2));
    const old = await call('/v3/auth/recover/verify', { sms_token: first.body.sms_token, code: firstCode });
    expect(old).toMatchObject({ status: 400, body: { message: 'This code has expired. Please request a new one.' } });
    expect((await call('/v3/auth/recover/verify', { sms_token: second.body.sms_token, code: secondCode })).status).toBe(200);
  });

  it('pauses recovery of a number after 10 wrong codes a day from any address, and tells the owner once', async () => {
    await addMember('Pauser', '+15550100009', 'pauser@example.com');
    const guessFrom = async (rounds: number[]) => {
      let sent = (await inbox('+15550100009')).length;
      let last = { token: '', code: '' };
      for (const [round, wrongGuesses] of rounds.entries()) {
        ip = `10.9.${round}.1`;
        const { body } = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+15550100009' });
        last = { token: body.sms_token, code: codeIn(await waitForMessage('+15550100009', (sent += 1))) };
        for (let i = 0; i < wrongGuesses; i++) {
          ip = `10.9.${round}.${i + 2}`;
          const res = await call('/v3/auth/recover/verify', { sms_token: last.token, code: wrongFor(last.code, i) });
          expect(res.status).toBe(400);
        }
      }
      return last;
    };
    // Three codes, ten wrong guesses in all, from fifteen addresses; the last code is still open and has tries left.
    const open = await guessFrom([5, 4, 1]);
    ip = '10.9.9.1';
    const right = await call('/v3/auth/recover/verify', { sms_token: open.token, code: open.code });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(PAUSED);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    const another = await call('/v3/auth/recover', { phone: '+15550100009' });
    expect(another).toMatchObject({ status: 429, body: { message: expect.stringMatching(PAUSED) } });

    const notice = await waitForMessage('pauser@example.com', 1);
    expect(notice.subject).toBe('LMT Mixtapes: password recovery paused');
    expect(notice.text).toContain('Your password is unchanged');
    expect(await inbox('pauser@example.com')).toHaveLength(1);
    expect((await login('pauser', 'old-password-forgotten')).status).toBe(200);
  });

  it('pauses a number nobody has just the same', async () => {
    process.env.AUTH_RECOVERY_WRONG_CODES_PER_DAY = '2';
    const sent = (await inbox('+15550100003')).length;
    const known = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+15550100003' });
    const unknown = await call<{ sms_token: string }>('/v3/auth/recover', { phone: '+15550109997' });
    const realCode = codeIn(await waitForMessage('+15550100003', sent + 1));
    const guesses = [0, 1, 2].map((i) => wrongFor(realCode, i));
    const answers = async (token: string) => {
      const list = [];
      for (const code of guesses) {
        const { status, body } = await call('/v3/auth/recover/verify', { sms_token: token, code });
        list.push([status, body.message]);
      }
      return list;
    };
    const knownAnswers = await answers(known.body.sms_token);
    expect(knownAnswers.map(([status]) => status)).toEqual([400, 400, 429]);
    expect(await answers(unknown.body.sms_token)).toEqual(knownAnswers);
    expect(await inbox('+15550109997')).toEqual([]);
  });
});
