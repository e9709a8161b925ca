import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import type { Cluster } from './cluster';
import { call, type Answer, type RequestInit } from './http';

// What makes several instances one site, checked through nginx against a running cluster (scripts/cluster/
// cluster.ts), in order (later checks use the accounts earlier ones made): `npm run bench:cluster` prints each
// as a pass or fail line, the service tests run each as a test. The cluster runs with CHECKS_ENV, and a catalog
// holding a paid mixtape already out and three free ones.

export interface ClusterCheck {
  name: string;
  run: () => Promise<void>;
}

/** A write on one instance shows on every other within this time. */
export const SEEN_WITHIN_MS = 5_000;
/** The profile reads a minute the checks' cluster allows an address. */
const PROFILE_READS_PER_MINUTE = 4;
const OPERATOR_EMAIL = 'cluster-operator@example.com';

/** What the checks need the instances to run with: a low limit to reach, an operator (an admin, so a creator too). */
export const CHECKS_ENV = { RATE_LIMIT_PROFILES_PER_MINUTE: String(PROFILE_READS_PER_MINUTE), ADMIN_EMAILS: OPERATOR_EMAIL };

const V2 = { 'x-api-key': 'mixtape-web' };
const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };

export interface Account {
  email: string;
  username: string;
  password: string;
  id: number;
  token: string;
  cookie: string;
}

