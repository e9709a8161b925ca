/** @jest-environment node */
import type { AuditEntry, MemberAction, MemberDetail, MemberSummary } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import { TWO_FACTOR_NEEDED } from '@/server/admin/console';
import { SUSPENDED_MESSAGE } from '@/server/auth/login-result';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { httpCall } from '../helpers/http';
import { callAs, createMember, logInWithCode, runSql, type Member } from '../helpers/members';

// The console's members and its audit log over HTTP: who may call what, finding and looking at a member,
// suspending and restoring (sessions end, log-in refused), roles, a password-reset link, and the record of it all.

let api: TestApi;
let chief: Member; // an admin by ADMIN_EMAILS, with two-factor codes on
let mod: Member; // a moderator with two-factor codes on
let lax: Member; // a moderator without them
let maker: Member; // a creator
let listener: Member;
let target: Member;

const password = (m: Member) => `${m.username}-plays-records-42`;
const logIn = (m: Member) => httpCall(`${api.url}/api/v3/auth/login`, { json: { user: m.username, pass: password(m) } });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_EMAILS: 'chief@example.com', DEV_OUTBOX: '1' } });
  // Logged in before two-factor codes are turned on: tokens from the password alone, which the console refuses.
  [chief, mod, lax, maker, listener, target] = await Promise.all(['chief', 'mod', 'lax', 'maker', 'listener', 'target'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{moderator}' where id in (${mod.id}, ${lax.id})`);
  await runSql(`update users set roles = '{creator}' where id = ${maker.id}`);
  await runSql(`update users set two_factor_enabled = true where id in (${chief.id}, ${mod.id})`);
  // Logged in again with a code: the console wants a session that passed a second factor.
  [chief, mod] = await Promise.all([chief, mod].map((m) => logInWithCode(api, m)));
}, 60_000);

afterAll(() => api.stop());

describe('who may use the console', () => {
  it('answers guests 401, members and creators 403, a moderator without two-factor codes 403 saying so', async () => {
    expect((await callAs(api, null)('/admin/users')).status).toBe(401);
    for (const who of [listener, maker]) {
      const res = await callAs(api, who)('/admin/users');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This is for the site’s moderators.');
    }
    const res = await callAs(api, lax)('/admin/users');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(TWO_FACTOR_NEEDED);
    expect((await callAs(api, mod)('/admin/users')).status).toBe(200);
  });

  it('keeps the audit log and roles to admins', async () => {
    expect((await callAs(api, mod)('/admin/audit')).body.message).toBe('This is for the site’s admins.');
    const roles = await callAs(api, mod)(`/admin/users/${listener.id}/roles`, { json: { role: 'creator', grant: true } });
    expect(roles.status).toBe(403);
    expect((await callAs(api, chief)('/admin/audit')).status).toBe(200);
  });
});

