/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestApi, type TestApi } from '../helpers/api-server';
import type { OutboxMessage } from '@/lib/contracts/dev-outbox';
import { devToolsHeaders } from '../helpers/dev-tools';
import { httpCall, type HttpInit } from '../helpers/http';

let api: TestApi;
const env = { ...process.env };

interface Mail {
  from: string | undefined;
  to: string[];
  raw: string;
}
const mails: Mail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

interface SmsRequest {
  method: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: { to: string; text: string; from: string | null };
}
const texts: SmsRequest[] = [];
let smsStatus = 200;
let sms: http.Server;
let smsUrl = '';

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  sms = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      texts.push({ method: req.method, headers: req.headers, body: JSON.parse(body) });
      res.statusCode = smsStatus;
      res.end(smsStatus === 200 ? '{"id":"msg-1"}' : 'provider down');
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/send`;
  api = await startTestApi();
});
afterEach(() => {
  process.env = { ...env, DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, DEV_TOOLS_KEY: process.env.DEV_TOOLS_KEY };
});
afterAll(async () => {
  await api.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => sms.close(() => resolve()));
});

async function v2(path: string, form: Record<string, string>) {
  const { status, body } = await httpCall<{ signup_token?: string }>(`${api.url}/api/v2.0${path}`, { form, headers: { 'x-api-key': 'mixtape-web' } });
  return { status, body };
}
const outbox = (query: HttpInit['query'] = {}, headers = devToolsHeaders) => httpCall<{ data: OutboxMessage[] }>(`${api.url}/api/dev/outbox`, { query, headers });

/** Headers and the decoded text of a raw single-part message. */
function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = rest.join('\r\n\r\n');
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { headers, text: body };
}

describe('email through SMTP', () => {
  it('sends the sign-up code to a real SMTP server, and the code works', async () => {
    Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'LMT Mixtapes <no-reply@mixtapes.example>' });
    expect((await v2('/signup/otp', { way: 'email', email: 'smtp-user@example.com' })).status).toBe(200);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.from).toBe('no-reply@mixtapes.example');
    expect(mail.to).toEqual(['smtp-user@example.com']);
    const { headers, text } = parseMail(mail.raw);
    expect(headers.to).toBe('smtp-user@example.com');
    expect(headers.subject).toBe('LMT Mixtapes: your sign-up code');
    expect(headers['content-type']).toMatch(/^text\/plain/);
    const code = /code is (\d{4})/.exec(text)![1];
    expect(text).toContain('— LMT Mixtapes');
    expect((await v2('/signup/verify', { way: 'email', email: 'smtp-user@example.com', code })).status).toBe(200);
    const kept = (await outbox({ to: 'smtp-user@example.com' })).body;
    expect(kept.data).toEqual([]);
  });

  it('answers 502 and keeps no code when the SMTP server cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const res = await v2('/signup/otp', { way: 'email', email: 'unlucky@example.com' });
    expect(res).toEqual({ status: 502, body: { statusCode: 502, message: 'We could not send the email. Please try again later.', error: 'Bad Gateway', requestId: expect.any(String) } });
    const verify = await v2('/signup/verify', { way: 'email', email: 'unlucky@example.com', code: '1234' });
    expect(verify.body.message).toBe('Please request a code first.');
  });
});

describe('SMS through the HTTP provider', () => {
  it('POSTs {to, text, from} as JSON with the bearer token', async () => {
    Object.assign(process.env, { SMS_URL: smsUrl, SMS_TOKEN: 'sms-secret', SMS_FROM: '+15550000000' });
    expect((await v2('/signup/otp', { way: 'phone', phone: '+15550100004' })).status).toBe(200);
    expect(texts).toHaveLength(1);
    const [sent] = texts;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer sms-secret');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toEqual({ to: '+15550100004', from: '+15550000000', text: expect.stringMatching(/^LMT Mixtapes: your code is \d{4}\. It expires in 10 minutes\.$/) });
    const code = /code is (\d{4})/.exec(sent.body.text)![1];
    expect((await v2('/signup/verify', { way: 'phone', phone: '+15550100004', code })).status).toBe(200);
  });

  it('answers 502 when the provider refuses', async () => {
    Object.assign(process.env, { SMS_URL: smsUrl });
    smsStatus = 500;
    try {
      const res = await v2('/signup/otp', { way: 'phone', phone: '+15550100005' });
      expect(res).toMatchObject({ status: 502, body: { message: 'We could not send the text message. Please try again later.' } });
    } finally {
      smsStatus = 200;
    }
  });
});

describe('the outbox', () => {
  it('lists messages newest first with to, channel, subject, text and createdAt', async () => {
    await v2('/signup/otp', { way: 'email', email: 'first@example.com' });
    await v2('/signup/otp', { way: 'phone', phone: '+15550100006' });
    const { data } = (await outbox({ take: 2 })).body;
    expect(data.map((m) => m.to)).toEqual(['+15550100006', 'first@example.com']);
    expect(Object.keys(data[1]).sort()).toEqual(['channel', 'createdAt', 'headers', 'subject', 'text', 'to']);
    expect(data[1]).toMatchObject({ channel: 'email', subject: 'LMT Mixtapes: your sign-up code', headers: null });
    expect(Date.parse(data[1].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is off in production: 404, and sending without a real adapter answers 503', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-enough-length' });
    expect((await outbox()).status).toBe(404);
    expect(await v2('/signup/otp', { way: 'email', email: 'prod@example.com' })).toEqual({
      status: 503,
      body: { statusCode: 503, message: 'Email delivery is not configured', error: 'Service Unavailable', requestId: expect.any(String) },
    });
    expect((await v2('/signup/otp', { way: 'phone', phone: '+15550100007' })).body.message).toBe('SMS delivery is not configured');
    process.env.DEV_OUTBOX = '1';
    expect((await outbox()).status).toBe(200);
    expect((await v2('/signup/otp', { way: 'email', email: 'prod@example.com' })).status).toBe(200);
  });
  it('answers only whoever holds the key: a stranger through a same-host proxy that adds no forwarding header gets the JSON 404', async () => {
    await v2('/signup/otp', { way: 'email', email: 'secret@example.com' });
    // nginx's bare proxy_pass: the stranger's request arrives from loopback, with no X-Forwarded-For.
    const target = new URL(api.url);
    const proxy = http.createServer((req, res) => {
      const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const through = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const notFound = { requestId: expect.any(String), statusCode: 404, message: 'There is no GET /api/dev/outbox in this API.', error: 'Not Found' };
      const strangers: HttpInit[] = [
        {},
        { query: { take: 'many' } },
        { headers: { 'x-dev-tools-key': 'wrong-key-of-a-plausible-length-000' } },
        { headers: { cookie: 'dev_tools_key=wrong-key-of-a-plausible-length-000' } },
        { method: 'DELETE', headers: { origin: through } },
      ];
      for (const init of strangers) {
        for (const base of [through, api.url]) {
          const res = await httpCall(`${base}/api/dev/outbox`, init);
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ ...notFound, message: `There is no ${init.method ?? 'GET'} /api/dev/outbox in this API.` });
          expect(res.text).not.toContain('secret@example.com');
        }
      }
      // The key is the proof, from anywhere: the header, or the cookie the outbox page sets.
      expect((await httpCall(`${through}/api/dev/outbox`, { headers: devToolsHeaders })).status).toBe(200);
      const withCookie = await httpCall<{ data: OutboxMessage[] }>(`${through}/api/dev/outbox`, { headers: { cookie: `dev_tools_key=${devToolsHeaders['x-dev-tools-key']}` } });
      expect(withCookie.body.data[0].to).toBe('secret@example.com');
    } finally {
      proxy.close();
    }
  });

  it('is closed to everyone while no key of enough length is set', async () => {
    const key = process.env.DEV_TOOLS_KEY;
    try {
      for (const short of [undefined, 'short-key']) {
        if (short === undefined) delete process.env.DEV_TOOLS_KEY;
        else process.env.DEV_TOOLS_KEY = short;
        expect((await outbox({}, { 'x-dev-tools-key': short ?? '' })).status).toBe(404);
      }
    } finally {
      process.env.DEV_TOOLS_KEY = key;
    }
  });

  it('puts reset links on APP_URL, else localhost and PORT: never on the Host or X-Forwarded-Host a caller sends', async () => {
    const { getDb } = await import('@/server/db/client');
    const { users } = await import('@/server/db/schema');
    await (await getDb()).insert(users).values({ username: 'victim', fullname: 'Victim', email: 'victim@example.com', passwordHash: 'unused' });
    // node:http, since fetch does not let a caller set Host.
    const recover = () =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email: 'victim@example.com' });
        const headers = { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '198.51.100.7' };
        const req = http.request(`${api.url}/api/v3/auth/recover`, { method: 'POST', headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    const link = async () => {
      // Delivery happens after the answer: wait for the message.
      for (let i = 0; i < 50; i++) {
        const { data } = (await outbox({ to: 'victim@example.com', take: 1 })).body;
        if (data.length) return /https?:\/\/\S+/.exec(data[0].text)![0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no reset message');
    };
    process.env.TRUST_PROXY = '1';
    process.env.PORT = '4321';
    expect(await recover()).toBe(200);
    expect(await link()).toMatch(/^http:\/\/localhost:4321\/reset-password\?token=/);
    const { outboxMessages } = await import('@/server/db/schema');
    await (await getDb()).delete(outboxMessages);
    process.env.APP_URL = 'https://mixtapes.example/';
    process.env.AUTH_SEND_PER_30S = '0';
    expect(await recover()).toBe(200);
    expect(await link()).toMatch(/^https:\/\/mixtapes\.example\/reset-password\?token=/);
  });
});
