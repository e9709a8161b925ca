/** @jest-environment node */
import type { LoginResult, Me } from '@/lib/contracts/auth';
import { apiForSuite } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { addressPerTest, httpCall, type HttpInit } from '../helpers/http';

const api = apiForSuite({ env: { TRUST_PROXY: '1' } });
// Each test calls from its own address, so per-IP limits of one test do not spill into the next.
let ip = '';
addressPerTest('10.2', (next) => (ip = next));

const call = <T = Record<string, unknown>>(path: string, init: HttpInit = {}) =>
  httpCall<T>(`${api.url}/api${path}`, { ...init, headers: { 'x-forwarded-for': ip, 'x-api-key': 'mixtape-web', ...init.headers } });
async function lastCode(to: string): Promise<string> {
  return /code is (\d{4})/.exec((await readOutbox(api.url, to))[0].text)![1];
}
async function register(username: string, contact: { email: string } | { phone: string }, password: string): Promise<LoginResult> {
  const form = 'email' in contact ? { way: 'email', ...contact } : { way: 'phone', ...contact };
  expect((await call('/v2.0/signup/otp', { form })).status).toBe(200);
  const code = await lastCode('email' in contact ? contact.email : contact.phone);
  const { body } = await call<{ signup_token: string }>('/v2.0/signup/verify', { form: { ...form, code } });
  const done = await call<LoginResult>('/v2.0/signup', { form: { fullname: username, username, password, signup_token: body.signup_token } });
  expect(done.status).toBe(200);
  return done.body;
}
/** The limit tests leave counters behind; later tests start from none. */
async function resetLimits() {
  const { getDb } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  await (await getDb()).execute(sql`delete from rate_limits where key like 'auth:%'`);
  await (await getDb()).execute(sql`delete from login_failures`);
}
/** As if every failed pair's last failure was `seconds` longer ago. */
async function agePairs(seconds: number) {
  const { getDb } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  await (await getDb()).execute(sql`update login_failures set last_failed_at = last_failed_at - make_interval(secs => ${seconds})`);
}
const login = (user: string, pass: string) => call<LoginResult>('/v3/auth/login', { json: { user, pass } });

let alice: LoginResult;
let bob: LoginResult;
beforeAll(async () => {
  ip = '10.2.255.1';
  alice = await register('Alice', { email: 'alice@example.com' }, 'alice-in-chains-92');
  bob = await register('bob.sms', { phone: '+15550100002' }, 'bob-marley-legend');
});

