/** Members made straight in the test database, each with a working access token: for API tests of member calls. */
export interface TestMember {
  id: number;
  username: string;
  token: string;
}

/**
 * Call after startTestApi() (the server modules read the environment it sets). `startedWith` 'two-factor' opens the
 * session as a log-in with a code does: one that has just passed a second factor, as the console asks.
 */
export async function createMember(username: string, startedWith: 'password' | 'two-factor' = 'password'): Promise<TestMember> {
  const [{ getDb }, { users }, { createSession }, { signAccessToken }] = await Promise.all([
    import('@/server/db/client'),
    import('@/server/db/schema'),
    import('@/server/auth/sessions'),
    import('@/server/auth/jwt'),
  ]);
  const db = await getDb();
  const [user] = await db.insert(users).values({ username, fullname: username, passwordHash: 'unused' }).returning();
  const token = await signAccessToken({ userId: user.id, sessionId: (await createSession(db, user.id, 'jest', startedWith)).sessionId });
  return { id: user.id, username, token };
}
