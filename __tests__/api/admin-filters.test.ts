/** @jest-environment node */
import type { z } from 'zod';
import type { AuditEntry } from '@/lib/contracts/admin';
import type { ApiError, Paged } from '@/lib/contracts/common';
import type { RouteHandler } from '@/server/http/route';
import { apiForSuite } from '../helpers/api-server';
import { callAs, createMember, runSql, stepUp, type Member } from '../helpers/members';

// The console's list filters and take-down ids over HTTP, as an admin: what cannot name a row (an id past the
// database's integer, a page past any list) is a 400 with a message the console shows, never a 500.

const api = apiForSuite({ env: { ADMIN_EMAILS: 'chief@example.com' } });
let chief: Member;
const asChief = () => callAs(api, chief);

beforeAll(async () => {
  chief = await createMember(api, 'chief');
  await stepUp(api, chief);
});

it('refuses an audit actor that is no member id, past the database integer included', async () => {
  for (const actor of ['99999999999999', '2147483648', '0', '-1', '1.5', '1e3', '0x10', 'abc', ' ']) {
    const res = await asChief()<ApiError>('/admin/audit', { query: { actor } });
    expect([actor, res.status, res.body.message]).toEqual([actor, 400, 'actor must be a member id']);
  }
  const largest = await asChief()<Paged<AuditEntry>>('/admin/audit', { query: { actor: '2147483647' } });
  expect([largest.status, largest.body.data]).toEqual([200, []]);
  const own = await asChief()<Paged<AuditEntry>>('/admin/audit', { query: { actor: ` ${chief.id} ` } });
  expect(own.status).toBe(200);
});

it('refuses a page past any list, or not a whole number, on every console list', async () => {
  for (const path of ['/admin/audit', '/admin/users', '/admin/payments', '/admin/reports', '/admin/contact', '/admin/dmca']) {
    for (const [page, message] of [
      ['99999999999999999999', 'page must not be more than 2147483647'],
      ['2147483648', 'page must not be more than 2147483647'],
      ['1.5', 'page must be a whole number'],
      ['many', 'page must be a whole number'],
    ]) {
      const res = await asChief()<ApiError>(path, { query: { page } });
      expect([path, page, res.status, res.body.message]).toEqual([path, page, 400, message]);
    }
  }
});

it('refuses take-down ids past the database integer', async () => {
  const sent = await callAs(api, null)<{ reference: string }>('/contact/dmca', {
    json: { name: 'Rights Holder', email: 'claims@label.example', copyrighted_work: 'Our album', infringing_urls: [`${api.url}/about`], good_faith: true, accurate: true, signature: 'R. Holder' },
  });
  const [notice] = await runSql<{ id: number }>(`select id from dmca_notices where reference = '${sent.body.reference}'`);
  for (const [body, message] of [
    [{ mixtape_id: 99999999999 }, 'mixtape_id must be a mixtape id'],
    [{ track_ids: [2147483648] }, 'track_ids.0: track_ids must be track ids'],
  ] as const) {
    const res = await asChief()<ApiError>(`/admin/dmca/${notice.id}/takedown`, { json: body });
    expect([res.status, res.body.message]).toEqual([400, message]);
  }
  expect((await asChief()(`/admin/dmca/${notice.id}/takedown`, { json: { mixtape_id: 2147483647 } })).status).toBe(404);
});

it('answers every console list with extreme filters in 4xx JSON, never a 5xx', async () => {
  const { adminRoutes } = await import('@/server/routes/admin');
  const values = ['', '0', '-1', '1.5', '1e3', '2147483647', '2147483648', '99999999999999', '9007199254740993', '1e308', 'NaN', 'abc', '%2399999999999', 'r-99999999999', 'x'.repeat(300)];
  const failures: string[] = [];
  for (const [pattern, handler] of Object.entries(adminRoutes) as [string, Partial<RouteHandler>][]) {
    const spec = handler.spec?.GET;
    if (!spec || pattern.includes(':')) continue;
    const fields = Object.keys((spec.query as z.ZodObject | undefined)?.shape ?? {});
    for (const field of fields) {
      for (const value of values) {
        const res = await asChief()<ApiError>(pattern.replace('/api/v3', ''), { query: { [field]: value } });
        if (res.status >= 500 || (res.status >= 400 && typeof res.body.message !== 'string')) failures.push(`${pattern}?${field}=${value.slice(0, 20)}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
