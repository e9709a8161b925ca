/** @jest-environment node */
import type { LoginResult, Me } from '@/lib/contracts/auth';
import { apiForSuite } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { addressPerTest, httpCall, type HttpInit } from '../helpers/http';
import { runSql } from '../helpers/members';

const api = apiForSuite({ seed: { mixtapes: 2, artists: 1, djs: 1 }, env: { TRUST_PROXY: '1', DEV_OUTBOX: '1' } });
// Each test calls from its own address, so the per-IP and per-(account, IP) limits of one do not spill into the next.
let ip = '';
addressPerTest('10.2', (next) => (ip = next));

type Init = HttpInit & { as?: Session };
const call = <T = Record<string, unknown>>(path: string, init: Init = {}) =>
  httpCall<T>(`${api.url}/api/v3${path}`, { ...init, token: init.as?.token ?? init.token, headers: { 'x-forwarded-for': ip, ...init.headers } });

interface Session {
  token: string;
  cookie: string;
  user: Me;
}

const passwordOf = (username: string) => `${username}-plays-records-42`;

/** An account made straight in the database (email and phone its own), then logged in over HTTP. */
async function createAccount(username: string, phone: string | null = null): Promise<Session> {
  const { hashPassword } = await import('@/server/auth/passwords');
  const hash = (await hashPassword(passwordOf(username))).replace(/'/g, "''");
  await runSql(
    `insert into users (username, fullname, email, phone, password_hash) values ('${username}', '${username} Member', '${username}@example.com', ${phone ? `'${phone}'` : 'null'}, '${hash}')`,
  );
  return logIn(username, passwordOf(username));
}

async function logIn(user: string, pass: string): Promise<Session> {
  const res = await call<LoginResult>('/auth/login', { json: { user, pass } });
  expect([user, res.status, res.body.message]).toEqual([user, 200, undefined]);
  return { token: res.body.access_token, cookie: res.cookie!, user: res.body.user };
}

const tryLogIn = (user: string, pass: string) => call('/auth/login', { json: { user, pass } });
const me = (session: Session) => call<Me>('/users/me', { as: session });
const refresh = (session: Session) => call('/auth/refresh', { method: 'POST', cookie: session.cookie });

const inbox = (to: string) => readOutbox(api.url, to);
/** A small PNG for a playlist cover. */
async function cover(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 60, g: 151, b: 237 } } }).png().toBuffer();
}
const codeOf = (text: string) => /code is (\d{4})/.exec(text)?.[1] as string;
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('PATCH /users/me: full name and username', () => {
  it('changes both; the new username logs in, and the old one is free again', async () => {
    const session = await createAccount('renamer');
    await createAccount('bystander');
    const res = await call<Me>('/users/me', { method: 'PATCH', json: { fullname: '  Ren Amer ', username: 'Ren.Amer_2' }, as: session });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullname: 'Ren Amer', username: 'Ren.Amer_2', email: 'renamer@example.com' });
    expect((await me(session)).body.username).toBe('Ren.Amer_2');
    await logIn('ren.amer_2', passwordOf('renamer'));
    expect((await tryLogIn('renamer', passwordOf('renamer'))).status).toBe(401);

    // A change of case of one's own name is no clash.
    expect((await call<Me>('/users/me', { method: 'PATCH', json: { username: 'REN.AMER_2' }, as: session })).body.username).toBe('REN.AMER_2');
  });

  it('refuses a name another member has, in any case, with the sign-up message; and a malformed one', async () => {
    const session = await createAccount('namesake');
    await createAccount('taken_name');
    const taken = await call('/users/me', { method: 'PATCH', json: { username: 'Taken_Name' }, as: session });
    expect([taken.status, taken.body.message]).toEqual([409, 'This username is already in use.']);
    const bad = await call('/users/me', { method: 'PATCH', json: { username: 'no spaces!' }, as: session });
    expect([bad.status, bad.body.message]).toEqual([400, 'username: Username may contain letters, digits, dots and underscores']);
    const empty = await call('/users/me', { method: 'PATCH', json: { fullname: '  ' }, as: session });
    expect([empty.status, empty.body.message]).toEqual([400, 'fullname: Full name is required']);
    expect((await me(session)).body).toMatchObject({ username: 'namesake', fullname: 'namesake Member' });
  });

  it('needs a log-in', async () => {
    const res = await call('/users/me', { method: 'PATCH', json: { fullname: 'Nobody' } });
    expect([res.status, res.body.message]).toEqual([401, 'Please log in to continue.']);
  });
});