interface MixtapeRef {
  id: number;
  slug: string;
  releaseDate: string;
  price: { amount: number } | null;
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const expectStatus = (answer: Answer, status: number | number[], what: string) => {
  const wanted = [status].flat();
  expect(wanted.includes(answer.status), `${what}: ${answer.status} ${answer.text.slice(0, 300)} (expected ${wanted.join(' or ')})`);
  return answer;
};

const refreshCookie = (answer: Answer) => /refresh_token=([^;]*)/.exec(answer.headers.get('set-cookie') ?? '')?.[1] ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `seen` on every instance until it holds on all of them; throws when that takes longer than `withinMs`. */
async function seenOnEvery(cluster: Cluster, what: string, seen: (base: string) => Promise<boolean>, withinMs = SEEN_WITHIN_MS): Promise<void> {
  const started = Date.now();
  const waiting = new Set(cluster.instances);
  while (waiting.size) {
    for (const instance of [...waiting]) if (await seen(instance.base)) waiting.delete(instance);
    if (!waiting.size) return;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not seen on ${[...waiting].map((i) => i.name).join(', ')} within ${withinMs / 1000} s`);
    await sleep(100);
  }
}

/** Signs a member up on the site at `base` as the site does, its code read from the outbox with the tools' key. */
export async function signUp(base: string, devToolsKey: string, username: string, email: string): Promise<Account> {
  const site = (urlPath: string, init?: RequestInit) => call(base, urlPath, init);
  const password = `${username}-listens-on-two-instances`;
  expectStatus(await site('/api/v2.0/signup/otp', { form: { way: 'email', email }, headers: V2 }), 200, 'sign-up code');
  const outbox = expectStatus(await site(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { 'x-dev-tools-key': devToolsKey } }), 200, 'the outbox');
  const code = /code is (\d{4})/.exec(outbox.body.data[0].text)![1];
  const verified = expectStatus(await site('/api/v2.0/signup/verify', { form: { way: 'email', email, code }, headers: V2 }), 200, 'sign-up code check');
  const signup = expectStatus(await site('/api/v2.0/signup', { form: { fullname: username, username, password, signup_token: verified.body.signup_token }, headers: V2 }), 200, 'sign-up');
  const me = expectStatus(await site('/api/v3/users/me', { token: signup.body.access_token }), 200, 'the new account');
  return { email, username, password, id: me.body.id, token: signup.body.access_token, cookie: refreshCookie(signup) };
}

/** The checks, to run in order once `cluster()` answers a running cluster. */
export function clusterChecks(cluster: () => Cluster): ClusterCheck[] {
  const site = (urlPath: string, init?: RequestInit) => call(cluster().base, urlPath, init);
  const upstreams = () => cluster().instances.map((i) => `127.0.0.1:${i.port}`);
  let listener: Account;
  let operator: Account;
  let catalog: MixtapeRef[] = [];

  /**
   * Through nginx, on another instance than `than`: nginx takes the instances in turn, so once a probe has landed
   * on `than` the next request goes to another.
   */
  async function onOther(than: string | null, send: () => Promise<Answer>, what: string): Promise<Answer> {
    for (let i = 0; i < 4 && (await site('/api/health')).upstream !== than; i++);
    const answer = await send();
    expect(answer.upstream && answer.upstream !== than, `${what}: answered by ${answer.upstream}, the instance of the log-in`);
    return answer;
  }

  const member = (username: string, email: string) => signUp(cluster().base, cluster().env.DEV_TOOLS_KEY, username, email);

  const mixtape = async (base: string, id: number) => (await call(base, `/api/v3/mixtapes/${id}`)).body;
  const released = (m: MixtapeRef) => Date.parse(m.releaseDate) <= Date.now();
  /** A paid mixtape already out. */
  const paidMixtape = () => {
    const found = catalog.find((m) => m.price && released(m));
    expect(found, 'the catalog has no paid mixtape already out (seed more mixtapes)');
    return found;
  };

  /** Buys `tape` on another instance than `than`, as the site does: an intent, the card, the confirmation. */
  async function buy(than: string | null, tape: MixtapeRef): Promise<void> {
    const intent = expectStatus(await onOther(than, () => site(`/api/v3/mixtapes/${tape.id}/purchase`, { method: 'POST', token: listener.token }), 'purchase'), 200, 'purchase');
    expectStatus(await onOther(than, () => site('/api/payments/sandbox/confirm', { json: { client_secret: intent.body.client_secret, card: CARD } }), 'card'), 200, 'card');
    const confirm = () => site(`/api/v3/mixtapes/${tape.id}/purchase/confirm`, { json: { payment_intent_id: intent.body.payment_intent_id }, token: listener.token });
    expectStatus(await onOther(than, confirm, 'purchase confirmation'), 200, 'purchase confirmation');
  }

  const bought = async (base: string, id: number, buyer: Account) => {
    const purchases = await call(base, '/api/v3/users/purchases?take=50', { token: buyer.token });
    return purchases.status === 200 && purchases.body.data.some((p: { mixtape: { id: number } }) => p.mixtape.id === id);
  };

  return [
    {
      name: 'nginx hands requests to every instance in turn',
      run: async () => {
        const answers = await Promise.all(Array.from({ length: 4 }, () => site('/api/ready')));
        expect(
          answers.every((a) => a.status === 200),
          `readiness through nginx: ${answers.map((a) => a.status).join(', ')}`,
        );
        expect(new Set(answers.map((a) => a.upstream)).size === upstreams().length, `answered by ${answers.map((a) => a.upstream).join(', ')}`);
        const list = await site('/api/v3/mixtapes?take=100');
        catalog = list.body.data;
      },
    },
    {
      name: 'a member logs in on one instance and refreshes, pays, comments and votes on the other: each shows on both within 5 s',
      run: async () => {
        listener = await member('clusterfan', 'cluster-fan@example.com');
        const tape = paidMixtape();
        // Every instance keeps the mixtape's answer before the writes: each must drop it when another writes.
        const before = await mixtape(cluster().instances[0].base, tape.id);
        for (const instance of cluster().instances) expect((await mixtape(instance.base, tape.id)).stats.likes === before.stats.likes, 'the instances disagree before any write');

        const login = expectStatus(await site('/api/v3/auth/login', { json: { user: listener.username, pass: listener.password } }), 200, 'log-in');
        const loggedInOn = login.upstream;
        listener.token = login.body.access_token;
        const refreshed = expectStatus(await onOther(loggedInOn, () => site('/api/v3/auth/refresh', { method: 'POST', headers: { cookie: `refresh_token=${refreshCookie(login)}` } }), 'refresh'), 200, 'refresh');
        listener.token = refreshed.body.access_token;
        listener.cookie = refreshCookie(refreshed);

        await buy(loggedInOn, tape);
        await seenOnEvery(cluster(), 'the purchase', (base) => bought(base, tape.id, listener));

        const text = `Heard on two instances at ${Date.now()}`;
        const comment = () => site(`/api/v3/mixtapes/${tape.id}/comments`, { json: { text }, token: listener.token });
        expectStatus(await onOther(loggedInOn, comment, 'comment'), [200, 201], 'comment');
        await seenOnEvery(cluster(), 'the comment', async (base) => {
          const [list, detail] = await Promise.all([call(base, `/api/v3/mixtapes/${tape.id}/comments`), mixtape(base, tape.id)]);
          return list.body.data?.some((c: { text: string }) => c.text === text) && detail.commentCount === before.commentCount + 1;
        });

        const vote = () => site(`/api/v3/mixtapes/${tape.id}/vote`, { json: { vote: 'like' }, token: listener.token });
        expectStatus(await onOther(loggedInOn, vote, 'vote'), 200, 'vote');
        await seenOnEvery(cluster(), 'the vote', async (base) => (await mixtape(base, tape.id)).stats.likes === before.stats.likes + 1);
      },
    },
    {
      name: 'a play counted by one instance shows on both within 5 s',
      run: async () => {
        const tape = catalog.find((m) => !m.price && released(m))!;
        const before = await mixtape(cluster().instances[0].base, tape.id);
        for (const instance of cluster().instances) await mixtape(instance.base, tape.id);
        const event = { event: 'track_play', event_id: `cluster-play-${Date.now()}`, time: new Date().toISOString(), track_id: before.tracks[0].id, mixtape_id: tape.id };
        expect((await site('/api/v3/log/event', { json: { events: [event] } })).body.accepted === 1, 'the play was not accepted');
        await seenOnEvery(cluster(), 'the play', async (base) => (await mixtape(base, tape.id)).stats.plays === before.stats.plays + 1);
      },
    },
    {
      name: 'log-in back-off and rate limits count across both instances',
      run: async () => {
        // Three failed log-ins of one name from one address are free, then each makes the next wait (1 s, 2 s...).
        const failures: Answer[] = [];
        for (let i = 0; i < 4; i++) failures.push(await site('/api/v3/auth/login', { json: { user: 'nobody-in-particular', pass: 'not-the-password-at-all' } }));
        expect(failures.map((a) => a.status).join() === '401,401,401,429', `failed log-ins answered ${failures.map((a) => a.status).join(', ')}`);
        expect(new Set(failures.map((a) => a.upstream)).size > 1, 'the failed log-ins all went to one instance');
        const reads: Answer[] = [];
        for (let i = 0; i < PROFILE_READS_PER_MINUTE * 2; i++) reads.push(await site(`/api/v3/users/${listener.id}`));
        const statuses = reads.map((a) => a.status);
        expect(statuses.slice(0, PROFILE_READS_PER_MINUTE).every((s) => s === 200) && statuses.slice(PROFILE_READS_PER_MINUTE).every((s) => s === 429), `profile reads answered ${statuses.join(', ')}`);
        expect(new Set(reads.map((a) => a.upstream)).size > 1, 'the profile reads all went to one instance');
      },
    },
    {
      name: 'a webhook delivered twice, once to each instance, applies once',
      run: async () => {
        const buyer = await member('clusterbuyer', 'cluster-buyer@example.com');
        const tape = paidMixtape();
        const intent = expectStatus(await site(`/api/v3/mixtapes/${tape.id}/purchase`, { method: 'POST', token: buyer.token }), 200, 'purchase');
        const id = `evt_cluster${Date.now()}`;
        const object = { id: intent.body.payment_intent_id, object: 'payment_intent', amount: intent.body.amount, currency: intent.body.currency, status: 'succeeded', client_secret: intent.body.client_secret, metadata: { kind: 'mixtape' } };
        const payload = JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object } });
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: cluster().env.STRIPE_WEBHOOK_SECRET });
        const deliveries = await Promise.all(
          cluster().instances.map((instance) => call(instance.base, '/api/webhooks/payments', { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })),
        );
        expect(
          deliveries.every((d) => d.status === 200),
          `deliveries answered ${deliveries.map((d) => d.status).join(', ')}`,
        );
        const [stored] = await cluster().query<{ n: number }>('select count(*)::int as n from payment_events where id = $1', [id]);
        const purchases = await cluster().query<{ paid: boolean }>('select paid_at is not null as paid from purchases where payment_intent_id = $1', [intent.body.payment_intent_id]);
        expect(stored.n === 1, `the event was stored ${stored.n} times`);
        expect(purchases.length === 1 && purchases[0].paid, `the purchase: ${JSON.stringify(purchases)}`);
        await seenOnEvery(cluster(), 'the purchase paid by webhook', (base) => bought(base, tape.id, buyer));
      },
    },
    {
      name: 'a take-down from the operator console shows on both instances within 5 s',
      run: async () => {
        operator = await member('clusterops', OPERATOR_EMAIL);
        const twoFactor = { json: { twoFactorEnabled: true, current_password: operator.password }, token: operator.token, method: 'PATCH' };
        expectStatus(await site('/api/v3/users/me', twoFactor), 200, 'two-factor codes on (the console needs them)');
        // Turning codes on does not count as passing one: the session asks for a code and confirms it.
        expectStatus(await site('/api/v3/admin/second-factor', { method: 'POST', token: operator.token }), 200, 'a console code');
        const outbox = expectStatus(await site(`/api/dev/outbox?to=${encodeURIComponent(operator.email)}`, { headers: { 'x-dev-tools-key': cluster().env.DEV_TOOLS_KEY } }), 200, 'the outbox');
        const code = /code is (\d{4})/.exec(outbox.body.data[0].text)![1];
        expectStatus(await site('/api/v3/admin/second-factor/verify', { json: { code }, token: operator.token }), 200, 'the console code confirmed');
        const tape = [...catalog].reverse().find((m) => !m.price && released(m))!;
        const detail = await mixtape(cluster().instances[0].base, tape.id);
        const stream = `/api/v3/tracks/${detail.tracks[0].id}/stream`;
        // Both instances keep the track's file and the page before the take-down.
        for (const instance of cluster().instances) {
          expectStatus(await call(instance.base, stream), 302, `the stream on ${instance.name}`);
          expectStatus(await call(instance.base, `/mixtape/${tape.slug}`), 200, `the page on ${instance.name}`);
        }
        const notice = {
          name: 'A Label',
          email: 'claims@label.example',
          copyrighted_work: 'Our song',
          infringing_urls: [`${cluster().base}/mixtape/${tape.slug}`],
          good_faith: true,
          accurate: true,
          signature: 'A Label',
        };
        expectStatus(await site('/api/v3/contact/dmca', { json: notice }), 201, 'the notice');
        const notices = expectStatus(await site('/api/v3/admin/dmca', { token: operator.token }), 200, 'the console');
        const { id, reference } = notices.body.data[0];
        const down = expectStatus(await site(`/api/v3/admin/dmca/${id}/takedown`, { json: { mixtape_id: tape.id }, token: operator.token }), 200, 'the take-down');
        expect(down.body.changed === true, 'the take-down changed nothing');
        await seenOnEvery(cluster(), 'the take-down', async (base) => {
          const [streamed, page] = await Promise.all([call(base, stream), call(base, `/mixtape/${tape.slug}`)]);
          return streamed.status === 451 && streamed.body.reference === reference && page.status === 451;
        });
        catalog = catalog.filter((m) => m.id !== tape.id);
      },
    },
    {
      name: 'a new release from the studio shows on both instances within 5 s, its processing jobs run once across both',
      run: async () => {
        const ffmpeg = execFileSync(process.execPath, ['-p', "require('@ffmpeg-installer/ffmpeg').path"]).toString().trim();
        const uploads: string[] = [];
        for (const n of [1, 2]) {
          const file = path.join(cluster().dir, `release-${n}.flac`);
          execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${220 * n}:duration=3`, '-ac', '2', file]);
          const bytes = fs.readFileSync(file);
          const tus = { 'tus-resumable': '1.0.0' };
          const metadata = `filename ${Buffer.from(`release-${n}.flac`).toString('base64')}`;
          const created = expectStatus(await site('/api/v3/uploads', { method: 'POST', token: operator.token, headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': metadata } }), 201, 'an upload');
          const location = created.headers.get('location')!;
          const patch = { method: 'PATCH', token: operator.token, body: new Uint8Array(bytes), headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } };
          expectStatus(await site(location, patch), [200, 204], 'its bytes');
          uploads.push(location.split('/').pop()!);
        }
        const made = expectStatus(
          await site('/api/v3/studio/mixtapes', { json: { title: `Two Instances ${Date.now()}`, artist: 'The Cluster', tracks: uploads.map((upload_id) => ({ upload_id })) }, token: operator.token }),
          201,
          'the release',
        );
        let release = made.body;
        for (const deadline = Date.now() + 120_000; release.status !== 'ready'; await sleep(250)) {
          expect(release.status !== 'failed' && Date.now() < deadline, `the release's processing: ${release.status} ${release.error ?? ''}`);
          release = (await site(`/api/v3/studio/mixtapes/${made.body.id}`, { token: operator.token })).body;
        }
        const newest = '/api/v3/mixtapes?sort=date&take=100';
        for (const instance of cluster().instances) await call(instance.base, newest);
        const published = expectStatus(await site(`/api/v3/studio/mixtapes/${made.body.id}/publish`, { method: 'POST', token: operator.token }), 200, 'publishing');
        const slug = published.body.slug;
        await seenOnEvery(cluster(), 'the new release', async (base) => (await call(base, newest)).body.data.some((m: { slug: string }) => m.slug === slug));

        const trackIds = release.tracks.map((t: { id: number }) => String(t.id));
        const jobs = await cluster().query<{ state: string; retry_count: number }>(
          "select state, retry_count from pgboss.job where name = 'process-track' and singleton_key = any($1)",
          [trackIds],
        );
        expect(jobs.length === trackIds.length && jobs.every((j) => j.state === 'completed' && j.retry_count === 0), `the processing jobs: ${JSON.stringify(jobs)}`);
        const [schedules] = await cluster().query<{ n: number }>("select count(*)::int as n from pgboss.schedule where name = 'sweep-uploads'");
        expect(schedules.n === 1, `the hourly sweep is scheduled ${schedules.n} times`);
        // Its studio preview is a signed link: made by one instance, it plays on every one.
        for (const instance of cluster().instances) expectStatus(await call(instance.base, release.tracks[0].preview), [200, 302], `the preview on ${instance.name}`);
      },
    },
    {
      name: 'signed links made by one instance are honoured by the other',
      run: async () => {
        const [one, other] = cluster().instances;
        const tape = catalog.find((m) => !m.price && released(m))!;
        const track = (await mixtape(one.base, tape.id)).tracks[0];
        const link = expectStatus(await call(one.base, `/api/v3/tracks/${track.id}/download`, { method: 'POST', token: listener.token }), 200, `a download link from ${one.name}`);
        expectStatus(await call(other.base, link.body.download_url), [200, 302], `the link on ${other.name}`);
        expectStatus(await call(other.base, link.body.download_url.replace(/signature=[^&]*/, 'signature=forged')), 403, `a forged link on ${other.name}`);
        expectStatus(await call(other.base, '/api/v3/users/me', { token: listener.token }), 200, `${one.name}'s access token on ${other.name}`);
      },
    },
    {
      name: 'media through S3: the app only answers the redirect, the bucket serves the bytes',
      run: async () => {
        const tape = catalog.find((m) => !m.price && released(m))!;
        const track = (await mixtape(cluster().instances[0].base, tape.id)).tracks[0];
        const range = { range: 'bytes=0-2047' };
        const answer = expectStatus(await site(`/api/v3/tracks/${track.id}/stream`, { headers: range }), 302, 'the stream');
        const location = answer.headers.get('location') ?? '';
        expect(location.startsWith(`${cluster().mediaOrigin}/`) && answer.text.length === 0, `the stream answered ${location} with ${answer.text.length} bytes`);
        const bytes = await fetch(location, { headers: range });
        expect(bytes.status === 206 && (await bytes.arrayBuffer()).byteLength === 2048, `the bucket answered ${bytes.status}`);
      },
    },
  ];
}
