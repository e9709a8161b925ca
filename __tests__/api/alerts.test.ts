/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { AlertSettings, ReminderState, UnsubscribeResult } from '@/lib/contracts/alerts';
import type { Release } from '@/lib/contracts/studio';
import { apiForSuite } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';

// Release alerts over HTTP and the job queue (see docs/product.md, Following and alerts): who is emailed when
// a mixtape or an episode comes out, once each however the jobs are run, the unsubscribe link without a log-in, a
// member's alert settings and 'Notify me'.

const api = apiForSuite({ seed: true, jobs: true });
const alerts = () => import('@/server/discovery/alerts');

const EVERYONE = { after: 0, through: 2_147_483_647 };
const ALL_ON: AlertSettings = { artists: true, djs: true, podcasts: true, coming_soon: true };
const INVALID_LINK = 'This unsubscribe link is not valid. Open it again from the email, or turn the email off in Account settings.';

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string> | null;
}

interface MixtapeRow {
  id: number;
  title: string;
  slug: string;
  artist_id: number;
  dj_id: number | null;
  artist: string;
  dj: string | null;
}

/** The alert emails of one release (by a word of their subjects) in the outbox, oldest first. */
const mailsAbout = (title: string) =>
  runSql<Mail>(`select "to", subject, text, headers from outbox_messages where subject like '%' || $$${title}$$ || '%' order by id`);

/** Waits until `count` emails about `title` are in the outbox (the jobs run them), then a moment for any extra one. */
async function waitForMails(title: string, count: number): Promise<Mail[]> {
  // Up to 40 s: three jobs in a row (announce, fan-out, batches) on a machine a full test run keeps busy.
  for (let i = 0; i < 400 && (await mailsAbout(title)).length < count; i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 500));
  return mailsAbout(title);
}

const byAddress = (mails: Mail[]) => Object.fromEntries(mails.map((m) => [m.to, m.subject]));

async function mixtape(where: string): Promise<MixtapeRow> {
  const [row] = await runSql<MixtapeRow>(
    `select m.id, m.title, m.slug, m.artist_id, m.dj_id, a.name as artist, d.name as dj from mixtapes m join artists a on a.id = m.artist_id left join djs d on d.id = m.dj_id where ${where} order by m.id limit 1`,
  );
  return row;
}

/** Members made straight in the database (with an email unless told), as many as `names`. */
async function members(names: string[], email = true): Promise<{ id: number; email: string | null }[]> {
  const values = names.map((n) => `('${n}', '${n}', ${email ? `'${n}@example.com'` : 'null'}, 'unused')`).join(', ');
  return runSql<{ id: number; email: string | null }>(`insert into users (username, fullname, email, password_hash) values ${values} returning id, email`);
}

const follow = (kind: 'artists' | 'djs' | 'podcasts', userIds: number[], itemId: number) =>
  runSql(`insert into followed_${kind} (user_id, item_id) values ${userIds.map((u) => `(${u}, ${itemId})`).join(', ')}`);

/** A stand-in for the signal of a job whose process stops after `sends` recipients. */
function stopsAfter(sends: number): AbortSignal {
  const throwIfAborted = () => {
    if (sends-- <= 0) throw new Error('the process stopped');
  };
  return { throwIfAborted } as unknown as AbortSignal;
}

const tokenOf = (mail: Mail) => /token=([^>\s]+)/.exec(mail.headers!['List-Unsubscribe'])![1];
const unsubscribe = (token: string, init: Parameters<typeof httpCall>[1] = { form: { 'List-Unsubscribe': 'One-Click' } }) =>
  httpCall<UnsubscribeResult>(`${api.url}/api/v3/alerts/unsubscribe`, { method: 'POST', query: { token }, ...init });

let comingSoon: MixtapeRow;
let artistFan: Member;
let djFan: Member;
let bothFan: Member;
let notifier: Member;
let quiet: Member;

beforeAll(async () => {
  [artistFan, djFan, bothFan, notifier, quiet] = await Promise.all(['artist-fan', 'dj-fan', 'both-fan', 'notifier', 'quiet'].map((name) => createMember(api, name)));
  comingSoon = await mixtape('m.release_date > now()');
  // Hosted by a DJ, whoever the seed gave it.
  if (comingSoon.dj_id === null) await runSql(`update mixtapes set dj_id = (select min(id) from djs) where id = ${comingSoon.id}`);
  comingSoon = await mixtape(`m.id = ${comingSoon.id}`);
});