describe('log in', () => {
  it('by email, by username in any case, and by phone', async () => {
    for (const user of ['alice@example.com', 'ALICE@example.com', 'alice', 'Alice']) {
      const res = await login(user, 'alice-in-chains-92');
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual(alice.user);
      expect(res.body.access_token).not.toBe(alice.access_token);
      expect(res.headers.get('set-cookie')).toMatch(/^refresh_token=/);
    }
    expect((await login('+15550100002', 'bob-marley-legend')).body.user.username).toBe('bob.sms');
  });

  it('says the same thing for a wrong password and an unknown account', async () => {
    const wrong = await login('alice', 'not-her-password');
    const unknown = await login('nobody-here', 'not-her-password');
    const unknownEmail = await login('nobody@example.com', 'not-her-password');
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ requestId: expect.any(String), statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await call('/v3/auth/login', { json: { user: '', pass: 'x' } })).body.message).toBe('user: Enter your email or username');
  });

  it('makes an (account, IP) pair wait longer after each failure past three, right password or not', async () => {
    for (let i = 0; i < 3; i++) expect((await login('bob.sms', `guess-${i}`)).status).toBe(401);
    const waiting = await login('bob.sms', 'bob-marley-legend');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(waiting.body.message).toBe('Too many failed log-in attempts. Please try again in 1 second.');
    // Once the wait is over the pair may try again; its next failure doubles the wait.
    await agePairs(2);
    expect((await login('bob.sms', 'guess-3')).status).toBe(401);
    expect((await login('bob.sms', 'guess-4')).headers.get('retry-after')).toBe('2');
    await agePairs(3);
    expect((await login('bob.sms', 'guess-5')).status).toBe(401);
    expect((await login('bob.sms', 'guess-6')).headers.get('retry-after')).toBe('4');
    // Nobody can lock the owner out: an IP that has not failed logs in at once, and a success clears its pair.
    ip = '10.2.254.1';
    expect((await login('bob.sms', 'bob-marley-legend')).status).toBe(200);
  });

  it('past a name-wide ceiling refuses IPs past their own free failures, never one below them', async () => {
    process.env.AUTH_LOGIN_FAILS_PER_ACCOUNT_HOUR = '4';
    try {
      const ips = ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4'];
      for (const each of ips) {
        ip = each;
        expect((await login('alice', 'spread-out-guess')).status).toBe(401);
      }
      // Past the ceiling, an IP still has the rest of its own free failures...
      ip = ips[0];
      for (let i = 0; i < 2; i++) expect((await login('alice', `another-guess-${i}`)).status).toBe(401);
      // ...and then, its own 1-second wait over, the ceiling turns it away for the rest of the hour.
      await agePairs(2);
      const refused = await login('alice', 'one-more-guess');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      ip = '10.3.0.99';
      expect((await login('alice', 'alice-in-chains-92')).status).toBe(200);
    } finally {
      delete process.env.AUTH_LOGIN_FAILS_PER_ACCOUNT_HOUR;
    }
  });

  it("lets in an owner who mistyped once from their own IP, however many strangers failed past the ceiling", async () => {
    await register('mistyper', { email: 'mistyper@example.com' }, 'typing-is-hard-77');
    process.env.AUTH_LOGIN_FAILS_PER_ACCOUNT_HOUR = '4';
    try {
      const own = ip;
      expect((await login('mistyper', 'typing-is-hard-7')).status).toBe(401);
      for (let i = 1; i <= 8; i++) {
        ip = `10.3.1.${i}`;
        expect((await login('mistyper', `stranger-guess-${i}`)).status).toBe(401);
      }
      ip = own;
      expect((await login('mistyper', 'typing-is-hard-77')).status).toBe(200);
    } finally {
      delete process.env.AUTH_LOGIN_FAILS_PER_ACCOUNT_HOUR;
    }
  });

  it('answers alike for every name of an account and for names nobody has: throttle answers link no names', async () => {
    const wrong = (user: string) => login(user, 'not-the-password');
    for (let i = 0; i < 3; i++) expect((await wrong('alice')).status).toBe(401);
    expect((await wrong('ALICE')).status).toBe(429);
    // Alice's email is her account too, but its counters are its own: a 429 here would tell they belong together.
    expect((await wrong('alice@example.com')).status).toBe(401);
    expect((await wrong('somebody-else@example.com')).status).toBe(401);
    // A name nobody has is throttled like one somebody has, and every spelling of a number is one name.
    for (const user of ['nobody.at.all', 'Nobody.At.All', 'nobody.at.all']) expect((await wrong(user)).status).toBe(401);
    expect((await wrong('nobody.at.all')).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await wrong('+1 555 010 0002')).status).toBe(401);
    expect((await wrong('(555) 010-0002')).status).toBe(429);
  });

  it('limits failures per IP across accounts at a high ceiling', async () => {
    process.env.AUTH_LOGIN_FAILS_PER_IP_HOUR = '5';
    try {
      for (let i = 0; i < 5; i++) expect((await login(`user${i}`, 'whatever-it-is')).status).toBe(401);
      const blocked = await login('alice', 'alice-in-chains-92');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      delete process.env.AUTH_LOGIN_FAILS_PER_IP_HOUR;
    }
  });
});

