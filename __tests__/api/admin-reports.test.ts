/** @jest-environment node */
import type { AuditEntry, CommentAction, MemberAction, ReportedComment } from '@/lib/contracts/admin';
import type { CommentPage } from '@/lib/contracts/comments';
import type { Paged } from '@/lib/contracts/common';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { callAs, createMember, logInWithCode, runSql, type Member } from '../helpers/members';

// Reported comments answered in the console over HTTP: the reports listed, hide, restore (after which the same
// members' reports no longer hide it), delete, and a member barred from commenting for a time; all in the audit log.

let api: TestApi;
let chief: Member;
let mod: Member;
let author: Member;
let readers: Member[];

const comment = async (text: string, parent_id?: number) =>
  (await callAs(api, author)<{ id: number }>('/mixtapes/1/comments', { json: { text, ...(parent_id ? { parent_id } : {}) } })).body.id;
const shownIds = async () => (await callAs(api, null)<CommentPage>('/mixtapes/1/comments')).body.data.flatMap((t) => [t.id, ...t.replies.map((r) => r.id)]);
const report = (by: Member, id: number, reason: string) => callAs(api, by)(`/comments/${id}/report`, { json: { reason } });
const reports = async (status: 'open' | 'all' = 'open') => (await callAs(api, mod)<Paged<ReportedComment>>('/admin/reports', { query: { status } })).body;

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 2, artists: 1, djs: 1 }, env: { ADMIN_EMAILS: 'chief@example.com', COMMENT_REPORTS_TO_HIDE: '2', COMMENTS_PER_MINUTE: '100' } });
  [chief, mod, author, ...readers] = await Promise.all(['chief', 'mod', 'author', 'ann', 'ben', 'cat', 'dan'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{moderator}' where id = ${mod.id}`);
  await runSql(`update users set two_factor_enabled = true where id in (${chief.id}, ${mod.id})`);
  // Logged in again with a code: the console wants a session that passed a second factor.
  [chief, mod] = await Promise.all([chief, mod].map((m) => logInWithCode(api, m)));
}, 120_000);

afterAll(() => api.stop());

it('is for moderators', async () => {
  expect((await callAs(api, author)('/admin/reports')).status).toBe(403);
  expect((await callAs(api, author)('/admin/comments/1/hide', { method: 'POST' })).status).toBe(403);
});

it('lists a comment reported into hiding with its reasons; restoring answers the reports, and only new members can hide it again', async () => {
  const id = await comment('You all have terrible taste');
  const [ann, ben, cat, dan] = readers;
  await report(ann, id, 'Rude');
  expect((await reports()).data.map((r) => [r.comment.id, r.reports, r.comment.hidden])).toEqual([[id, 1, false]]);
  await report(ben, id, 'Rude');
  expect(await shownIds()).not.toContain(id);
  const [open] = (await reports()).data;
  const [tape] = await runSql<{ title: string; slug: string }>('select title, slug from mixtapes where id = 1');
  expect(open).toMatchObject({ comment: { id, text: 'You all have terrible taste', author: { username: 'author', comment_ban_until: null }, subject: { type: 'mixtape', id: 1, title: tape.title, path: `/mixtape/${tape.slug}` }, hidden: true }, reports: 2, new_reports: 2, reasons: [{ reason: 'Rude', count: 2 }] });

  const restored = await callAs(api, mod)<CommentAction>(`/admin/comments/${id}/restore`, { method: 'POST' });
  expect(restored.body).toMatchObject({ changed: true, item: { hidden: false } });
  expect(await shownIds()).toContain(id);
  expect((await reports()).data).toEqual([]);
  expect((await reports('all')).data).toMatchObject([{ comment: { id }, reports: 2, new_reports: 0 }]);
  // The same members again: nothing changes.
  await report(ann, id, 'Still rude');
  await report(ben, id, 'Still rude');
  expect(await shownIds()).toContain(id);
  expect((await callAs(api, mod)<CommentAction>(`/admin/comments/${id}/restore`, { method: 'POST' })).body).toMatchObject({ changed: false });
  // Two members who had not reported it: hidden again, and open again.
  await report(cat, id, 'Spam');
  await report(dan, id, 'Spam');
  expect(await shownIds()).not.toContain(id);
  expect((await reports()).data).toMatchObject([{ comment: { id }, reports: 4, new_reports: 2, reasons: [{ reason: 'Rude', count: 2 }, { reason: 'Spam', count: 2 }] }]);
});

it('hides a comment once, deletes one with its replies, and keeps what it said in the audit log', async () => {
  const id = await comment('Buy followers at example.com');
  const reply = await comment('Really cheap', id);
  const hidden = await callAs(api, mod)<CommentAction>(`/admin/comments/${id}/hide`, { method: 'POST' });
  expect(hidden.body).toMatchObject({ changed: true, message: 'The comment is hidden.' });
  expect(await shownIds()).not.toContain(id);
  expect(await shownIds()).not.toContain(reply);
  expect((await callAs(api, mod)<CommentAction>(`/admin/comments/${id}/hide`, { method: 'POST' })).body).toMatchObject({ changed: false, message: 'This comment is already hidden.' });

  const removed = await callAs(api, mod)<CommentAction>(`/admin/comments/${id}`, { method: 'DELETE' });
  expect(removed.body.changed).toBe(true);
  expect(await runSql(`select id from comments where id in (${id}, ${reply})`)).toEqual([]);
  expect((await callAs(api, mod)(`/admin/comments/${id}`, { method: 'DELETE' })).status).toBe(404);
  const log = await callAs(api, chief)<Paged<AuditEntry>>('/admin/audit', { query: { action: 'comment.delete' } });
  expect(log.body.data).toMatchObject([{ actor: { username: 'mod' }, target: { type: 'comment', id: String(id) }, before: { text: 'Buy followers at example.com', author: 'author' }, after: null }]);
});

it('bars a member from commenting until a time, and lifts it', async () => {
  const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
  expect((await callAs(api, mod)(`/admin/users/${author.id}/comment-ban`, { json: { until: '2001-01-01T00:00:00Z' } })).status).toBe(400);
  const barred = await callAs(api, mod)<MemberAction>(`/admin/users/${author.id}/comment-ban`, { json: { until } });
  expect(barred.body).toMatchObject({ changed: true, item: { comment_ban_until: until } });
  const refused = await callAs(api, author)('/mixtapes/1/comments', { json: { text: 'Let me speak' } });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(`A moderator has barred you from commenting until ${until.slice(0, 16).replace('T', ' ')} UTC.`);
  expect((await callAs(api, mod)<MemberAction>(`/admin/users/${author.id}/comment-ban`, { json: { until } })).body.changed).toBe(false);
  // Nor on the site's team, unless by an admin.
  expect((await callAs(api, mod)(`/admin/users/${chief.id}/comment-ban`, { json: { until } })).status).toBe(403);

  expect((await callAs(api, mod)<MemberAction>(`/admin/users/${author.id}/comment-ban`, { json: { until: null } })).body).toMatchObject({ changed: true, item: { comment_ban_until: null } });
  expect((await callAs(api, author)('/mixtapes/1/comments', { json: { text: 'Thank you' } })).status).toBe(200);
  const log = await callAs(api, chief)<Paged<AuditEntry>>('/admin/audit', { query: { action: 'member.comment_ban' } });
  expect(log.body.data.map((e) => [e.before, e.after])).toEqual([
    [{ until }, { until: null }],
    [{ until: null }, { until }],
  ]);
});
