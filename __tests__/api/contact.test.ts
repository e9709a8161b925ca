/** @jest-environment node */
import type { ContactReceipt } from '@/lib/contracts/contact';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { httpCall } from '../helpers/http';

let api: TestApi;
const TEAM = 'team@lmt.example';
let nextIp = 1;
/** Each test speaks from its own address (TRUST_PROXY), so the rate limit is only met where a test seeks it. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++}` });
const post = (path: string, json: unknown, headers = from()) =>
  httpCall<ContactReceipt>(`${api.url}/api/v3/contact${path}`, { method: 'POST', json, headers });
const outbox = async (to: string) =>
  readOutbox(api.url, to);

beforeAll(async () => {
  process.env.CONTACT_TO = TEAM;
  process.env.TRUST_PROXY = 'true';
  process.env.RATE_LIMIT_CONTACT_PER_HOUR = '3';
  api = await startTestApi();
});
afterAll(async () => {
  await api.stop();
  delete process.env.CONTACT_TO;
  delete process.env.RATE_LIMIT_CONTACT_PER_HOUR;
});

const message = { name: 'Ada Lovelace', email: 'Ada@Example.com', subject: 'A broken link', message: 'The tracklist of one tape is empty.' };
const notice = {
  name: 'Label Rights Desk',
  email: 'rights@label.example',
  copyrighted_work: 'The album "Golden Season" (2024)',
  infringing_urls: ['http://localhost:3000/mixtape/golden-season'],
  good_faith: true,
  accurate: true,
  signature: 'R. Desk',
};

describe('POST /contact', () => {
  it('stores the message, answers 201 with a reference, mails it to the sender and a copy to CONTACT_TO', async () => {
    const res = await post('', message);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/^C-[2-9A-Z]{8}$/) });
    const [ack] = await outbox('ada@example.com');
    expect(ack.subject).toContain(res.body.reference);
    expect(ack.text).toContain('The tracklist of one tape is empty.');
    const copy = (await outbox(TEAM)).find((m) => m.subject?.includes(res.body.reference));
    expect(copy?.text).toContain('From: Ada Lovelace <ada@example.com>');
  });

  it('names the field at fault, one by one', async () => {
    for (const [body, text] of [
      [{ ...message, name: '  ' }, 'name: Name is required'],
      [{ ...message, email: 'not-an-email' }, 'email: Enter a valid email address'],
      [{ ...message, email: undefined }, 'email: Email is required'],
      [{ ...message, subject: 'x'.repeat(201) }, 'subject: Subject must be at most 200 characters'],
      [{ ...message, message: '' }, 'message: Message is required'],
    ] as const) {
      const res = await post('', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(text);
    }
  });

  it('lists every wrong field at once, each with its own message', async () => {
    const res = await httpCall<{ message: string; errors: { field: string; message: string }[] }>(`${api.url}/api/v3/contact/dmca`, {
      method: 'POST',
      json: { ...notice, name: '', email: 'nope', infringing_urls: ['http://localhost:3000/x', 'not a url'], accurate: false },
      headers: from(),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name: Name is required');
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'infringing_urls.1', message: 'Each infringing URL must be a link to a page of this site (http or https)' },
      { field: 'accurate', message: 'Confirm that the notice is accurate, under penalty of perjury' },
    ]);
  });

  it('refuses the fourth message of an hour from one address with a 429', async () => {
    const ip = from();
    for (let i = 0; i < 3; i++) expect((await post('', message, ip)).status).toBe(201);
    const refused = await post('', message, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await post('/dmca', notice, ip)).status).toBe(429);
  });
});

describe('POST /contact/dmca', () => {
  it('stores the notice and acknowledges it with its reference, copy to CONTACT_TO', async () => {
    const res = await post('/dmca', { ...notice, phone: '+1 555 0100', address: '1 Music Row' });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^D-[2-9A-Z]{8}$/);
    const [ack] = await outbox('rights@label.example');
    expect(ack.subject).toContain(res.body.reference);
    expect(ack.text).toContain('http://localhost:3000/mixtape/golden-season');
    const copy = (await outbox(TEAM)).find((m) => m.subject?.includes(res.body.reference));
    expect(copy?.text).toContain('Phone: +1 555 0100');
  });

  it('takes links to the host it was sent to as well as APP_URL', async () => {
    const own = `${api.url}/artist/someone`;
    expect((await post('/dmca', { ...notice, infringing_urls: [own] })).status).toBe(201);
  });

  it('names the field at fault', async () => {
    for (const [body, text] of [
      [{ ...notice, copyrighted_work: '' }, 'copyrighted_work: Copyrighted work is required'],
      [{ ...notice, infringing_urls: [] }, 'infringing_urls: List at least one infringing URL'],
      [{ ...notice, infringing_urls: ['not a url'] }, 'infringing_urls.0: Each infringing URL must be a link to a page of this site (http or https)'],
      [{ ...notice, infringing_urls: ['https://elsewhere.example/x'] }, 'infringing_urls: Each infringing URL must be a link to a page of this site (http or https): https://elsewhere.example/x'],
      [{ ...notice, good_faith: false }, 'good_faith: Confirm your good-faith belief that the use is not authorized'],
      [{ ...notice, accurate: undefined }, 'accurate: Confirm that the notice is accurate, under penalty of perjury'],
      [{ ...notice, signature: ' ' }, 'signature: Signature is required'],
    ] as const) {
      const res = await post('/dmca', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(text);
    }
  });
});