describe('two-factor log-in', () => {
  beforeEach(resetLimits);

  it('by email: 428, code sent on request, verified once', async () => {
    const on = await call<Me>('/v3/users/me', { method: 'PATCH', json: { twoFactorEnabled: true, current_password: 'alice-in-chains-92' }, token: alice.access_token });
    expect(on.body).toMatchObject({ twoFactorEnabled: true, twoFactorChannel: 'email' });
    const first = await login('alice', 'alice-in-chains-92');
    expect(first.status).toBe(428);
    expect(first.body).toEqual({ requestId: expect.any(String), statusCode: 428, message: 'Two-factor authentication required', error: 'Precondition Required', token: expect.any(String), sms: false });
    expect(first.headers.get('set-cookie')).toBeNull();
    const token = (first.body as unknown as { token: string }).token;
    const wrongChannel = await call('/v3/auth/2fa', { json: { token, channel: 'sms' } });
    expect(wrongChannel).toMatchObject({ status: 400, body: { message: 'Codes for this account are sent by email.' } });
    expect((await call('/v3/auth/verify', { json: { token, code: '0000' } })).body.message).toBe('Please request a code first.');
    expect((await call('/v3/auth/2fa', { json: { token, channel: 'email' } })).status).toBe(200);
    const code = await lastCode('alice@example.com');
    const wrong = await call('/v3/auth/verify', { json: { token, code: String((Number(code) + 1) % 10000).padStart(4, '0') } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'That code is not right. 4 tries left.' } });
    const done = await call<LoginResult>('/v3/auth/verify', { json: { token, code } });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ username: 'Alice', twoFactorEnabled: true });
    expect(done.headers.get('set-cookie')).toMatch(/^refresh_token=/);
    const again = await call('/v3/auth/verify', { json: { token, code } });
    expect(again).toMatchObject({ status: 400, body: { message: 'Your log-in has expired. Please log in again.' } });
    await call('/v3/users/me', { method: 'PATCH', json: { twoFactorEnabled: false, current_password: 'alice-in-chains-92' }, token: done.body.access_token });
    expect((await login('alice', 'alice-in-chains-92')).status).toBe(200);
  });

  it('by sms, with sms: true in the 428', async () => {
    await call('/v3/users/me', { method: 'PATCH', json: { twoFactorEnabled: true, twoFactorChannel: 'sms', current_password: 'bob-marley-legend' }, token: bob.access_token });
    const first = await login('bob.sms', 'bob-marley-legend');
    expect(first.status).toBe(428);
    const { token, sms } = first.body as unknown as { token: string; sms: boolean };
    expect(sms).toBe(true);
    expect((await call('/v3/auth/2fa', { json: { token, channel: 'sms' } })).status).toBe(200);
    const done = await call<LoginResult>('/v3/auth/verify', { json: { token, code: await lastCode('+15550100002') } });
    expect(done.status).toBe(200);
    expect(done.body.user.username).toBe('bob.sms');
  });

  it("never holds back the owner's log-in code for a stranger's recovery requests to the same address", async () => {
    const dora = await register('dora', { email: 'dora@example.com' }, 'dora-explores-maps-3');
    await call('/v3/users/me', { method: 'PATCH', json: { twoFactorEnabled: true, current_password: 'dora-explores-maps-3' }, token: dora.access_token });
    // The sign-up was long ago.
    await resetLimits();
    const own = ip;
    // A stranger spends the address's whole recovery budget from new IPs, the last request within 30 s.
    for (let i = 1; i <= 5; i++) {
      ip = `10.6.0.${i}`;
      if (i < 5) process.env.AUTH_SEND_PER_30S = '0';
      expect((await call('/v3/auth/recover', { json: { email: 'dora@example.com' } })).status).toBe(200);
      delete process.env.AUTH_SEND_PER_30S;
    }
    ip = '10.6.0.6';
    expect((await call('/v3/auth/recover', { json: { email: 'dora@example.com' } })).status).toBe(429);

    ip = own;
    const first = await login('dora', 'dora-explores-maps-3');
    const { token } = first.body as unknown as { token: string };
    expect((await call('/v3/auth/2fa', { json: { token, channel: 'email' } })).status).toBe(200);
    const codeMail = (await readOutbox(api.url, 'dora@example.com')).find((m) => m.subject === 'LMT Mixtapes: your log-in code');
    const code = /code is (\d{4})/.exec(codeMail!.text)![1];
    expect((await call('/v3/auth/verify', { json: { token, code } })).status).toBe(200);
  });

  it('caps log-in codes per pending log-in and per account', async () => {
    const eve = await register('eve', { email: 'eve@example.com' }, 'eve-listens-closely-5');
    await call('/v3/users/me', { method: 'PATCH', json: { twoFactorEnabled: true, current_password: 'eve-listens-closely-5' }, token: eve.access_token });
    const pendingLogIn = async () => ((await login('eve', 'eve-listens-closely-5')).body as unknown as { token: string }).token;
    const send = (token: string) => call('/v3/auth/2fa', { json: { token, channel: 'email' } });
    const token = await pendingLogIn();
    expect((await send(token)).status).toBe(200);
    const again = await send(token);
    expect(again).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Please wait \d+ seconds before asking for another code\.$/) } });
    process.env.AUTH_LOGIN_CODES_PER_HOUR = '2';
    try {
      expect((await send(await pendingLogIn())).status).toBe(200);
      const third = await send(await pendingLogIn());
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(30);
    } finally {
      delete process.env.AUTH_LOGIN_CODES_PER_HOUR;
    }
  });
});

