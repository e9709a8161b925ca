import type { LoginResult } from '@/lib/contracts/auth';
import type { TestApi } from './api-server';
import { readOutbox } from './dev-tools';
import { httpCall, type HttpInit } from './http';

export interface Member {
  id: number;
  username: string;
  token: string;
}

/** The password createMember gives an account. */
export const memberPassword = (username: string) => `${username}-plays-records-42`;

/** Creates an account straight in the database and logs it in over HTTP: a member with a live access token. */
export async function createMember(api: TestApi, username: string): Promise<Member> {
  const { getDb } = await import('@/server/db/client');
  const { users } = await import('@/server/db/schema');
  const { hashPassword } = await import('@/server/auth/passwords');
  const password = memberPassword(username);
  const db = await getDb();
  await db.insert(users).values({ username, fullname: `${username} Member`, email: `${username}@example.com`, passwordHash: await hashPassword(password) });
  const res = await httpCall<LoginResult>(`${api.url}/api/v3/auth/login`, { json: { user: username, pass: password } });
  if (res.status !== 200) throw new Error(`log-in of ${username} failed: ${res.status} ${res.text}`);
  return { id: res.body.user.id, username, token: res.body.access_token };
}

/** The newest code the outbox holds for `to` (an email or a phone number). */
export async function lastCode(api: TestApi, to: string): Promise<string> {
  const [message] = await readOutbox(api.url, to);
  const code = /code is (\d{4})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code went to ${to}`);
  return code;
}

/**
 * Logs a member with two-factor codes on in again, as the site does: the password (428), the code sent on the
 * account's channel, read from the outbox, and typed back. The session has passed a second factor, as the console
 * asks: the member with its new access token.
 */
export async function logInWithCode(api: TestApi, member: Member): Promise<Member> {
  const url = (path: string) => `${api.url}/api/v3${path}`;
  const first = await httpCall<{ token: string; sms: boolean }>(url('/auth/login'), { json: { user: member.username, pass: memberPassword(member.username) } });
  if (first.status !== 428) throw new Error(`log-in of ${member.username} with a code: ${first.status} ${first.text}`);
  const { token, sms } = first.body;
  const sent = await httpCall(url('/auth/2fa'), { json: { token, channel: sms ? 'sms' : 'email' } });
  if (sent.status !== 200) throw new Error(`code for ${member.username}: ${sent.status} ${sent.text}`);
  const [contact] = await runSql<{ email: string | null; phone: string | null }>(`select email, phone from users where id = ${member.id}`);
  const done = await httpCall<LoginResult>(url('/auth/verify'), { json: { token, code: await lastCode(api, (sms ? contact.phone : contact.email)!) } });
  if (done.status !== 200) throw new Error(`code of ${member.username}: ${done.status} ${done.text}`);
  return { ...member, token: done.body.access_token };
}

/**
 * Readies `member`'s session for the console, as a team member would: two-factor codes on, then a code asked for and
 * confirmed in this very session (the console's step-up). The member must be a moderator or an admin already.
 */
export async function stepUp(api: TestApi, member: { id: number; token: string }): Promise<void> {
  await runSql(`update users set two_factor_enabled = true, two_factor_channel = 'email' where id = ${member.id}`);
  const [{ email }] = await runSql<{ email: string | null }>(`select email from users where id = ${member.id}`);
  const url = `${api.url}/api/v3/admin/second-factor`;
  const sent = await httpCall(url, { method: 'POST', token: member.token });
  if (sent.status !== 200) throw new Error(`a code for member ${member.id}: ${sent.status} ${sent.text}`);
  const done = await httpCall(`${url}/verify`, { json: { code: await lastCode(api, email!) }, token: member.token });
  if (done.status !== 200) throw new Error(`the code of member ${member.id}: ${done.status} ${done.text}`);
}

/** A call to the v3 API as `member` (or as a guest with null). */
export function callAs(api: TestApi, member: Member | null) {
  return <T = Record<string, unknown>>(path: string, init: HttpInit = {}) => httpCall<T>(`${api.url}/api/v3${path}`, { ...init, token: member?.token ?? init.token });
}

/** Runs SQL against the test database (fixtures the API cannot make, such as another member's playlist). */
export async function runSql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  const { getDb } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  const result = await (await getDb()).execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}
