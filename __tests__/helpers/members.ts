import type { LoginResult } from '@/lib/contracts/auth';
import type { TestApi } from './api-server';
import { httpCall, type HttpInit } from './http';

export interface Member {
  id: number;
  username: string;
  token: string;
}

/** Creates an account straight in the database and logs it in over HTTP: a member with a live access token. */
export async function createMember(api: TestApi, username: string): Promise<Member> {
  const { getDb } = await import('@/server/db/client');
  const { users } = await import('@/server/db/schema');
  const { hashPassword } = await import('@/server/auth/passwords');
  const password = `${username}-plays-records-42`;
  const db = await getDb();
  await db.insert(users).values({ username, fullname: `${username} Member`, email: `${username}@example.com`, passwordHash: await hashPassword(password) });
  const res = await httpCall<LoginResult>(`${api.url}/api/v3/auth/login`, { json: { user: username, pass: password } });
  if (res.status !== 200) throw new Error(`log-in of ${username} failed: ${res.status} ${res.text}`);
  return { id: res.body.user.id, username, token: res.body.access_token };
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
