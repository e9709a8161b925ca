/** @jest-environment node */
import { SECOND_FACTOR_CODES } from '@/lib/second-factor';
import type { LoginResult } from '@/lib/contracts/auth';
import { FRESH_CODE_NEEDED, SECOND_FACTOR_NEEDED, TWO_FACTOR_NEEDED } from '@/server/admin/console';
import { TEAM_CHANGE_CODE_NEEDED } from '@/server/auth/second-factor';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { httpCall } from '../helpers/http';
import { callAs, createMember, lastCode, logInWithCode, memberPassword, runSql, type Member } from '../helpers/members';

// The console's second factor is a fact about the session, not a setting of the account: a session that began with
// the password alone (turning codes on from it included) is refused until it confirms a code it asks for, and the
// acts that hand out power or money or cannot be undone want a code from the last few minutes.

let api: TestApi;
let chief: Member; // an admin by ADMIN_EMAILS with codes on, whose session began with the password alone
let newbie: Member; // an admin by ADMIN_EMAILS who has not turned codes on yet
let mod: Member; // a moderator with codes on, by SMS, logged in with the password alone
let lax: Member; // a moderator without codes
let listener: Member;

const sessionOf = (token: string): number => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: number }).sid;
const sessionRow = async (token: string) =>
  (await runSql<{ started_with: string | null; second_factor_at: string | null }>(`select started_with, second_factor_at from sessions where id = ${sessionOf(token)}`))[0];

/** A log-in with the password alone: its access token and refresh cookie. */
async function passwordLogIn(member: Member) {
  const res = await httpCall<LoginResult>(`${api.url}/api/v3/auth/login`, { json: { user: member.username, pass: memberPassword(member.username) } });
  expect(res.status).toBe(200);
  return { ...member, token: res.body.access_token, cookie: res.cookie! };
}

/** Asks for a code in `member`'s session and confirms it there, as the code dialog does, reading it where it went (`to`). */
async function passSecondFactor(member: Member, to = `${member.username}@example.com`) {
  expect((await callAs(api, member)('/admin/second-factor', { method: 'POST' })).status).toBe(200);
  const done = await callAs(api, member)('/admin/second-factor/verify', { json: { code: await lastCode(api, to) } });
  expect(done.status).toBe(200);
}

const refusedForCode = (reason: keyof typeof SECOND_FACTOR_CODES) => ({
  status: 403,
  body: { message: reason === 'session' ? SECOND_FACTOR_NEEDED : FRESH_CODE_NEEDED, code: SECOND_FACTOR_CODES[reason] },
});

