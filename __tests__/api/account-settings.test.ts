/** @jest-environment node */
import type { LoginResult, Me } from '@/lib/contracts/auth';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpInit } from '../helpers/http';
import { runSql } from '../helpers/members';

let api: TestApi;
// Each test calls from its own address, so the per-IP and per-(account, IP) limits of one do not spill into the next.
let ipCount = 0;
let ip = '';
beforeEach(() => {
  ipCount += 1;
  ip = `10.2.${ipCount >> 8}.${ipCount & 255}`;
});
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  process.env.DEV_OUTBOX = '1';
  api = await startTestApi({ seed: { mixtapes: 2, artists: 1, djs: 1 } });
}, 60_000);
afterAll(() => api.stop());

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

/** The outbox answers only the machine's own user: a loopback call without a forwarding header. */
async function inbox(to: string) {
  const res = await httpCall<{ data: { text: string; subject: string | null }[] }>(`${api.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.body.data;
}
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

describe('POST /users/me/contact and /users/me/contact/verify: a new email or phone', () => {
  const send = (session: Session, json: unknown) => call<{ message: string }>('/users/me/contact', { json, as: session });
  const verify = (session: Session, json: unknown) => call<Me>('/users/me/contact/verify', { json, as: session });

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