/** A code to a new email or phone, with the account's password unless the test gives its own (or `undefined`). */
const send = (session: Session, json: Record<string, unknown>) =>
  call<{ message: string }>('/users/me/contact', { json: { current_password: passwordOf(session.user.username), ...json }, as: session });
const verify = (session: Session, json: unknown) => call<Me>('/users/me/contact/verify', { json, as: session });

describe('POST /users/me/contact and /users/me/contact/verify: a new email or phone', () => {

  it('sends the code to the new address only; a wrong code costs a try, the right one moves the account', async () => {
    const session = await createAccount('mover');
    const sent = await send(session, { way: 'email', email: ' New.Mover@Example.com ' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(
      'We sent a 4-digit code to new.mover@example.com. Enter it to confirm your new email address. It expires in 10 minutes.',
    );
    expect(await inbox('mover@example.com')).toEqual([]);
    const [message] = await inbox('new.mover@example.com');
    expect(message.subject).toBe('LMT Mixtapes: confirm your new address');
    const code = codeOf(message.text);

    const wrong = await verify(session, { way: 'email', email: 'new.mover@example.com', code: otherCode(code) });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'That code is not right. 4 tries left.']);
    expect((await me(session)).body.email).toBe('mover@example.com');

    const right = await verify(session, { way: 'email', email: 'new.mover@example.com', code });
    expect(right.status).toBe(200);
    expect(right.body.email).toBe('new.mover@example.com');
    await logIn('new.mover@example.com', passwordOf('mover'));
    expect((await tryLogIn('mover@example.com', passwordOf('mover'))).status).toBe(401);
    const again = await verify(session, { way: 'email', email: 'new.mover@example.com', code });
    expect([again.status, again.body.message]).toEqual([400, 'Please request a code first.']);
  });

  it('changes a phone number the same way, by SMS', async () => {
    const session = await createAccount('texter', '+15550001111');
    expect((await send(session, { way: 'phone', phone: '+1 (555) 000-2222' })).status).toBe(200);
    const [message] = await inbox('+15550002222');
    const res = await verify(session, { way: 'phone', phone: '+15550002222', code: codeOf(message.text) });
    expect([res.status, res.body.phone]).toEqual([200, '+15550002222']);
  });

  it("refuses the account's own address, and answers another account's address alike but never lets it be taken", async () => {
    const session = await createAccount('grabber');
    await createAccount('holder');
    const own = await send(session, { way: 'email', email: 'grabber@example.com' });
    expect([own.status, own.body.message]).toEqual([400, 'This is already your email address.']);

    const sent = await send(session, { way: 'email', email: 'holder@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/^We sent a 4-digit code to holder@example.com\./);
    const [message] = await inbox('holder@example.com');
    expect(message.subject).toBe('LMT Mixtapes: this address already has an account');
    expect(message.text).not.toMatch(/\d{4}/);
    const guess = await verify(session, { way: 'email', email: 'holder@example.com', code: '1234' });
    expect(guess.status).toBe(400);
    expect((await me(session)).body.email).toBe('grabber@example.com');
  });

  it("checks a code only against the caller's own request", async () => {
    const asker = await createAccount('asker');
    const sneak = await createAccount('sneak');
    await send(asker, { way: 'email', email: 'shared.new@example.com' });
    const [message] = await inbox('shared.new@example.com');
    const res = await verify(sneak, { way: 'email', email: 'shared.new@example.com', code: codeOf(message.text) });
    expect([res.status, res.body.message]).toEqual([400, 'Please request a code first.']);
    expect((await me(sneak)).body.email).toBe('sneak@example.com');
  });

  it('limits how often codes go to one address, as everywhere else', async () => {
    const session = await createAccount('hasty');
    expect((await send(session, { way: 'email', email: 'hasty.new@example.com' })).status).toBe(200);
    const second = await send(session, { way: 'email', email: 'hasty.new@example.com' });
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('needs a log-in and a well-formed address', async () => {
    expect((await call('/users/me/contact', { json: { way: 'email', email: 'x@example.com' } })).status).toBe(401);
    const session = await createAccount('typo');
    const bad = await send(session, { way: 'email', email: 'not-an-address' });
    expect([bad.status, bad.body.message]).toEqual([400, 'email: Enter a valid email address']);
  });
});

type NewContact = { way: 'email'; email: string } | { way: 'phone'; phone: string };
/** The whole change of email or phone, with the password and the code the new address got. */
async function changeContact(session: Session, contact: NewContact): Promise<void> {
  expect((await send(session, contact)).status).toBe(200);
  const [message] = await inbox(contact.way === 'email' ? contact.email : contact.phone);
  const res = await verify(session, { ...contact, code: codeOf(message.text) });
  expect([res.status, res.body.message]).toEqual([200, undefined]);
}
/** The token of the undo link in the newest message to `to`. */
async function undoTokenSentTo(to: string): Promise<string> {
  const [message] = await inbox(to);
  return /\/account\/undo-change\?token=([\w-]+)/.exec(message.text)![1];
}
const undo = (token: string) => call<{ message: string; reset_token: string }>('/auth/undo-change', { json: { token } });
const patchMe = (session: Session, json: Record<string, unknown>) => call<Me>('/users/me', { method: 'PATCH', json, as: session });
const LINK_DEAD = 'This link has expired or was already used.';
const LOGGED_OUT = 'and your account has been logged out on every device.';

describe('a stolen access token alone cannot take the account', () => {
  it('refuses a new email or phone without the current password, or with a wrong one, and sends no code', async () => {
    const session = await createAccount('tokenthief');
    const missing = await send(session, { way: 'email', email: 'thief@example.com', current_password: undefined });
    expect([missing.status, missing.body.message]).toEqual([400, 'current_password: Enter your current password']);
    const wrong = await send(session, { way: 'phone', phone: '+15550004444', current_password: 'a-lucky-guess' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Your current password is not right.']);
    expect(await inbox('thief@example.com')).toEqual([]);
    expect(await inbox('+15550004444')).toEqual([]);
    expect((await me(session)).body).toMatchObject({ email: 'tokenthief@example.com', phone: null });
  });

  it('changes two-factor settings only with the current password, and tells the account when codes are turned off', async () => {
    const session = await createAccount('twofactor', '+15550005555');
    const bare = await patchMe(session, { twoFactorEnabled: true });
    expect([bare.status, bare.body.message]).toEqual([400, 'current_password: Enter your current password']);
    expect((await patchMe(session, { twoFactorChannel: 'sms' })).status).toBe(400);
    const wrong = await patchMe(session, { twoFactorEnabled: true, current_password: 'a-lucky-guess' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Your current password is not right.']);
    expect((await me(session)).body.twoFactorEnabled).toBe(false);

    const on = await patchMe(session, { twoFactorEnabled: true, twoFactorChannel: 'sms', current_password: passwordOf('twofactor') });
    expect([on.status, on.body.twoFactorEnabled, on.body.twoFactorChannel]).toEqual([200, true, 'sms']);
    // The name needs no password.
    expect((await patchMe(session, { fullname: 'Two Factor' })).status).toBe(200);

    expect((await patchMe(session, { twoFactorEnabled: false })).status).toBe(400);
    expect((await me(session)).body.twoFactorEnabled).toBe(true);
    expect(await inbox('+15550005555')).toEqual([]);
    const off = await patchMe(session, { twoFactorEnabled: false, current_password: passwordOf('twofactor') });
    expect([off.status, off.body.twoFactorEnabled]).toEqual([200, false]);
    const [notice] = await inbox('+15550005555');
    expect(notice.text).toMatch(/^LMT Mixtapes: two-factor authentication was turned off for your account\./);
  });

  it('counts wrong passwords of both calls as failed log-ins of the account', async () => {
    const session = await createAccount('bothguesser');
    const tries = [
      await send(session, { way: 'email', email: 'guess@example.com', current_password: 'guess-1' }),
      await patchMe(session, { twoFactorEnabled: true, current_password: 'guess-2' }),
      await send(session, { way: 'email', email: 'guess@example.com', current_password: 'guess-3' }),
      await patchMe(session, { twoFactorEnabled: true, current_password: passwordOf('bothguesser') }),
    ];
    expect(tries.map((t) => t.status)).toEqual([400, 400, 400, 429]);
    expect(tries[3].body.message).toMatch(/^Too many failed log-in attempts\. Please try again in/);
  });
});

describe('the notice of a new email or phone, and its undo link', () => {
  it('tells the old email, with a link that puts it back, ends every session and works once', async () => {
    const here = await createAccount('undoer');
    const there = await logIn('undoer', passwordOf('undoer'));
    await changeContact(here, { way: 'email', email: 'intruder@example.com' });
    const [notice] = await inbox('undoer@example.com');
    expect(notice.subject).toBe('LMT Mixtapes: your email address was changed');
    expect(notice.text).toContain('It works once, for 7 days.');
    expect(notice.text).not.toContain('intruder@example.com');
    const token = await undoTokenSentTo('undoer@example.com');
    const [{ days }] = await runSql<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days from verifications where purpose = 'undo-email' and user_id = ${here.user.id}`,
    );
    expect(days).toBe(7);

    const res = await undo(token);
    expect([res.status, res.body.message]).toEqual([200, `Your email address is undoer@example.com again, ${LOGGED_OUT}`]);
    for (const session of [here, there]) {
      expect((await me(session)).status).toBe(401);
      expect((await refresh(session)).status).toBe(401);
    }
    expect((await tryLogIn('intruder@example.com', passwordOf('undoer'))).status).toBe(401);
    await logIn('undoer@example.com', passwordOf('undoer'));

    const again = await undo(token);
    expect([again.status, again.body.message]).toEqual([400, LINK_DEAD]);
    // Whoever changed it may know the password: the answer's reset token chooses a new one at once.
    const reset = await call('/auth/recover/info', { json: { token: res.body.reset_token } });
    expect([reset.status, reset.body.username]).toEqual([200, 'undoer']);
  });

  it('refuses an expired link and a made-up one', async () => {
    const session = await createAccount('latecomer');
    await changeContact(session, { way: 'email', email: 'late.new@example.com' });
    const token = await undoTokenSentTo('latecomer@example.com');
    await runSql(`update verifications set expires_at = now() - interval '1 minute' where purpose = 'undo-email' and user_id = ${session.user.id}`);
    const expired = await undo(token);
    expect([expired.status, expired.body.message]).toEqual([400, LINK_DEAD]);
    expect((await undo('made-up-token')).status).toBe(400);
    expect((await me(session)).body.email).toBe('late.new@example.com');
  });

  it('tells the old phone by SMS, and puts it back', async () => {
    const session = await createAccount('phoner', '+15550006666');
    await changeContact(session, { way: 'phone', phone: '+15550007777' });
    const [notice] = await inbox('+15550006666');
    expect(notice.text).toMatch(/^LMT Mixtapes: the phone number of your account was changed\. Not you\? Undo it within 7 days: /);
    const res = await undo(await undoTokenSentTo('+15550006666'));
    expect([res.status, res.body.message]).toEqual([200, `Your phone number is +15550006666 again, ${LOGGED_OUT}`]);
    expect((await logIn('phoner', passwordOf('phoner'))).user.phone).toBe('+15550006666');
  });

  it('tells the email of a first phone number; its link removes it, and two-factor codes go back to email', async () => {
    const session = await createAccount('firstphone');
    await changeContact(session, { way: 'phone', phone: '+15550008888' });
    const on = await patchMe(session, { twoFactorEnabled: true, twoFactorChannel: 'sms', current_password: passwordOf('firstphone') });
    expect(on.status).toBe(200);
    const [notice] = await inbox('firstphone@example.com');
    expect(notice.subject).toBe('LMT Mixtapes: your phone number was added');
    const res = await undo(await undoTokenSentTo('firstphone@example.com'));
    expect([res.status, res.body.message]).toEqual([200, `The phone number added to your account has been removed, ${LOGGED_OUT}`]);
    expect(await runSql(`select phone, two_factor_channel from users where id = ${session.user.id}`)).toEqual([{ phone: null, two_factor_channel: 'email' }]);
  });

  it("keeps the owner's link when a later change is undone, and the owner's undo closes the later links and reset links", async () => {
    const owner = await createAccount('hijacked');
    for (const email of ['hop1@example.com', 'hop2@example.com', 'hop3@example.com']) await changeContact(owner, { way: 'email', email });
    const ownerLink = await undoTokenSentTo('hijacked@example.com');
    const hop1Link = await undoTokenSentTo('hop1@example.com');
    const hop2Link = await undoTokenSentTo('hop2@example.com');
    // The intruder asks for a reset link to the address they put on the account.
    expect((await call('/auth/recover', { json: { email: 'hop3@example.com' } })).status).toBe(200);
    let resetLink: RegExpExecArray | null = null;
    for (let i = 0; i < 50 && !resetLink; i++) {
      resetLink = /reset-password\?token=([\w-]+)/.exec((await inbox('hop3@example.com'))[0].text);
      if (!resetLink) await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // Undoing the last change (the intruder's own link) leaves the links before it open.
    expect((await undo(hop2Link)).body.message).toBe(`Your email address is hop2@example.com again, ${LOGGED_OUT}`);
    const res = await undo(ownerLink);
    expect([res.status, res.body.message]).toEqual([200, `Your email address is hijacked@example.com again, ${LOGGED_OUT}`]);
    expect([(await undo(hop1Link)).status, (await call('/auth/recover/info', { json: { token: resetLink![1] } })).status]).toEqual([400, 400]);
    expect(await runSql(`select email from users where id = ${owner.user.id}`)).toEqual([{ email: 'hijacked@example.com' }]);
  });

  it('refuses to put back an address another account has taken since, and changes nothing', async () => {
    const session = await createAccount('vacated');
    const other = await createAccount('claimant');
    await changeContact(session, { way: 'email', email: 'vacated.new@example.com' });
    const token = await undoTokenSentTo('vacated@example.com');
    await runSql(`update users set email = 'vacated@example.com' where id = ${other.user.id}`);
    const res = await undo(token);
    expect([res.status, res.body.message]).toEqual([409, 'This email address now belongs to another account, so it cannot be put back.']);
    expect((await me(session)).body.email).toBe('vacated.new@example.com');
  });
});

describe('POST /users/me/password', () => {
  const change = (session: Session, json: unknown) => call<{ message: string }>('/users/me/password', { json, as: session });

  it('needs the current password, then ends every other session and keeps this one', async () => {
    const here = await createAccount('changer');
    const there = await logIn('changer', passwordOf('changer'));

    const wrong = await change(here, { current: 'not-my-password', password: 'velvet-turntable-sunrise' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Your current password is not right.']);
    const missing = await change(here, { password: 'velvet-turntable-sunrise' });
    expect(missing.status).toBe(400);
    const weak = await change(here, { current: passwordOf('changer'), password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^This password is too easy to guess\./);
    const short = await change(here, { current: passwordOf('changer'), password: 'short' });
    expect([short.status, short.body.message]).toEqual([400, 'password: Password must have at least 8 characters']);
    expect((await me(there)).status).toBe(200);

    const res = await change(here, { current: passwordOf('changer'), password: 'velvet-turntable-sunrise' });
    expect([res.status, res.body.message]).toEqual([200, 'Your password has been changed. Your other devices have been logged out.']);

    // The other session is over: its access token and its refresh cookie.
    expect((await me(there)).status).toBe(401);
    expect((await refresh(there)).status).toBe(401);
    // This one carries on.
    expect((await me(here)).status).toBe(200);
    expect((await refresh(here)).status).toBe(200);

    expect((await tryLogIn('changer', passwordOf('changer'))).status).toBe(401);
    await logIn('changer', 'velvet-turntable-sunrise');
  });

  it('throttles wrong current passwords like failed log-ins', async () => {
    const session = await createAccount('guesser');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await change(session, { current: `guess-${i}`, password: 'velvet-turntable-sunrise' }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3].body.message).toMatch(/^Too many failed log-in attempts\. Please try again in/);
    expect(answers[3].headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('needs a log-in', async () => {
    const res = await call('/users/me/password', { json: { current: 'a', password: 'velvet-turntable-sunrise' } });
    expect([res.status, res.body.message]).toEqual([401, 'Please log in to continue.']);
  });
});

describe('DELETE /users/me/sessions: log out everywhere', () => {
  it('ends every session of the account, this one too, and clears the cookie; other members stay logged in', async () => {
    const one = await createAccount('everywhere');
    const two = await logIn('everywhere', passwordOf('everywhere'));
    const other = await createAccount('elsewhere');
    const res = await call('/users/me/sessions', { method: 'DELETE', as: one });
    expect(res.status).toBe(204);
    expect(res.setCookie).toMatch(/^refresh_token=; Path=\/api; Max-Age=0;/);
    for (const session of [one, two]) {
      expect((await me(session)).status).toBe(401);
      expect((await refresh(session)).status).toBe(401);
    }
    expect((await me(other)).status).toBe(200);
    // The password still works: a new log-in is a new session.
    await logIn('everywhere', passwordOf('everywhere'));
  });
});

describe('DELETE /users/me', () => {
  const remove = (session: Session, json: unknown) => call('/users/me', { method: 'DELETE', json, as: session });

  it('refuses a wrong or missing password and keeps the account', async () => {
    const session = await createAccount('keeper');
    const wrong = await remove(session, { password: 'not-it' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'That password is not right.']);
    const missing = await remove(session, {});
    expect(missing.status).toBe(400);
    expect((await me(session)).status).toBe(200);
    expect((await call('/users/me', { method: 'DELETE', json: { password: 'x' } })).status).toBe(401);
  });

  it('erases every trace of the member, keeps anonymous play counts, and leaves other members alone', async () => {
    const leaver = await createAccount('leaver', '+15550003333');
    const stayer = await createAccount('stayer');
    const { data: tapes } = (await call<{ data: { id: number }[] }>('/mixtapes?take=2')).body;
    const [tape] = tapes;
    const [track] = (await call<{ id: number }[]>(`/mixtapes/${tape.id}/queue`)).body;

    // The leaver's playlists (one with a cover), favorites, votes, history, plays and a log.
    const form = new FormData();
    form.append('name', 'Leaving Soon');
    form.append('cover', new Blob([new Uint8Array(await cover())], { type: 'image/png' }), 'cover.png');
    const playlistRes = await fetch(`${api.url}/api/v3/playlists`, { method: 'POST', body: form, headers: { authorization: `Bearer ${leaver.token}` } });
    const playlist = (await playlistRes.json()) as { id: number; cover: string };
    expect(playlistRes.status).toBe(200);
    expect((await call(`/playlists/${playlist.id}/tracks`, { method: 'POST', json: { track_ids: [track.id] }, as: leaver })).status).toBe(200);
    for (const session of [leaver, stayer]) {
      expect((await call(`/users/favorites/mixtapes/${tape.id}`, { method: 'POST', as: session })).status).toBeLessThan(300);
      expect((await call(`/mixtapes/${tape.id}/vote`, { json: { vote: 'like' }, as: session })).status).toBe(200);
      expect((await call('/users/history', { json: { action: 'download', item_id: track.id, item_type: 'track' }, as: session })).status).toBeLessThan(300);
    }
    expect((await call(`/users/favorites/playlists/${playlist.id}`, { method: 'POST', as: stayer })).status).toBeLessThan(300);
    const play = { event: 'track_play', event_id: `play-${Date.now()}`, time: new Date().toISOString(), track_id: track.id, mixtape_id: tape.id };
    expect((await call('/log/event', { json: { events: [play] }, as: leaver })).status).toBe(200);
    expect((await call('/log', { json: { text: 'user did login', level: 'info' }, as: leaver })).status).toBe(201);
    // A comment of each, and the leaver's like of the stayer's.
    const comment = async (session: Session, text: string) =>
      (await call<{ id: number }>(`/mixtapes/${tape.id}/comments`, { json: { text }, as: session })).body.id;
    await comment(leaver, 'Leaving this here.');
    const stayerComment = await comment(stayer, 'Staying put.');
    expect((await call(`/comments/${stayerComment}/like`, { method: 'POST', as: leaver })).status).toBeLessThan(300);
    const before = await runSql<{ plays: number; likes: number; votes: number }>(`select plays, likes, votes from mixtapes where id = ${tape.id}`);
    const trackPlays = await runSql<{ plays: number }>(`select plays from tracks where id = ${track.id}`);
    expect(before[0].likes).toBeGreaterThanOrEqual(2);

    const res = await remove(leaver, { password: passwordOf('leaver') });
    expect(res.status).toBe(204);
    expect(res.setCookie).toMatch(/^refresh_token=; Path=\/api; Max-Age=0;/);

    // Logged out everywhere, and the account is gone.
    expect((await me(leaver)).status).toBe(401);
    expect((await refresh(leaver)).status).toBe(401);
    const login = await tryLogIn('leaver', passwordOf('leaver'));
    expect([login.status, login.body.message]).toEqual([401, 'Invalid username or password']);
    expect((await tryLogIn('leaver@example.com', passwordOf('leaver'))).status).toBe(401);
    // The playlist and its cover are gone; the username and the addresses are free again.
    expect((await call(`/playlists/${playlist.id}`)).status).toBe(404);
    expect((await fetch(`${api.url}${playlist.cover}`)).status).toBe(404);
    // Their comment is gone, and their like left the count of the comment they liked.
    const remaining = await runSql<{ text: string; likes: number }>(`select text, likes from comments where subject_id = ${tape.id}`);
    expect(remaining).toEqual([{ text: 'Staying put.', likes: 0 }]);
    const name = await httpCall<{ available: boolean }>(`${api.url}/api/v2.0/user/name?search=leaver`, { headers: { 'x-api-key': 'mixtape-web', 'x-forwarded-for': ip } });
    expect(name.body.available).toBe(true);

    // No table keeps the name, the username, the email or the phone, nor a row pointing at the account.
    const columns = await runSql<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'integer')`,
    );
    const traces: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const where =
        type === 'integer'
          ? column === 'user_id' && `"${column}" = ${leaver.user.id}`
          : `"${column}"::text ilike any (array['%leaver%', '%5550003333%'])`;
      if (!where) continue;
      const [{ n }] = await runSql<{ n: number }>(`select count(*)::int as n from "${table}" where ${where}`);
      if (n > 0) traces.push(`${table}.${column}: ${n}`);
    }
    expect(traces).toEqual([]);

    // The play still counts, as a guest's would; the leaver's like no longer does.
    const after = await runSql<{ plays: number; likes: number; votes: number }>(`select plays, likes, votes from mixtapes where id = ${tape.id}`);
    expect(after[0]).toEqual({ plays: before[0].plays, likes: before[0].likes - 1, votes: before[0].votes - 1 });
    expect(await runSql(`select plays from tracks where id = ${track.id}`)).toEqual(trackPlays);
    expect(await runSql(`select count(*)::int as n from analytics_events where event_id = '${play.event_id}' and user_id is null`)).toEqual([{ n: 1 }]);

    // The other member keeps their session, favorite, vote and history (the favorite of the deleted playlist goes with it).
    expect((await me(stayer)).status).toBe(200);
    expect((await call<{ data: unknown[] }>('/users/favorites/mixtapes', { as: stayer })).body.data).toHaveLength(1);
    expect((await call<{ data: unknown[] }>('/users/favorites/playlists', { as: stayer })).body.data).toHaveLength(0);
    expect((await call<{ data: unknown[] }>('/users/likes', { as: stayer })).body.data).toHaveLength(1);
    expect((await call<{ data: unknown[] }>('/users/history', { as: stayer })).body.data).toHaveLength(1);
  });
});