describe('the seed', () => {
  it('marks what was out as it was made as announced, and leaves Coming Soon to be announced when it comes out', async () => {
    const [counts] = await runSql<Record<string, number>>(`select
      (select count(*)::int from mixtapes where release_date <= now() and announced_at is null) as out_unannounced,
      (select count(*)::int from mixtapes where release_date > now() and announced_at is not null) as soon_announced,
      (select count(*)::int from mixtapes where release_date > now()) as soon,
      (select count(*)::int from episodes where announced_at is null) as episodes_unannounced`);
    expect(counts).toEqual({ out_unannounced: 0, soon_announced: 0, soon: expect.any(Number), episodes_unannounced: 0 });
    expect(counts.soon).toBeGreaterThan(0);
    // Nothing seeded is news.
    await (await alerts()).announceDueReleases();
    expect(await runSql('select * from alert_deliveries')).toEqual([]);
  });
});

describe("'Notify me'", () => {
  const reminder = (as: Member | null, id: number, method = 'GET') => callAs(api, as)<ReminderState>(`/users/reminders/${id}`, { method });

  it('is off, turns on (twice changes nothing), reads back, and turns off', async () => {
    expect((await reminder(quiet, comingSoon.id)).body).toEqual({ reminder: false });
    expect((await reminder(quiet, comingSoon.id, 'POST')).body).toEqual({ reminder: true });
    expect((await reminder(quiet, comingSoon.id, 'POST')).body).toEqual({ reminder: true });
    expect((await reminder(quiet, comingSoon.id)).body).toEqual({ reminder: true });
    expect((await reminder(quiet, comingSoon.id, 'DELETE')).body).toEqual({ reminder: false });
    expect((await reminder(quiet, comingSoon.id, 'DELETE')).body).toEqual({ reminder: false });
    expect((await reminder(quiet, comingSoon.id)).body).toEqual({ reminder: false });
  });

  it("is each member's own: another member's reminder is not yours", async () => {
    expect((await reminder(notifier, comingSoon.id, 'POST')).status).toBe(200);
    expect((await reminder(quiet, comingSoon.id)).body).toEqual({ reminder: false });
  });

  it('refuses a mixtape already out (409), one that does not exist (404), a guest (401) and an id that is not one (400)', async () => {
    const out = await mixtape('m.release_date <= now()');
    const refused = await reminder(quiet, out.id, 'POST');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This mixtape is already out: play it now.');
    expect((await reminder(quiet, out.id)).body).toEqual({ reminder: false });
    for (const method of ['GET', 'POST', 'DELETE']) {
      const missing = await reminder(quiet, 999_999, method);
      expect([method, missing.status, missing.body.message]).toEqual([method, 404, 'Mixtape not found']);
    }
    expect((await reminder(null, comingSoon.id, 'POST')).status).toBe(401);
    expect((await callAs(api, quiet)('/users/reminders/abc')).status).toBe(400);
  });
});

