/** @jest-environment node */
import type { AuditEntry, InboxAction, InboxMessage } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import type { ContactReceipt } from '@/lib/contracts/contact';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { httpCall } from '../helpers/http';
import { callAs, createMember, logInWithCode, runSql, type Member } from '../helpers/members';

// The contact inbox over HTTP: a message sent through the contact form, answered from the console (mailed to its
// sender, kept in its thread), closed; a reply that cannot be mailed is not recorded.

let api: TestApi;
let chief: Member;
let mod: Member;
let receipt: ContactReceipt;

const inbox = async (status = 'all') => (await callAs(api, chief)<Paged<InboxMessage>>('/admin/contact', { query: { status } })).body;

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_EMAILS: 'chief@example.com', DEV_OUTBOX: '1' } });
  [chief, mod] = await Promise.all(['chief', 'mod'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{moderator}' where id = ${mod.id}`);
  await runSql(`update users set two_factor_enabled = true where id in (${chief.id}, ${mod.id})`);
  // Logged in again with a code: the console wants a session that passed a second factor.
  [chief, mod] = await Promise.all([chief, mod].map((m) => logInWithCode(api, m)));
  const sent = await httpCall<ContactReceipt>(`${api.url}/api/v3/contact`, {
    json: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'A broken link', message: 'The tracklist of one tape is empty.\nWhich one? The blue one.' },
  });
  receipt = sent.body;
}, 60_000);

afterAll(() => api.stop());

it('is for admins', async () => {
  expect((await callAs(api, mod)('/admin/contact')).status).toBe(403);
  expect((await callAs(api, mod)(`/admin/contact/${receipt.id}/close`, { method: 'POST' })).status).toBe(403);
});

it('lists a new message with the reference its sender was given', async () => {
  expect((await inbox('new')).data).toMatchObject([{ id: receipt.id, reference: receipt.reference, name: 'Ada Lovelace', subject: 'A broken link', status: 'new', replies: [] }]);
  expect((await inbox('closed')).data).toEqual([]);
  expect((await callAs(api, chief)('/admin/contact', { query: { status: 'spam' } })).status).toBe(400);
});

it('mails a reply to the sender, keeps it in the thread, and marks the message answered', async () => {
  expect((await callAs(api, chief)(`/admin/contact/${receipt.id}/reply`, { json: { text: '   ' } })).status).toBe(400);
  const replied = await callAs(api, chief)<InboxAction>(`/admin/contact/${receipt.id}/reply`, { json: { text: 'Thanks: it was the blue one, fixed now.' } });
  expect(replied.body).toMatchObject({ changed: true, message: 'Your reply was sent to ada@example.com.', item: { status: 'answered', replies: [{ author: { username: 'chief' }, text: 'Thanks: it was the blue one, fixed now.' }] } });
  const [mail] = await readOutbox(api.url, 'ada@example.com');
  expect(mail.subject).toBe(`Re: A broken link (${receipt.reference})`);
  expect(mail.text).toContain('Thanks: it was the blue one, fixed now.');
  expect(mail.text).toContain('> Which one? The blue one.');
  expect((await inbox('answered')).data.map((m) => m.id)).toEqual([receipt.id]);
});

it('records nothing when the reply cannot be mailed', async () => {
  process.env.DEV_OUTBOX = '0';
  try {
    const res = await callAs(api, chief)(`/admin/contact/${receipt.id}/reply`, { json: { text: 'This one will not go.' } });
    expect(res.status).toBe(503);
  } finally {
    process.env.DEV_OUTBOX = '1';
  }
  expect((await inbox()).data[0].replies).toHaveLength(1);
});

it('closes a message once, and the audit log has both actions', async () => {
  expect((await callAs(api, chief)<InboxAction>(`/admin/contact/${receipt.id}/close`, { method: 'POST' })).body).toMatchObject({ changed: true, item: { status: 'closed' } });
  expect((await callAs(api, chief)<InboxAction>(`/admin/contact/${receipt.id}/close`, { method: 'POST' })).body).toMatchObject({ changed: false, message: `${receipt.reference} is already closed.` });
  expect((await callAs(api, chief)('/admin/contact/999999/close', { method: 'POST' })).status).toBe(404);
  const log = await callAs(api, chief)<Paged<AuditEntry>>('/admin/audit');
  expect(log.body.data.map((e) => [e.action, e.target])).toEqual([
    ['contact.close', { type: 'contact', id: receipt.reference }],
    ['contact.reply', { type: 'contact', id: receipt.reference }],
  ]);
});
