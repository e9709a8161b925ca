/** @jest-environment node */
import path from 'node:path';
import { startS3Server, type S3Server } from '../../scripts/cluster/s3-server';
import { ProductionServer, type Answer } from './production-server';

// `npm start`'s server as it runs in production: WEB_CONCURRENCY=2 web workers behind one port, on embedded PGlite
// (owned by the primary) or, with DATABASE_URL, on PostgreSQL with a pool per worker, with media in an S3 bucket (a
// local S3 server started here; the Playwright journeys run the same server with media in a folder). Needs the
// production build (scripts/test.mjs runs this suite after it). Requests go on fresh connections, which the cluster
// hands to the workers in turn; each log line names the worker (pid) that answered, so the tests show both took part.

let s3: S3Server;

const server = new ProductionServer(2, () => ({
  DEV_OUTBOX: '1',
  RATE_LIMIT_PROFILES_PER_MINUTE: '4',
  TRUST_PROXY: '1',
  CATALOG_COUNTER_LAG_MS: '0',
  ADMIN_EMAILS: 'cluster@example.com',
  ...s3.env,
}));
const request = server.request.bind(server);

/** The outbox's key, as the primary printed it at start. */
function outboxKey(): string {
  const line = server.logLines().find((l) => String(l.msg).startsWith('Outbox: '))!;
  return decodeURIComponent(/\/dev\/outbox\?key=([^ ;]+)/.exec(String(line.msg))![1]);
}

beforeAll(async () => {
  s3 = await startS3Server(path.join(server.dataDir, 's3'));
  await server.prepare();
  await server.start();
}, 180_000);

afterAll(async () => {
  await server.dispose();
  await s3.close();
});

it('serves from two workers, ready, logging one JSON line per request with the pid that answered', async () => {
  expect((await request('GET', '/api/ready')).body).toMatchObject({ status: 'ready' });
  const answers = await Promise.all(Array.from({ length: 6 }, () => request('GET', '/api/v3/config')));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(server.logLines().length).toBeGreaterThan(0);
  expect((await server.servedBy(answers)).size).toBe(2);
});

it('streams from the bucket: a track redirects to a signed URL that serves its bytes, whichever worker signs it', async () => {
  const queue = (await request('GET', '/api/v3/mixtapes/1/queue')).body as unknown as { id: number }[];
  const answers = await Promise.all([1, 2, 3, 4].map(() => request('GET', `/api/v3/tracks/${queue[0].id}/stream`)));
  const locations = answers.map((a) => a.headers.location!);
  expect(answers.map((a) => a.status)).toEqual([302, 302, 302, 302]);
  expect(locations.every((l) => l.startsWith(`${s3.endpoint}/media/`))).toBe(true);
  const ranges = await Promise.all(locations.map(async (l) => Buffer.from(await (await fetch(l, { headers: { range: 'bytes=0-2047' } })).arrayBuffer())));
  expect(ranges[0]).toHaveLength(2048);
  expect(ranges.every((r) => r.equals(ranges[0]))).toBe(true);
  expect(ranges[0].subarray(0, 3).toString('latin1')).toBe('ID3'); // an MP3 with its tags, as the seed wrote it
});

it('holds one rate limit across the workers: 4 profile reads a minute per address, whoever answers', async () => {
  const answers = [];
  for (let i = 0; i < 8; i += 1) answers.push(await request('GET', '/api/v3/users/1'));
  expect(answers.filter((a) => a.status !== 429)).toHaveLength(4);
  expect(answers.slice(4).every((a) => a.status === 429)).toBe(true);
  expect((await server.servedBy(answers)).size).toBe(2);
});