describe('alert settings', () => {
  const settings = (as: Member | null, json?: unknown) => callAs(api, as)<AlertSettings>('/users/me/alerts', json === undefined ? {} : { method: 'PATCH', json });

  it('are all on at first; a change turns the kinds named on or off and leaves the others', async () => {
    expect((await settings(quiet)).body).toEqual(ALL_ON);
    expect((await settings(quiet, { djs: false, podcasts: false })).body).toEqual({ ...ALL_ON, djs: false, podcasts: false });
    expect((await settings(quiet, { podcasts: true })).body).toEqual({ ...ALL_ON, djs: false });
    expect((await settings(quiet)).body).toEqual({ ...ALL_ON, djs: false });
  });

  it("are each member's own, and need a log-in", async () => {
    expect((await settings(djFan)).body).toEqual(ALL_ON);
    expect((await settings(null)).status).toBe(401);
    expect((await settings(null, { djs: false })).status).toBe(401);
  });

  it('refuses a change that names nothing, an unknown kind or a value that is not true or false, with a message', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Name at least one of artists, djs, podcasts, coming_soon'],
      [{ charts: false }, 'Only artists, djs, podcasts, coming_soon can be changed'],
      [{ artists: 'no' }, 'artists must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await settings(quiet, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });
});

describe('a Coming Soon mixtape coming out', () => {
  let mails: Mail[];

  beforeAll(async () => {
    const [noEmail] = await members(['phone-only'], false);
    const [suspended, optedOut] = await members(['suspended-fan', 'opted-out']);
    await runSql(`update users set suspended_at = now() where id = ${suspended.id}`);
    await follow('artists', [artistFan.id, bothFan.id, noEmail.id, suspended.id, optedOut.id, notifier.id], comingSoon.artist_id);
    await follow('djs', [djFan.id, bothFan.id], comingSoon.dj_id!);
    await runSql(`insert into alert_opt_outs (user_id, kind) values (${optedOut.id}, 'artists')`);
    // The notifier asked 'Notify me' above (and follows the artist too); `quiet` asked, then cancelled.
    await runSql(`update mixtapes set release_date = now() - interval '1 second' where id = ${comingSoon.id}`);
    await (await alerts()).announceDueReleases();
    mails = await waitForMails(comingSoon.title, 4);
  });

  it('emails each follower of its artist and of its DJ, and each member who asked, once: under the most particular reason', () => {
    expect(byAddress(mails)).toEqual({
      'artist-fan@example.com': `New from ${comingSoon.artist}: ${comingSoon.title}`,
      'dj-fan@example.com': `New from ${comingSoon.dj}: ${comingSoon.title}`,
      // Following both, the artist's email; asking 'Notify me' as well as following, the reminder's.
      'both-fan@example.com': `New from ${comingSoon.artist}: ${comingSoon.title}`,
      'notifier@example.com': `${comingSoon.title} is out now`,
    });
    expect(mails).toHaveLength(4);
  });

  it('leaves out an opted-out member, a suspended one and one without an email address', async () => {
    const told = await runSql<{ user_id: number }>(`select user_id from alert_deliveries where release = 'mixtape' and release_id = ${comingSoon.id} order by user_id`);
    expect(told.map((row) => row.user_id).sort((a, b) => a - b)).toEqual([artistFan.id, djFan.id, bothFan.id, notifier.id].sort((a, b) => a - b));
  });

  it('says what came out with the link to its page, and how to unsubscribe, in the text and the RFC 8058 headers', async () => {
    const mail = mails.find((m) => m.to === 'notifier@example.com')!;
    expect(mail.text).toContain(`${comingSoon.title} by ${comingSoon.artist}, hosted by ${comingSoon.dj} is out now.`);
    expect(mail.text).toMatch(new RegExp(`Listen now: http://[^/]+/mixtape/${comingSoon.slug}\\n`));
    expect(mail.text).toMatch(/Unsubscribe from these emails: http:\/\/[^/]+\/unsubscribe\?token=\d+\.coming_soon\.[\w-]+\n/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/[^/]+\/api\/v3\/alerts\/unsubscribe\?token=\d+\.coming_soon\.[\w-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The outbox's API shows them too.
    const [kept] = await readOutbox(api.url, 'notifier@example.com');
    expect(kept.headers).toEqual(mail.headers);
  });

  it('is announced once: claiming again, or running its batch again, sends nothing more', async () => {
    const { announceDueReleases, sendAlertBatch } = await alerts();
    await announceDueReleases();
    await sendAlertBatch({ release: 'mixtape', id: comingSoon.id, ...EVERYONE }, { signal: new AbortController().signal });
    expect(await mailsAbout(comingSoon.title)).toHaveLength(4);
  });
});

describe('a batch', () => {
  it('run again, or stopped half-way and run again, tells each member once', async () => {
    const out = await mixtape(`m.release_date <= now() and m.artist_id <> ${comingSoon.artist_id}`);
    const fans = await members(['batch-1', 'batch-2', 'batch-3', 'batch-4', 'batch-5']);
    await follow('artists', fans.map((f) => f.id), out.artist_id);
    const { sendAlertBatch } = await alerts();
    // Their range of user ids alone: members of other tests may follow the same artist.
    const batch = { release: 'mixtape' as const, id: out.id, after: fans[0].id - 1, through: fans[4].id };

    await expect(sendAlertBatch(batch, { signal: stopsAfter(2) })).rejects.toThrow('the process stopped');
    expect(await mailsAbout(out.title)).toHaveLength(2);
    await sendAlertBatch(batch, { signal: new AbortController().signal });
    await sendAlertBatch(batch, { signal: new AbortController().signal });
    const mails = await mailsAbout(out.title);
    expect(mails.map((m) => m.to).sort()).toEqual(fans.map((f) => f.email).sort());
  });

  it('splits a release of many followers into batches of 100 by user id', async () => {
    const [podcast] = await runSql<{ id: number; title: string; slug: string }>('select id, title, slug from podcasts order by id limit 1');
    const listeners = await members(Array.from({ length: 230 }, (_, i) => `listener-${i}`));
    await follow('podcasts', listeners.map((l) => l.id), podcast.id);
    // Published a second ago: PostgreSQL's now() has microseconds, the claim's clock milliseconds, and a claim in the
    // same millisecond as the insert would find it not out yet (the next minute's run would announce it).
    const [episode] = await runSql<{ id: number }>(`insert into episodes (podcast_id, slug, title, description, media_key, duration_seconds, published_at)
      select podcast_id, 'fresh-episode', 'Fresh Episode', '', media_key, duration_seconds, now() - interval '1 second' from episodes where podcast_id = ${podcast.id} limit 1 returning id`);
    await (await alerts()).announceDueReleases();
    const mails = await waitForMails('Fresh Episode', 230);
    expect(new Set(mails.map((m) => m.to)).size).toBe(230);
    expect(mails).toHaveLength(230);
    expect(mails[0].subject).toBe(`New episode of ${podcast.title}: Fresh Episode`);
    expect(mails[0].text).toMatch(new RegExp(`Listen now: http://[^/]+/podcast/${podcast.slug}\\n`));
    const batches = await runSql<{ after: string; through: string }>(
      `select data->>'after' as after, data->>'through' as through from pgboss.job where name = 'alert-batch' and data->>'release' = 'episode' and (data->>'id')::int = ${episode.id} order by (data->>'after')::int`,
    );
    const ids = listeners.map((l) => l.id).sort((a, b) => a - b);
    expect(batches.map((b) => [Number(b.after), Number(b.through)])).toEqual([
      [0, ids[99]],
      [ids[99], ids[199]],
      [ids[199], ids[229]],
    ]);
  });
});

describe('the unsubscribe link', () => {
  let mail: Mail;
  beforeAll(async () => {
    mail = (await mailsAbout(comingSoon.title)).find((m) => m.to === 'artist-fan@example.com')!;
  });

  it("turns that kind off without a log-in, by the email's one-click POST; the settings show it", async () => {
    const res = await unsubscribe(tokenOf(mail));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'artists', message: "You're unsubscribed from artist release emails." });
    expect((await callAs(api, artistFan)<AlertSettings>('/users/me/alerts')).body).toEqual({ ...ALL_ON, artists: false });
    // Again, as the RFC's multipart form, or from the site's page (JSON or no body): the same answer.
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(`${api.url}/api/v3/alerts/unsubscribe?token=${tokenOf(mail)}`, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    expect((await unsubscribe(tokenOf(mail), { json: {} })).status).toBe(200);
    expect((await unsubscribe(tokenOf(mail), {})).body.kind).toBe('artists');
  });

  it('refuses a token changed in any way, or none, with a 400 that says so; nothing is turned off', async () => {
    const token = tokenOf(mail);
    const [user, kind, signature] = token.split('.');
    const tampered = [
      `${Number(user) + 1}.${kind}.${signature}`,
      `${user}.djs.${signature}`,
      `${user}.${kind}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${user}.${kind}`,
      'nonsense',
    ];
    for (const bad of tampered) {
      const res = await unsubscribe(bad);
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, INVALID_LINK]);
    }
    expect((await unsubscribe('')).status).toBe(400);
    expect((await callAs(api, artistFan)<AlertSettings>('/users/me/alerts')).body).toEqual({ ...ALL_ON, artists: false });
  });

  it('does nothing on GET, which mail scanners prefetch', async () => {
    const res = await httpCall(`${api.url}/api/v3/alerts/unsubscribe`, { query: { token: tokenOf(mail) } });
    expect(res.status).toBe(405);
  });

  it("stops that kind of email, and that kind only: the artist's next release tells the member nothing, a DJ's still does", async () => {
    const other = await mixtape(`m.release_date <= now() and m.artist_id <> ${comingSoon.artist_id}`);
    await runSql(`update mixtapes set artist_id = ${comingSoon.artist_id}, dj_id = coalesce(dj_id, (select min(id) from djs)) where id = ${other.id}`);
    const next = await mixtape(`m.id = ${other.id}`);
    await follow('djs', [artistFan.id], next.dj_id!);
    await (await alerts()).sendAlertBatch({ release: 'mixtape', id: next.id, ...EVERYONE }, { signal: new AbortController().signal });
    const told = byAddress(await mailsAbout(next.title));
    expect(told['artist-fan@example.com']).toBe(`New from ${next.dj}: ${next.title}`);
    expect(told['both-fan@example.com']).toBe(`New from ${comingSoon.artist}: ${next.title}`);
  });
});

describe('publishing in the studio', () => {
  let creator: Member;
  let artist: MixtapeRow;

  /** A release of one processed track by the followed artist, ready to publish (at `releaseAt`, when given). */
  async function readyRelease(title: string, releaseAt?: string): Promise<number> {
    const [track] = await runSql<{ id: number }>(
      `insert into tracks (title, artist, duration_seconds, media_key, size, bitrate) select 'Opener', $$${artist.artist}$$, duration_seconds, $$audio/${title}.mp3$$, size, bitrate from tracks limit 1 returning id`,
    );
    const [release] = await runSql<{ id: number }>(
      `insert into releases (owner_id, title, artist, status, release_at) values (${creator.id}, $$${title}$$, $$${artist.artist}$$, 'ready', ${releaseAt ? `'${releaseAt}'` : 'null'}) returning id`,
    );
    await runSql(`insert into release_tracks (release_id, track_id, position, status) values (${release.id}, ${track.id}, 1, 'ready')`);
    return release.id;
  }
  const announced = async (slug: string) => (await runSql<{ announced: boolean }>(`select announced_at is not null as announced from mixtapes where slug = '${slug}'`))[0].announced;

  beforeAll(async () => {
    creator = await createMember(api, 'alert-creator');
    await runSql(`update users set roles = '{creator}' where id = ${creator.id}`);
    artist = await mixtape(`m.artist_id <> ${comingSoon.artist_id}`);
    // The creator is that artist's own (as an admin linked them in the console): only they publish as the artist.
    await runSql(`insert into profile_owners (kind, artist_id, user_id, via) values ('artist', ${artist.artist_id}, ${creator.id}, 'console')`);
    await follow('artists', [(await members(['studio-fan']))[0].id], artist.artist_id);
  });

  it('announces a release that is out now at once, to the followers of the artist it names', async () => {
    const published = await callAs(api, creator)<Release>(`/studio/mixtapes/${await readyRelease('Straight From The Studio')}/publish`, { method: 'POST' });
    expect(published.body.status).toBe('published');
    // Claimed as the publish answered, not at the next minute.
    expect(await announced(published.body.slug!)).toBe(true);
    expect(byAddress(await waitForMails('Straight From The Studio', 1))['studio-fan@example.com']).toBe(`New from ${artist.artist}: Straight From The Studio`);
  });

  it('leaves a scheduled one to its time, and announces it at once when it is moved to now', async () => {
    const id = await readyRelease('Later From The Studio', new Date(Date.now() + 86_400_000).toISOString());
    const scheduled = await callAs(api, creator)<Release>(`/studio/mixtapes/${id}/publish`, { method: 'POST' });
    expect(scheduled.body.status).toBe('scheduled');
    expect(await announced(scheduled.body.slug!)).toBe(false);
    expect((await callAs(api, creator)<Release>(`/studio/mixtapes/${id}`, { method: 'PATCH', json: { release_at: null } })).body.status).toBe('published');
    expect(await announced(scheduled.body.slug!)).toBe(true);
    expect(byAddress(await waitForMails('Later From The Studio', 1))['studio-fan@example.com']).toBe(`New from ${artist.artist}: Later From The Studio`);
  });
});

describe('through SMTP', () => {
  const received: string[] = [];
  let refuseNext = true;
  let smtp: SMTPServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          // The first message is refused, as a mail server that is briefly down would.
          if (refuseNext) {
            refuseNext = false;
            return done(Object.assign(new Error('try again later'), { responseCode: 451 }));
          }
          received.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the List-Unsubscribe headers; a refused email fails the batch, and the retry sends it, and it alone', async () => {
    const out = await mixtape('m.release_date <= now()');
    const fans = await members(['smtp-fan-1', 'smtp-fan-2']);
    await follow('artists', fans.map((f) => f.id), out.artist_id);
    const { sendAlertBatch } = await alerts();
    const batch = { release: 'mixtape' as const, id: out.id, after: fans[0].id - 1, through: fans[1].id };
    const signal = new AbortController().signal;

    await expect(sendAlertBatch(batch, { signal })).rejects.toThrow('1 alert email(s) of this batch could not be sent');
    expect(received).toHaveLength(1);
    await sendAlertBatch(batch, { signal });
    await sendAlertBatch(batch, { signal });
    expect(received).toHaveLength(2);
    const recipients = received.map((raw) => /^To: (.+)$/m.exec(raw)![1].trim()).sort();
    expect(recipients).toEqual(['smtp-fan-1@example.com', 'smtp-fan-2@example.com']);
    for (const raw of received) {
      const head = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
      expect(head).toMatch(/^List-Unsubscribe: <http:\/\/[^/]+\/api\/v3\/alerts\/unsubscribe\?token=\d+\.artists\.[\w-]+>$/m);
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    }
  });
});
