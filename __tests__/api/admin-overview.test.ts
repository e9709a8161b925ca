/** @jest-environment node */
import type { Overview } from '@/lib/contracts/admin';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { callAs, createMember, logInWithCode, runSql, type Member } from '../helpers/members';

// The console's overview over HTTP: each of the last 30 days from known rows (plays counted, members, uploads,
// purchases, revenue net of refunds) and what waits for the team, for admins only.

let api: TestApi;
let chief: Member;
let mod: Member;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 1, artists: 1, djs: 1 }, env: { ADMIN_EMAILS: 'chief@example.com' } });
  [chief, mod] = await Promise.all(['chief', 'mod'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{moderator}' where id = ${mod.id}`);
  await runSql(`update users set two_factor_enabled = true where id in (${chief.id}, ${mod.id})`);
  // Logged in again with a code: the console wants a session that passed a second factor.
  [chief, mod] = await Promise.all([chief, mod].map((m) => logInWithCode(api, m)));
  // Plays: two counted today, one counted three days ago, one repeat not counted, one older than the window.
  const play = (id: string, daysAgo: number, counted = true) =>
    `('${id}', 'track_play', now(), now() - interval '${daysAgo} days', 1, 'k', ${counted})`;
  await runSql(`insert into analytics_events (event_id, event, client_time, received_at, track_id, client_key, counted) values
    ${[play('a', 0), play('b', 0), play('c', 3), play('d', 0, false), play('e', 40)].join(', ')}`);
  await runSql(`update users set created_at = now() - interval '2 days' where id = ${mod.id}`);
  await runSql(`insert into purchases (user_id, mixtape_id, payment_intent_id, amount, currency, paid_at, refunded_amount) values
    (${chief.id}, 1, 'pi_a', 500, 'usd', now(), 200), (${mod.id}, 1, 'pi_b', 700, 'usd', now() - interval '1 day', 0), (${mod.id}, 1, 'pi_c', 900, 'usd', null, 0)
    on conflict do nothing`);
  const [{ id }] = await runSql<{ id: number }>(`select id from purchases where payment_intent_id = 'pi_a'`);
  await runSql(`insert into purchase_refunds (id, purchase_id, payment_intent_id, amount) values ('re_a', ${id}, 'pi_a', 200)`);
  await runSql(`insert into dmca_notices (reference, name, email, copyrighted_work, infringing_urls, signature, ip_hash) values ('D-1', 'n', 'e@example.com', 'w', '[]', 's', 'h')`);
  await runSql(`insert into contact_messages (reference, name, email, subject, message, ip_hash, status) values ('C-1', 'n', 'e@example.com', 's', 'm', 'h', 'new'), ('C-2', 'n', 'e@example.com', 's', 'm', 'h', 'closed')`);
}, 120_000);

afterAll(() => api.stop());

it('is for admins', async () => {
  expect((await callAs(api, mod)('/admin/overview')).status).toBe(403);
});

it('counts each of the last 30 days from what happened, and what waits', async () => {
  const res = await callAs(api, chief)<Overview>('/admin/overview');
  expect(res.status).toBe(200);
  const { days, today, open, currency } = res.body;
  expect(days).toHaveLength(30);
  expect(days[29].date).toBe(day(0));
  expect(days[0].date).toBe(day(29));
  expect(today).toEqual(days[29]);
  expect(today).toMatchObject({ plays: 2, new_members: 1, purchases: 1, revenue: 300 });
  expect(days[26]).toMatchObject({ plays: 1 });
  expect(days[27]).toMatchObject({ new_members: 1 });
  expect(days[28]).toMatchObject({ purchases: 1, revenue: 700 });
  expect(days.reduce((sum, d) => sum + d.plays, 0)).toBe(3);
  expect(currency).toBe('usd');
  expect(open).toEqual({ reports: 0, notices: 1, messages: 1 });
});
