import type { DmcaAction } from '@/lib/contracts/admin';
import type { ContactReceipt } from '@/lib/contracts/contact';
import type { TestApi } from './api-server';
import { httpCall } from './http';
import { runSql, stepUp } from './members';

// Take-downs as they happen (see __tests__/api/admin-dmca.test.ts): a notice through the public form, then an
// admin's take-down in the console. The admin's account must be one of ADMIN_EMAILS (with an email the outbox
// reaches); this readies its session for the console (stepUp).

/** Takes down a mixtape (or some tracks) as `admin`: the notice's reference. */
export async function takeDown(api: TestApi, admin: { id: number; token: string }, what: { mixtape_id: number } | { track_ids: number[] }): Promise<string> {
  const baseUrl = api.url;
  await stepUp(api, admin);
  const sent = await httpCall<ContactReceipt>(`${baseUrl}/api/v3/contact/dmca`, {
    json: { name: 'Rights Holder', email: 'claims@label.example', copyrighted_work: 'Our album', infringing_urls: [`${baseUrl}/about`], good_faith: true, accurate: true, signature: 'R. Holder' },
  });
  if (sent.status !== 201) throw new Error(`the notice was refused: ${sent.status} ${sent.text}`);
  const [notice] = await runSql<{ id: number }>(`select id from dmca_notices where reference = '${sent.body.reference}'`);
  const down = await httpCall<DmcaAction>(`${baseUrl}/api/v3/admin/dmca/${notice.id}/takedown`, { json: what, token: admin.token });
  if (down.status !== 200 || !down.body.changed) throw new Error(`the take-down was refused: ${down.status} ${down.text}`);
  return sent.body.reference;
}