describe('users', () => {
  it('GET /users/me needs a live access token', async () => {
    expect((await call('/v3/users/me')).body).toEqual({ requestId: expect.any(String), statusCode: 401, message: 'Please log in to continue.', error: 'Unauthorized' });
    expect((await call('/v3/users/me', { token: 'garbage' })).body.message).toBe('Your session has expired. Please log in again.');
    expect((await call<Me>('/v3/users/me', { token: alice.access_token })).body.email).toBe('alice@example.com');
  });

  it("shows only public fields of someone else, and 404 for nobody", async () => {
    const res = await call(`/v3/users/${bob.user.id}`, { token: alice.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: bob.user.id, username: 'bob.sms', fullname: 'bob.sms', createdAt: bob.user.createdAt });
    expect((await call('/v3/users/99999')).body).toEqual({ requestId: expect.any(String), statusCode: 404, message: 'User not found', error: 'Not Found' });
    // Only numbers are users: other words are paths of the API (/users/likes, /users/purchases), not someone's profile.
    expect(await call('/v3/users/somebody')).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'There is no GET /api/v3/users/somebody in this API.', error: 'Not Found' },
    });
  });

  it('limits profile reads per IP, so the sequential ids cannot be walked as a directory', async () => {
    process.env.RATE_LIMIT_PROFILES_PER_MINUTE = '3';
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(`/v3/users/${bob.user.id + i}`)).status);
      expect(statuses.slice(0, 3)).not.toContain(429);
      const limited = await call(`/v3/users/${bob.user.id}`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      delete process.env.RATE_LIMIT_PROFILES_PER_MINUTE;
    }
  });

  it('PATCH /users/me changes only the caller, and 2FA needs a destination on the account', async () => {
    const renamed = await call<Me>('/v3/users/me', { method: 'PATCH', json: { fullname: 'Alice Cooper' }, token: alice.access_token });
    expect(renamed.body.fullname).toBe('Alice Cooper');
    expect((await call<Me>(`/v3/users/${bob.user.id}`)).body.fullname).toBe('bob.sms');
    const noPhone = await call('/v3/users/me', { method: 'PATCH', json: { twoFactorEnabled: true, twoFactorChannel: 'sms', current_password: 'alice-in-chains-92' }, token: alice.access_token });
    expect(noPhone).toMatchObject({ status: 400, body: { message: 'Add a phone number to your account to get codes by SMS.' } });
    const noEmail = await call('/v3/users/me', { method: 'PATCH', json: { twoFactorChannel: 'email', current_password: 'bob-marley-legend' }, token: bob.access_token });
    expect(noEmail).toMatchObject({ status: 400, body: { message: 'Add an email address to your account to get codes by email.' } });
    expect((await call('/v3/users/me', { method: 'PATCH', json: {}, token: alice.access_token })).body.message).toBe('Nothing to update');
    expect((await call('/v3/users/me', { method: 'PATCH', json: { twoFactorEnabled: 'yes' }, token: alice.access_token })).status).toBe(400);
    expect((await call('/v3/users/me', { method: 'PUT', token: alice.access_token })).headers.get('allow')).toBe('GET, HEAD, PATCH, DELETE');
  });
});