it('shares the outbox key made at start, and sessions: a refresh token rotated by one worker is the one the other takes, and a logout ends it everywhere', async () => {
  const email = 'cluster@example.com';
  expect((await request('POST', '/api/v2.0/signup/otp', { form: { way: 'email', email }, headers: { 'x-api-key': 'mixtape-web' } })).status).toBe(200);
  // The key the primary made at start and printed with the outbox's address: every worker takes it, nobody else.
  const key = outboxKey();
  const outboxAnswers = await Promise.all([1, 2, 3, 4].map(() => request('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { 'x-dev-tools-key': key } })));
  expect(outboxAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect((await request('GET', '/api/dev/outbox')).status).toBe(404);
  const outbox = outboxAnswers[0];
  const code = /code is (\d{4})/.exec((outbox.body.data as { text: string }[])[0].text)![1];
  const verified = await request('POST', '/api/v2.0/signup/verify', { form: { way: 'email', email, code }, headers: { 'x-api-key': 'mixtape-web' } });
  const signup = await request('POST', '/api/v2.0/signup', {
    form: { fullname: 'Cluster Tester', username: 'clustertester', password: 'two-workers-one-truth', signup_token: verified.body.signup_token as string },
    headers: { 'x-api-key': 'mixtape-web' },
  });
  expect(signup.status).toBe(200);
  const cookieOf = (answer: Answer) => /refresh_token=([^;]*)/.exec(String(answer.headers['set-cookie']))![1];
  let cookie = cookieOf(signup);
  const refreshes: Answer[] = [];
  for (let i = 0; i < 4; i += 1) {
    const refreshed = await request('POST', '/api/v3/auth/refresh', { headers: { cookie: `refresh_token=${cookie}` } });
    expect(refreshed.status).toBe(200);
    refreshes.push(refreshed);
    cookie = cookieOf(refreshed);
  }
  const token = refreshes.at(-1)!.body.access_token as string;
  expect((await request('GET', '/api/v3/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  expect((await request('POST', '/api/v3/auth/logout', { headers: { cookie: `refresh_token=${cookie}` } })).status).toBe(204);
  const afterLogout = await Promise.all([1, 2, 3, 4].map(() => request('POST', '/api/v3/auth/refresh', { headers: { cookie: `refresh_token=${cookie}` } })));
  expect(afterLogout.map((a) => a.status)).toEqual([401, 401, 401, 401]);
  expect((await server.servedBy([...refreshes, ...afterLogout])).size).toBe(2);
});

it("counts one worker's event in what every worker answers", async () => {
  const views = async () => ((await request('GET', '/api/v3/mixtapes/1')).body as { stats: { views: number } }).stats.views;
  // Both workers now keep this answer: the one that does not take the event must drop it when told.
  const [before, ...same] = await Promise.all([1, 2, 3, 4].map(views));
  expect(same).toEqual([before, before, before]);
  const event = { event: 'mixtape_view', event_id: 'cluster-view-1', time: new Date().toISOString(), mixtape_id: 1 };
  const posted = await request('POST', '/api/v3/log/event', { json: { events: [event] } });
  expect(posted.body).toMatchObject({ accepted: 1 });
  expect(await Promise.all([1, 2, 3, 4].map(views))).toEqual([before + 1, before + 1, before + 1, before + 1]);
});

it('takes a mixtape down on every worker at once: streams, its page and the sitemap, whichever worker answers', async () => {
  // The member signed up above is an admin (ADMIN_EMAILS); the console wants two-factor codes on, and a session
  // that passed one: this one, begun with the password, confirms a code it asks for.
  const login = await request('POST', '/api/v3/auth/login', { json: { user: 'clustertester', pass: 'two-workers-one-truth' } });
  const auth = { authorization: `Bearer ${login.body.access_token as string}` };
  expect((await request('PATCH', '/api/v3/users/me', { json: { twoFactorEnabled: true, current_password: 'two-workers-one-truth' }, headers: auth })).status).toBe(200);
  expect((await request('POST', '/api/v3/admin/second-factor', { headers: auth })).status).toBe(200);
  const mail = await request('GET', `/api/dev/outbox?to=${encodeURIComponent('cluster@example.com')}`, { headers: { 'x-dev-tools-key': outboxKey() } });
  const code = /code is (\d{4})/.exec((mail.body.data as { text: string }[])[0].text)![1];
  expect((await request('POST', '/api/v3/admin/second-factor/verify', { json: { code }, headers: auth })).status).toBe(200);
  const tape = (await request('GET', '/api/v3/mixtapes/3')).body as { slug: string; tracks: { id: number }[] };
  const stream = `/api/v3/tracks/${tape.tracks[0].id}/stream`;
  // Both workers keep the track's file and the slug's page before the take-down.
  const before = await Promise.all([1, 2, 3, 4].map(() => request('GET', stream)));
  expect(before.map((a) => a.status)).toEqual([302, 302, 302, 302]);
  expect((await Promise.all([1, 2].map(() => request('GET', `/mixtape/${tape.slug}`)))).map((a) => a.status)).toEqual([200, 200]);
  const sent = await request('POST', '/api/v3/contact/dmca', {
    json: { name: 'Label', email: 'claims@label.example', copyrighted_work: 'Our song', infringing_urls: [`${server.base}/mixtape/${tape.slug}`], good_faith: true, accurate: true, signature: 'Label' },
  });
  expect(sent.status).toBe(201);
  const notices = await request('GET', '/api/v3/admin/dmca', { headers: auth });
  const notice = (notices.body.data as { id: number; reference: string }[])[0];
  const down = await request('POST', `/api/v3/admin/dmca/${notice.id}/takedown`, { json: { mixtape_id: 3 }, headers: auth });
  expect(down.body).toMatchObject({ changed: true });
  const after = await Promise.all([1, 2, 3, 4].map(() => request('GET', stream)));
  expect(after.map((a) => [a.status, a.body.reference])).toEqual(Array(4).fill([451, notice.reference]));
  const pages = await Promise.all([1, 2, 3, 4].map(() => request('GET', `/mixtape/${tape.slug}`)));
  expect(pages.map((a) => a.status)).toEqual([451, 451, 451, 451]);
  expect((await server.servedBy([...after, ...pages])).size).toBe(2);
  expect(pages[0].text).toContain(notice.reference);
  const sitemap = await request('GET', '/sitemap.xml');
  expect(sitemap.text).toContain('/mixtape/');
  expect(sitemap.text).not.toContain(`/mixtape/${tape.slug}<`);
});

it('stops on SIGTERM without losing an accepted write: every event answered as stored is counted after a restart', async () => {
  const viewsOf = async () => ((await request('GET', '/api/v3/mixtapes/2')).body as { stats: { views: number } }).stats.views;
  const before = await viewsOf();
  const sends = Array.from({ length: 120 }, (_, i) =>
    request('POST', '/api/v3/log/event', {
      json: { events: [{ event: 'mixtape_view', event_id: `sigterm-${i}`, time: new Date().toISOString(), mixtape_id: 2 }] },
      headers: { 'x-forwarded-for': `10.9.0.${i}` },
    }).catch(() => null),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  const exitCode = server.stop();
  const answers = await Promise.all(sends);
  expect(await exitCode).toBe(0);
  expect(server.logs).toMatch(/"msg":"stopped"/);
  const accepted = answers.filter((a) => a?.status === 200 && a.body.accepted === 1).length;
  expect(accepted).toBeGreaterThan(0);
  await server.start();
  expect(await viewsOf()).toBe(before + accepted);
});