describe('members', () => {
  it('finds a member by id, part of a name or email; never shows a password hash, a code or a token', async () => {
    const call = callAs(api, mod);
    expect((await call<Paged<MemberSummary>>('/admin/users', { query: { query: `#${target.id}` } })).body.data.map((m) => m.username)).toEqual(['target']);
    expect((await call<Paged<MemberSummary>>('/admin/users', { query: { query: 'TARG' } })).body.data.map((m) => m.username)).toEqual(['target']);
    expect((await call<Paged<MemberSummary>>('/admin/users', { query: { query: 'listener@example' } })).body.data.map((m) => m.username)).toEqual(['listener']);
    // LIKE's own characters are only characters.
    expect((await call<Paged<MemberSummary>>('/admin/users', { query: { query: '%' } })).body.data).toEqual([]);
    const all = await call<Paged<MemberSummary>>('/admin/users', { query: { take: '2' } });
    expect(all.body.meta).toMatchObject({ page: 1, take: 2, total: 6 });
    expect(all.body.data.map((m) => m.id)).toEqual([...[chief, mod, lax, maker, listener, target].map((m) => m.id)].sort((a, b) => b - a).slice(0, 2));
    const detail = await call<MemberDetail>(`/admin/users/${chief.id}`);
    expect(detail.body).toMatchObject({ username: 'chief', roles: ['member', 'creator', 'moderator', 'admin'], two_factor_enabled: true, suspended_at: null });
    expect(detail.text).not.toMatch(/password|hash|token|code/i);
    expect((await call('/admin/users/999999')).status).toBe(404);
  });

  it("shows what was reported of a member's comments", async () => {
    const [comment] = await runSql<{ id: number }>(`insert into comments (subject_type, subject_id, user_id, text) values ('mixtape', 1, ${target.id}, 'rude words') returning id`);
    await runSql(`insert into comment_reports (comment_id, user_id, reason) values (${comment.id}, ${listener.id}, 'abuse'), (${comment.id}, ${maker.id}, 'spam')`);
    const detail = await callAs(api, mod)<MemberDetail>(`/admin/users/${target.id}`);
    expect(detail.body).toMatchObject({ comments: 1, reports_against: 2, releases: [], purchases: [] });
  });

  it('suspends a member: every session ends, log-in is refused, a second suspension changes nothing; restoring lets them in', async () => {
    const call = callAs(api, mod);
    expect((await call(`/admin/users/${target.id}/suspend`, { json: {} })).body.message).toBe('reason: Say why the account is suspended.');
    const suspended = await call<MemberAction>(`/admin/users/${target.id}/suspend`, { json: { reason: 'Spam in comments' } });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ changed: true, item: { username: 'target' } });
    expect(suspended.body.item.suspended_at).toEqual(expect.any(String));
    expect((await callAs(api, target)('/users/me')).status).toBe(401);
    const refused = await logIn(target);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SUSPENDED_MESSAGE);
    // A wrong password says nothing of the suspension.
    expect((await httpCall(`${api.url}/api/v3/auth/login`, { json: { user: 'target', pass: 'not-the-password-1' } })).status).toBe(401);
    const again = await call<MemberAction>(`/admin/users/${target.id}/suspend`, { json: { reason: 'Spam in comments' } });
    expect(again.body).toMatchObject({ changed: false, message: 'target is already suspended.' });
    expect((await call<MemberDetail>(`/admin/users/${target.id}`)).body.suspended_reason).toBe('Spam in comments');

    const restored = await call<MemberAction>(`/admin/users/${target.id}/restore`, { method: 'POST' });
    expect(restored.body).toMatchObject({ changed: true, item: { suspended_at: null } });
    expect((await logIn(target)).status).toBe(200);
    expect((await call<MemberAction>(`/admin/users/${target.id}/restore`, { method: 'POST' })).body.changed).toBe(false);
  });

  it('lets only an admin act on the team, and nobody on their own account', async () => {
    expect((await callAs(api, mod)(`/admin/users/${chief.id}/suspend`, { json: { reason: 'coup' } })).status).toBe(403);
    expect((await callAs(api, mod)(`/admin/users/${lax.id}/suspend`, { json: { reason: 'coup' } })).status).toBe(403);
    expect((await callAs(api, chief)(`/admin/users/${chief.id}/suspend`, { json: { reason: 'tired' } })).status).toBe(409);
    const byAdmin = await callAs(api, chief)<MemberAction>(`/admin/users/${lax.id}/suspend`, { json: { reason: 'Left the team' } });
    expect(byAdmin.body.changed).toBe(true);
    await callAs(api, chief)(`/admin/users/${lax.id}/restore`, { method: 'POST' });
  });

  it('grants and removes roles, once each; an admin cannot drop their own admin role', async () => {
    const call = callAs(api, chief);
    const granted = await call<MemberAction>(`/admin/users/${listener.id}/roles`, { json: { role: 'moderator', grant: true } });
    expect(granted.body).toMatchObject({ changed: true, item: { roles: ['member', 'moderator'] } });
    expect((await call<MemberAction>(`/admin/users/${listener.id}/roles`, { json: { role: 'moderator', grant: true } })).body).toMatchObject({ changed: false, message: 'listener already has the moderator role.' });
    expect((await call<MemberAction>(`/admin/users/${listener.id}/roles`, { json: { role: 'moderator', grant: false } })).body.item.roles).toEqual(['member']);
    expect((await call(`/admin/users/${listener.id}/roles`, { json: { role: 'king', grant: true } })).status).toBe(400);
    expect((await call(`/admin/users/999999/roles`, { json: { role: 'creator', grant: true } })).status).toBe(404);
    expect((await call(`/admin/users/${chief.id}/roles`, { json: { role: 'admin', grant: false } })).status).toBe(409);
  });

  it('mails a member a link to set a new password', async () => {
    const res = await callAs(api, mod)<MemberAction>(`/admin/users/${maker.id}/password-reset`, { method: 'POST' });
    expect(res.body).toMatchObject({ changed: true, message: 'A link to reset the password was sent to maker@example.com.' });
    let mail: { text: string }[] = [];
    for (let i = 0; i < 40 && !mail.length; i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      mail = await readOutbox(api.url, 'maker@example.com');
    }
    expect(mail[0].text).toMatch(/\/reset-password\?token=/);
  });
});

describe('the audit log', () => {
  it('holds every action, newest first, with who, what, before and after, and the address', async () => {
    const log = await callAs(api, chief)<Paged<AuditEntry>>('/admin/audit', { query: { take: '100' } });
    expect(log.body.data.map((e) => e.action)).toEqual([
      'member.password_reset',
      'member.role',
      'member.role',
      'member.restore',
      'member.suspend',
      'member.restore',
      'member.suspend',
    ]);
    const suspend = log.body.data.find((e) => e.action === 'member.suspend' && e.target.id === String(target.id))!;
    expect(suspend).toMatchObject({ actor: { id: mod.id, username: 'mod' }, target: { type: 'user' }, before: { suspended: false }, after: { suspended: true, reason: 'Spam in comments' }, ip: '127.0.0.1' });
    const byChief = await callAs(api, chief)<Paged<AuditEntry>>('/admin/audit', { query: { actor: String(chief.id), action: 'member.role' } });
    expect(byChief.body.data.map((e) => [e.before, e.after])).toEqual([
      [{ roles: ['member', 'moderator'] }, { roles: ['member'] }],
      [{ roles: ['member'] }, { roles: ['member', 'moderator'] }],
    ]);
  });

  it('is narrowed only by an action the console records', async () => {
    const unknown = await callAs(api, chief)('/admin/audit', { query: { action: 'member.delete' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^action must be one of comment\.hide, /);
  });

  it('cannot be changed or emptied, even from inside the database', async () => {
    for (const statement of [`update audit_log set action = 'nothing'`, 'delete from audit_log', 'truncate audit_log']) {
      const failure = await runSql(statement).then(
        () => null,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(failure).toMatch(/audit_log is append-only/);
    }
    expect((await runSql<{ n: number }>('select count(*)::int as n from audit_log'))[0].n).toBe(7);
  });
});