beforeAll(async () => {
  api = await startTestApi({
    seed: { mixtapes: 1, artists: 1, djs: 1 },
    // Every call of the suite comes from one address: its codes must not run into the per-IP hourly limit.
    env: { ADMIN_EMAILS: 'chief@example.com, newbie@example.com, boss@example.com, victim@example.com', AUTH_SEND_PER_IP_HOUR: '200' },
  });
  [chief, newbie, mod, lax, listener] = await Promise.all(['chief', 'newbie', 'mod', 'lax', 'listener'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{moderator}' where id in (${mod.id}, ${lax.id})`);
  await runSql(`update users set two_factor_enabled = true where id in (${chief.id}, ${mod.id})`);
  await runSql(`update users set phone = '+15550100001', two_factor_channel = 'sms' where id = ${mod.id}`);
}, 60_000);

afterAll(() => api.stop());

it('refuses a password-only session of an admin with codes on, saying a code is needed rather than to turn codes on', async () => {
  for (const path of ['/admin/users', '/admin/overview', '/admin/audit']) {
    expect(await callAs(api, chief)(path)).toMatchObject(refusedForCode('session'));
  }
  expect(SECOND_FACTOR_NEEDED).not.toBe(TWO_FACTOR_NEEDED);
  expect(await sessionRow(chief.token)).toEqual({ started_with: 'password', second_factor_at: null });
});

it('opens the console to a session begun with a code, and to that session only', async () => {
  const coded = await logInWithCode(api, chief);
  expect((await callAs(api, coded)('/admin/users')).status).toBe(200);
  const row = await sessionRow(coded.token);
  expect(row.started_with).toBe('two-factor');
  expect(Date.now() - Date.parse(row.second_factor_at!)).toBeLessThan(60_000);
  // The session of the earlier log-in, with the password alone, gains nothing from it.
  expect(await callAs(api, chief)('/admin/users')).toMatchObject(refusedForCode('session'));
});

it('does not open the console to a session that turned codes on itself, until it confirms a code it asks for; refreshing keeps that, another session does not get it', async () => {
  const first = await passwordLogIn(newbie);
  const other = await passwordLogIn(newbie);
  expect(await callAs(api, first)('/admin/users')).toMatchObject({ status: 403, body: { message: TWO_FACTOR_NEEDED } });
  const on = await callAs(api, first)('/users/me', { method: 'PATCH', json: { twoFactorEnabled: true, current_password: memberPassword('newbie') } });
  expect(on.status).toBe(200);
  expect(await callAs(api, first)('/admin/users')).toMatchObject(refusedForCode('session'));

  const sent = await callAs(api, first)('/admin/second-factor', { method: 'POST' });
  expect(sent).toMatchObject({ status: 200, body: { message: 'We sent a 4-digit code to your email. It expires in 10 minutes.', channel: 'email' } });
  const [mail] = await readOutbox(api.url, 'newbie@example.com');
  expect(mail.subject).toBe('LMT Mixtapes: your two-factor code');
  const code = await lastCode(api, 'newbie@example.com');
  const wrong = await callAs(api, first)('/admin/second-factor/verify', { json: { code: String((Number(code) + 1) % 10000).padStart(4, '0') } });
  expect(wrong).toMatchObject({ status: 400, body: { message: 'That code is not right. 4 tries left.' } });
  // The code belongs to the session that asked for it.
  expect(await callAs(api, other)('/admin/second-factor/verify', { json: { code } })).toMatchObject({ status: 400, body: { message: 'Please request a code first.' } });
  const passed = await callAs(api, first)('/admin/second-factor/verify', { json: { code } });
  expect(passed).toMatchObject({ status: 200, body: { message: 'Code confirmed.', second_factor_at: expect.any(String) } });
  expect((await callAs(api, first)('/admin/users')).status).toBe(200);
  expect(await callAs(api, first)('/admin/second-factor/verify', { json: { code } })).toMatchObject({ status: 400, body: { message: 'Please request a code first.' } });
  expect(await sessionRow(first.token)).toMatchObject({ started_with: 'password', second_factor_at: expect.any(String) });

  const refreshed = await httpCall<{ access_token: string }>(`${api.url}/api/v3/auth/refresh`, { method: 'POST', cookie: first.cookie });
  expect(refreshed.status).toBe(200);
  expect((await callAs(api, { ...first, token: refreshed.body.access_token })('/admin/users')).status).toBe(200);
  expect(await callAs(api, other)('/admin/users')).toMatchObject(refusedForCode('session'));
});

it("sends the code on the account's own channel, as a log-in's: to the team, codes on or off, one per 30 seconds (asking again sooner is told the one sent serves)", async () => {
  expect((await callAs(api, null)('/admin/second-factor', { method: 'POST' })).status).toBe(401);
  for (const path of ['/admin/second-factor', '/admin/second-factor/verify']) {
    const init = { json: path.endsWith('verify') ? { code: '1234' } : undefined, method: 'POST' };
    expect(await callAs(api, listener)(path, init)).toMatchObject({ status: 403, body: { message: 'This is for the site’s moderators.' } });
  }
  // A moderator without codes steps up by email (for the account changes that want it), yet the console stays shut.
  expect(await callAs(api, lax)('/admin/second-factor', { method: 'POST' })).toMatchObject({ status: 200, body: { channel: 'email' } });
  expect((await callAs(api, lax)('/admin/second-factor/verify', { json: { code: await lastCode(api, 'lax@example.com') } })).status).toBe(200);
  expect(await callAs(api, lax)('/admin/reports')).toMatchObject({ status: 403, body: { message: TWO_FACTOR_NEEDED } });
  expect(await callAs(api, mod)('/admin/second-factor/verify', { json: { code: '1234' } })).toMatchObject({ status: 400, body: { message: 'Please request a code first.' } });
  expect(await callAs(api, mod)('/admin/second-factor/verify', { json: { code: '12' } })).toMatchObject({ status: 400, body: { message: 'code: The code has 4 digits' } });

  const sent = await callAs(api, mod)('/admin/second-factor', { method: 'POST' });
  expect(sent).toMatchObject({ status: 200, body: { message: 'We sent a 4-digit code to your phone. It expires in 10 minutes.', channel: 'sms' } });
  const texts = (await readOutbox(api.url, '+15550100001')).length;
  // The console reloaded, or a second screen asking at once: the code sent serves, and is not sent again.
  const again = await callAs(api, mod)('/admin/second-factor', { method: 'POST' });
  expect(again).toMatchObject({ status: 200, body: { message: expect.stringMatching(/^We sent a 4-digit code to your phone \d+ s ago\. It expires in 10 minutes\.$/), channel: 'sms' } });
  expect(await readOutbox(api.url, '+15550100001')).toHaveLength(texts);
  // The code already sent still works.
  expect((await callAs(api, mod)('/admin/second-factor/verify', { json: { code: await lastCode(api, '+15550100001') } })).status).toBe(200);
  expect((await callAs(api, mod)('/admin/reports')).status).toBe(200);
});

it('asks for a code from the last 5 minutes before roles, refunds, cancellations, purges and deletions, and acts once one is confirmed', async () => {
  const made = await createMember(api, 'boss');
  await runSql(`update users set two_factor_enabled = true where id = ${made.id}`);
  const boss = await logInWithCode(api, made);
  // Just logged in with a code: fresh enough.
  const granted = await callAs(api, boss)(`/admin/users/${listener.id}/roles`, { json: { role: 'creator', grant: true } });
  expect(granted).toMatchObject({ status: 200, body: { changed: true } });

  await runSql(`update sessions set second_factor_at = now() - interval '6 minutes' where id = ${sessionOf(boss.token)}`);
  const call = callAs(api, boss);
  expect((await call('/admin/users')).status).toBe(200);
  const acts: [string, { method?: string; json?: unknown }][] = [
    [`/admin/users/${listener.id}/roles`, { json: { role: 'moderator', grant: true } }],
    ['/admin/purchases/1/refund', { json: {} }],
    ['/admin/subscriptions/sub_123/cancel', { json: { at_period_end: false } }],
    ['/admin/dmca/1/purge', { method: 'POST' }],
    ['/admin/comments/1', { method: 'DELETE' }],
  ];
  for (const [path, init] of acts) expect(await call(path, init)).toMatchObject(refusedForCode('fresh'));
  const [roles] = await runSql<{ roles: string[] }>(`select roles from users where id = ${listener.id}`);
  expect(roles.roles).toEqual(['creator']);

  await passSecondFactor(boss);
  const promoted = await call(`/admin/users/${listener.id}/roles`, { json: { role: 'moderator', grant: true } });
  expect(promoted).toMatchObject({ status: 200, body: { changed: true, item: { roles: ['member', 'creator', 'moderator'] } } });
});

describe("a team account's changes to where its codes go", () => {
  // Whoever knows only a team member's password must not move the codes to an address of their own (a new email or
  // phone, another channel, codes off) and then step up with a code sent there.
  const refusedChange = { status: 403, body: { message: TEAM_CHANGE_CODE_NEEDED, code: SECOND_FACTOR_CODES.fresh } };
  const newEmail = (member: Member, email: string) =>
    callAs(api, member)('/users/me/contact', { json: { way: 'email', email, current_password: memberPassword(member.username) } });
  const confirmEmail = async (member: Member, email: string) => callAs(api, member)('/users/me/contact/verify', { json: { way: 'email', email, code: await lastCode(api, email) } });
  const security = (member: Member, twoFactorEnabled: boolean, twoFactorChannel: 'email' | 'sms', password = memberPassword(member.username)) =>
    callAs(api, member)('/users/me', { method: 'PATCH', json: { twoFactorEnabled, twoFactorChannel, current_password: password } });
  const contactOf = async (member: Member) =>
    (await runSql(`select email, phone, two_factor_enabled, two_factor_channel from users where id = ${member.id}`))[0];
  let victim: Member; // an admin by ADMIN_EMAILS, codes off, whose session began with the password alone

  it("refuses every step of the take-over to an admin's password-only session, codes off, and sends nothing to the new address", async () => {
    victim = await createMember(api, 'victim');
    await runSql(`update users set phone = '+15550100009' where id = ${victim.id}`);
    expect(await newEmail(victim, 'thief@example.net')).toMatchObject(refusedChange);
    expect(await readOutbox(api.url, 'thief@example.net')).toEqual([]);
    const phone = await callAs(api, victim)('/users/me/contact', { json: { way: 'phone', phone: '+15550100666', current_password: memberPassword('victim') } });
    expect(phone).toMatchObject(refusedChange);
    expect(await readOutbox(api.url, '+15550100666')).toEqual([]);
    // Turning codes on moves them nowhere: the password does it, as for everyone.
    expect((await security(victim, true, 'email')).status).toBe(200);
    expect(await security(victim, true, 'sms')).toMatchObject(refusedChange);
    expect(await security(victim, false, 'email')).toMatchObject(refusedChange);
    // A wrong password is said first.
    expect(await security(victim, false, 'email', 'not-the-password')).toMatchObject({ status: 400, body: { message: 'Your current password is not right.' } });
    expect(await contactOf(victim)).toEqual({ email: 'victim@example.com', phone: '+15550100009', two_factor_enabled: true, two_factor_channel: 'email' });
  });

  it('goes on once the session confirms a code sent to the address codes go to now, and the step-up shows in the audit log', async () => {
    // The same session: the code goes to the address on record, which whoever knows only the password cannot read.
    await passSecondFactor(victim, 'victim@example.com');
    expect((await newEmail(victim, 'victim.two@example.com')).status).toBe(200);

    // Too long between the code sent to the new address and its confirmation: a fresh code first, then the same one works.
    await runSql(`update sessions set second_factor_at = now() - interval '6 minutes' where id = ${sessionOf(victim.token)}`);
    expect(await confirmEmail(victim, 'victim.two@example.com')).toMatchObject(refusedChange);
    await passSecondFactor(victim, 'victim@example.com');
    expect(await confirmEmail(victim, 'victim.two@example.com')).toMatchObject({ status: 200, body: { email: 'victim.two@example.com' } });

    const auditor = await logInWithCode(api, chief);
    const audit = await callAs(api, auditor)(`/admin/audit?action=session.second_factor&actor=${victim.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.data).toEqual([
      expect.objectContaining({ actor: { id: victim.id, username: 'victim' }, action: 'session.second_factor', target: { type: 'session', id: String(sessionOf(victim.token)) }, after: expect.objectContaining({ channel: 'email' }) }),
      expect.objectContaining({ action: 'session.second_factor', target: { type: 'session', id: String(sessionOf(victim.token)) } }),
    ]);
  });

  it('counts a code only while it went where codes go now: once the email moves, the next change wants one at the new address', async () => {
    const keeper = await createMember(api, 'keeper');
    await runSql(`update users set roles = '{moderator}', phone = '+15550100010' where id = ${keeper.id}`);
    await passSecondFactor(keeper);
    expect((await newEmail(keeper, 'keeper.two@example.com')).status).toBe(200);
    expect((await confirmEmail(keeper, 'keeper.two@example.com')).status).toBe(200);

    expect(await security(keeper, true, 'sms')).toMatchObject(refusedChange);
    const sent = await callAs(api, keeper)('/admin/second-factor', { method: 'POST' });
    expect(sent).toMatchObject({ status: 200, body: { channel: 'email' } });
    // The old address got the first code and the notice of the change, and nothing since.
    expect((await readOutbox(api.url, 'keeper@example.com')).map((message) => message.subject)).toEqual(['LMT Mixtapes: your email address was changed', 'LMT Mixtapes: your two-factor code']);
    expect((await callAs(api, keeper)('/admin/second-factor/verify', { json: { code: await lastCode(api, 'keeper.two@example.com') } })).status).toBe(200);
    expect(await security(keeper, true, 'sms')).toMatchObject({ status: 200, body: { twoFactorEnabled: true, twoFactorChannel: 'sms' } });
  });

  it('lets a session begun with a code change at once, for 5 minutes', async () => {
    const coded = await logInWithCode(api, mod);
    expect((await runSql(`select second_factor_to from sessions where id = ${sessionOf(coded.token)}`))[0]).toEqual({ second_factor_to: '+15550100001' });
    expect((await newEmail(coded, 'mod.two@example.com')).status).toBe(200);
    await runSql(`update sessions set second_factor_at = now() - interval '6 minutes' where id = ${sessionOf(coded.token)}`);
    expect(await security(coded, false, 'sms')).toMatchObject(refusedChange);
  });

  it("leaves a member without a team role as they were: the password alone changes their email and codes", async () => {
    const plain = await createMember(api, 'plain');
    expect((await newEmail(plain, 'plain.two@example.com')).status).toBe(200);
    expect(await confirmEmail(plain, 'plain.two@example.com')).toMatchObject({ status: 200, body: { email: 'plain.two@example.com' } });
    expect((await security(plain, true, 'email')).status).toBe(200);
    expect((await security(plain, false, 'email')).status).toBe(200);
    // No code was asked of their session.
    const mail = [...(await readOutbox(api.url, 'plain@example.com')), ...(await readOutbox(api.url, 'plain.two@example.com'))];
    expect(mail.map((message) => message.subject).sort()).toEqual([
      'LMT Mixtapes: confirm your new address',
      'LMT Mixtapes: two-factor authentication was turned off',
      'LMT Mixtapes: your email address was changed',
    ]);
  });
});
