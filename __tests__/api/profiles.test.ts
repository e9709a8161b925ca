/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import type { Claim, ClaimAction, ConsoleClaim, ProfileOwnersAction, StudioProfiles } from '@/lib/contracts/profiles';
import type { Release } from '@/lib/contracts/studio';
import { apiForSuite } from '../helpers/api-server';
import { callAs, createMember, runSql, stepUp, type Member } from '../helpers/members';

// Who publishes as whom, over HTTP (see docs/product.md, The studio, and docs/product.md, The console): a creator publishes under
// their own artists and DJs only, a new name becomes theirs, another's or nobody's is refused (when saved and when
// published) and mails nobody; a claim approved in the console makes a profile theirs; every decision is audited.

const api = apiForSuite({ seed: true, jobs: true, env: { ADMIN_EMAILS: 'claims-boss@example.com' } });

let boss: Member; // an admin by ADMIN_EMAILS, with two-factor codes on
let owner: Member; // a creator
let intruder: Member; // another creator
let mod: Member; // a moderator with two-factor codes on
let listener: Member;

interface Person {
  id: number;
  name: string;
}

const notYours = (name: string, kind = 'an artist') =>
  `“${name}” is ${kind} on the site that is not yours: claim it under Your profiles in the studio, or publish under another name.`;

/** Members made straight in the database, with an email. */
const fans = (names: string[]) =>
  runSql<{ id: number; email: string }>(`insert into users (username, fullname, email, password_hash) values ${names.map((n) => `('${n}', '${n}', '${n}@example.com', 'unused')`).join(', ')} returning id, email`);
const follow = (kind: 'artists' | 'djs', userId: number, itemId: number) => runSql(`insert into followed_${kind} (user_id, item_id) values (${userId}, ${itemId})`);

/** The alert emails whose subject holds `title`, after the jobs had time to send them. */
async function mailsAbout(title: string, expected: number): Promise<{ to: string; subject: string }[]> {
  const read = () => runSql<{ to: string; subject: string }>(`select "to", subject from outbox_messages where subject like '%' || $$${title}$$ || '%' order by id`);
  for (let i = 0; i < 300 && (await read()).length < expected; i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 700));
  return read();
}

/** A release of `creator` with one processed track, ready to publish: made in the database, as a save would have left it. */
async function readyRelease(creator: Member, title: string, artist: string, dj: string | null = null): Promise<number> {
  const [track] = await runSql<{ id: number }>(
    `insert into tracks (title, artist, duration_seconds, media_key, size, bitrate) select 'Opener', $$${artist}$$, duration_seconds, $$audio/profiles-${title}.mp3$$, size, bitrate from tracks limit 1 returning id`,
  );
  const [release] = await runSql<{ id: number }>(
    `insert into releases (owner_id, title, artist, dj, status) values (${creator.id}, $$${title}$$, $$${artist}$$, ${dj === null ? 'null' : `$$${dj}$$`}, 'ready') returning id`,
  );
  await runSql(`insert into release_tracks (release_id, track_id, position, status) values (${release.id}, ${track.id}, 1, 'ready')`);
  return release.id;
}

const publish = (as: Member, id: number) => callAs(api, as)<Release & { message?: string }>(`/studio/mixtapes/${id}/publish`, { method: 'POST' });
const profilesOf = async (as: Member) => (await callAs(api, as)<StudioProfiles>('/studio/profiles')).body;
const claim = (as: Member, json: unknown) => callAs(api, as)<Claim & { message?: string }>('/studio/profiles/claims', { json });
const auditOf = async (action: string) => (await callAs(api, boss)<Paged<AuditEntry>>('/admin/audit', { query: { action } })).body.data;

beforeAll(async () => {
  [boss, owner, intruder, mod, listener] = await Promise.all(['claims-boss', 'owner', 'intruder', 'claims-mod', 'claims-listener'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{creator}' where id in (${owner.id}, ${intruder.id})`);
  await runSql(`update users set roles = '{moderator}' where id = ${mod.id}`);
  await Promise.all([boss, mod].map((member) => stepUp(api, member)));
}, 60_000);

describe('publishing under a name', () => {
  it('makes a new name a new profile of its creator, listed under their profiles', async () => {
    expect(await profilesOf(owner)).toEqual({ profiles: [], claims: [] });
    const published = await publish(owner, await readyRelease(owner, 'First Light', 'Nova Owner', 'DJ Owner'));
    expect([published.status, published.body.status]).toEqual([200, 'published']);
    const [artist] = await runSql<Person>(`select id, name from artists where name = 'Nova Owner'`);
    const [dj] = await runSql<Person>(`select id, name from djs where name = 'DJ Owner'`);
    expect((await profilesOf(owner)).profiles).toEqual([
      { kind: 'dj', id: dj.id, name: 'DJ Owner', slug: 'dj-owner' },
      { kind: 'artist', id: artist.id, name: 'Nova Owner', slug: 'nova-owner' },
    ]);
    // Any case of the name is the same profile: their next release goes under it.
    expect((await publish(owner, await readyRelease(owner, 'Second Light', 'nova owner'))).status).toBe(200);
    expect(await runSql(`select id from artists where lower(name) = 'nova owner'`)).toHaveLength(1);
  });

  it("refuses another creator's artist or DJ when a release is saved, changed or published, and mails no follower", async () => {
    const [artist] = await runSql<Person>(`select id, name from artists where name = 'Nova Owner'`);
    const [dj] = await runSql<Person>(`select id, name from djs where name = 'DJ Owner'`);
    const [fan] = await fans(['owner-fan']);
    await follow('artists', fan.id, artist.id);
    await follow('djs', fan.id, dj.id);
    const call = callAs(api, intruder);

    const saved = await call('/studio/mixtapes', { json: { title: 'Stolen', artist: 'NOVA OWNER', tracks: [{ upload_id: 'any' }] } });
    expect([saved.status, saved.body.message]).toEqual([403, notYours('Nova Owner')]);
    const asDj = await call('/studio/mixtapes', { json: { title: 'Stolen', artist: 'Intruder', dj: 'dj owner', tracks: [{ upload_id: 'any' }] } });
    expect([asDj.status, asDj.body.message]).toEqual([403, notYours('DJ Owner', 'a DJ')]);

    const own = await readyRelease(intruder, 'Borrowed Name', 'Intruder Original');
    const changed = await call(`/studio/mixtapes/${own}`, { method: 'PATCH', json: { artist: 'Nova Owner' } });
    expect([changed.status, changed.body.message]).toEqual([403, notYours('Nova Owner')]);
    expect((await call<Release>(`/studio/mixtapes/${own}`)).body.artist).toBe('Intruder Original');

    // Saved before the rule (or by any other way in): publishing refuses it all the same, and nothing comes out.
    const sneaked = await readyRelease(intruder, 'Sneaked Out', 'Nova Owner', 'DJ Owner');
    const refused = await publish(intruder, sneaked);
    expect([refused.status, refused.body.message]).toEqual([403, notYours('Nova Owner')]);
    const after = await call<Release>(`/studio/mixtapes/${sneaked}`);
    expect([after.body.status, after.body.slug]).toEqual(['ready', null]);
    expect(await runSql(`select id from mixtapes where title = 'Sneaked Out'`)).toEqual([]);
    expect(await mailsAbout('Sneaked Out', 0)).toEqual([]);
    expect((await profilesOf(intruder)).profiles).toEqual([]);
  });

  it("refuses an artist of the catalog nobody owns yet: it is claimed first", async () => {
    const [seeded] = await runSql<Person>('select id, name from artists order by id limit 1');
    const res = await callAs(api, intruder)('/studio/mixtapes', { json: { title: 'Seeded', artist: seeded.name, tracks: [{ upload_id: 'any' }] } });
    expect([res.status, res.body.message]).toEqual([403, notYours(seeded.name)]);
    const refused = await publish(intruder, await readyRelease(intruder, 'Not Yet Mine', seeded.name));
    expect([refused.status, refused.body.message]).toEqual([403, notYours(seeded.name)]);
  });
});

describe('alerts', () => {
  it("tell an artist's followers of a studio release only when its creator is one of the artist's own; the catalog's own mixtapes as ever", async () => {
    // The catalog's last artist, nobody's.
    const [seeded] = await runSql<Person>('select id, name from artists where id not in (select profile_id from profile_owners where kind = \'artist\') order by id desc limit 1');
    const [fan] = await fans(['catalog-fan']);
    await follow('artists', fan.id, seeded.id);
    // A studio release under that artist by a creator who does not own it (linked once, since unlinked), out now.
    const [studio] = await runSql<{ id: number }>(
      `insert into mixtapes (slug, title, release_date, artist_id) values ('not-their-own', 'Not Their Own', now() - interval '1 second', ${seeded.id}) returning id`,
    );
    await runSql(`insert into releases (owner_id, title, artist, status, mixtape_id) values (${intruder.id}, 'Not Their Own', $$${seeded.name}$$, 'published', ${studio.id})`);
    // A mixtape of the catalog itself (no studio release) under the same artist, out now too.
    await runSql(`insert into mixtapes (slug, title, release_date, artist_id) values ('from-the-catalog', 'From The Catalog', now() - interval '1 second', ${seeded.id})`);
    await (await import('@/server/discovery/alerts')).announceDueReleases();
    expect((await mailsAbout('From The Catalog', 1)).map((m) => [m.to, m.subject])).toEqual([['catalog-fan@example.com', `New from ${seeded.name}: From The Catalog`]]);
    expect(await mailsAbout('Not Their Own', 0)).toEqual([]);
  });
});

describe('claims', () => {
  let seeded: Person;
  let claimId: number;

  beforeAll(async () => {
    [seeded] = await runSql<Person>('select id, name from artists order by id limit 1');
  });

  it('are filed by kind and name, with a note; one waits per profile, and the creator sees it', async () => {
    const filed = await claim(intruder, { kind: 'artist', name: ` ${seeded.name.toUpperCase()} `, note: 'I am this artist: my label can confirm.' });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ profile: { kind: 'artist', id: seeded.id, name: seeded.name }, note: 'I am this artist: my label can confirm.', status: 'pending', decided_at: null });
    claimId = filed.body.id;
    const again = await claim(intruder, { kind: 'artist', name: seeded.name, note: 'Again.' });
    expect([again.status, again.body.message]).toEqual([409, `You have already claimed “${seeded.name}”: the site's team will answer here.`]);
    expect((await profilesOf(intruder)).claims.map((c) => [c.id, c.status])).toEqual([[claimId, 'pending']]);
  });

  it('refuses a name nobody has, one already theirs, a bad kind, no note, and members', async () => {
    const cases: [unknown, number, string][] = [
      [{ kind: 'artist', name: 'Nobody At All', note: 'Mine.' }, 404, 'There is no artist named “Nobody At All” on the site: publish under that name and it is yours.'],
      [{ kind: 'podcast', name: 'Nobody At All', note: 'Mine.' }, 404, 'There is no podcast named “Nobody At All” on the site.'],
      [{ kind: 'artist', name: 'Nova Owner', note: 'Mine.' }, 409, '“Nova Owner” is already yours: publish under it.'],
      [{ kind: 'label', name: 'Nova Owner', note: 'Mine.' }, 400, 'kind must be one of artist, dj, podcast'],
      [{ kind: 'artist', name: 'Nova Owner', note: '  ' }, 400, 'note: Say why this profile is yours.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await claim(owner, body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect((await claim(listener, { kind: 'artist', name: seeded.name, note: 'Mine.' })).status).toBe(403);
    expect((await callAs(api, listener)('/studio/profiles')).status).toBe(403);
    expect((await callAs(api, null)('/studio/profiles')).status).toBe(401);
  });

  it('are bounded: five may wait at once', async () => {
    const busy = await createMember(api, 'busy-claimer');
    await runSql(`update users set roles = '{creator}' where id = ${busy.id}`);
    const people = [
      ...(await runSql<Person>('select id, name from artists order by id limit 3')).map((p) => ({ ...p, kind: 'artist' })),
      ...(await runSql<Person>('select id, name from djs order by id limit 3')).map((p) => ({ ...p, kind: 'dj' })),
    ];
    expect(people).toHaveLength(6);
    for (const person of people.slice(0, 5)) expect((await claim(busy, { kind: person.kind, name: person.name, note: 'Mine.' })).status).toBe(201);
    const sixth = await claim(busy, { kind: people[5].kind, name: people[5].name, note: 'Mine.' });
    expect([sixth.status, sixth.body.message]).toEqual([409, 'You have 5 claims waiting for an answer: wait for one before you claim another.']);
  });

  it('are decided by admins only', async () => {
    for (const who of [mod, owner, listener]) {
      expect((await callAs(api, who)('/admin/claims')).status).toBe(403);
      expect((await callAs(api, who)(`/admin/claims/${claimId}/approve`, { method: 'POST' })).status).toBe(403);
      expect((await callAs(api, who)(`/admin/claims/${claimId}/refuse`, { method: 'POST' })).status).toBe(403);
    }
    expect((await callAs(api, null)(`/admin/claims/${claimId}/approve`, { method: 'POST' })).status).toBe(401);
    expect((await profilesOf(intruder)).claims[0].status).toBe('pending');
  });

  it('wait in the console oldest first, with who asked and who owns the profile now', async () => {
    const res = await callAs(api, boss)<Paged<ConsoleClaim>>('/admin/claims');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ id: claimId, status: 'pending', creator: { id: intruder.id, username: 'intruder' }, owners: [], decided_by: null, profile: { kind: 'artist', id: seeded.id } });
    expect(res.body.data.every((c) => c.status === 'pending')).toBe(true);
    expect((await callAs(api, boss)('/admin/claims', { query: { status: 'maybe' } })).status).toBe(400);
    expect((await callAs(api, boss)('/admin/claims/999999/approve', { method: 'POST' })).status).toBe(404);
  });

  it('approved, make the profile theirs: publishing works and its followers hear of it; the decision is audited', async () => {
    const [fan] = await fans(['seeded-fan']);
    await follow('artists', fan.id, seeded.id);
    const approved = await callAs(api, boss)<ClaimAction>(`/admin/claims/${claimId}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ changed: true, message: `intruder now publishes as the artist ${seeded.name}.`, item: { status: 'approved', owners: [{ id: intruder.id }], decided_by: { id: boss.id } } });
    const twice = await callAs(api, boss)<ClaimAction>(`/admin/claims/${claimId}/refuse`, { method: 'POST' });
    expect(twice.body).toMatchObject({ changed: false, message: 'This claim was already approved.', item: { status: 'approved' } });

    const [entry] = await auditOf('claim.approve');
    expect(entry).toMatchObject({
      actor: { id: boss.id },
      target: { type: 'claim', id: String(claimId) },
      before: { status: 'pending', creator: { id: intruder.id }, profile: { kind: 'artist', id: seeded.id }, note: 'I am this artist: my label can confirm.' },
      after: { status: 'approved' },
    });
    expect(await auditOf('claim.refuse')).toEqual([]);

    const mine = await profilesOf(intruder);
    expect(mine.profiles).toContainEqual(expect.objectContaining({ kind: 'artist', id: seeded.id, name: seeded.name }));
    expect(mine.claims[0]).toMatchObject({ id: claimId, status: 'approved', decided_at: expect.any(String) });
    const published = await publish(intruder, await readyRelease(intruder, 'Claimed And Out', seeded.name));
    expect([published.status, published.body.status]).toEqual([200, 'published']);
    expect((await mailsAbout('Claimed And Out', 1)).map((m) => [m.to, m.subject])).toEqual([['seeded-fan@example.com', `New from ${seeded.name}: Claimed And Out`]]);
  });

  it('refused, leave the profile as it was; the refusal is audited', async () => {
    const [dj] = await runSql<Person>(`select id, name from djs where name = 'DJ Owner'`);
    const filed = await claim(intruder, { kind: 'dj', name: dj.name, note: 'We share the decks.' });
    const refused = await callAs(api, boss)<ClaimAction>(`/admin/claims/${filed.body.id}/refuse`, { method: 'POST' });
    expect(refused.body).toMatchObject({ changed: true, message: `intruder's claim on the DJ DJ Owner is refused.`, item: { status: 'refused', owners: [{ id: owner.id }] } });
    const [entry] = await auditOf('claim.refuse');
    expect(entry).toMatchObject({ target: { type: 'claim', id: String(filed.body.id) }, before: { status: 'pending', note: 'We share the decks.' }, after: { status: 'refused' } });
    const res = await callAs(api, intruder)('/studio/mixtapes', { json: { title: 'Shared', artist: 'Intruder', dj: 'DJ Owner', tracks: [{ upload_id: 'any' }] } });
    expect(res.status).toBe(403);
    expect((await profilesOf(intruder)).claims.find((c) => c.id === filed.body.id)!.status).toBe('refused');
  });
});

describe('linking an owner in the console', () => {
  it('links a creator to a profile and unlinks them, each audited; admins only, creators only', async () => {
    const [dj] = await runSql<Person>('select id, name from djs order by id limit 1');
    const link = (as: Member, userId: number, grant: boolean, kind = 'dj', profileId = dj.id) =>
      callAs(api, as)<ProfileOwnersAction>(`/admin/users/${userId}/profiles`, { json: { kind, profile_id: profileId, grant } });

    expect((await link(mod, owner.id, true)).status).toBe(403);
    const notCreator = await link(boss, listener.id, true);
    expect([notCreator.status, notCreator.body.message]).toEqual([409, 'claims-listener is not a creator: grant them the creator role first.']);
    expect((await link(boss, owner.id, true, 'dj', 999_999)).body.message).toBe('There is no DJ 999999.');
    expect((await link(boss, owner.id, true, 'band')).status).toBe(400);

    const linked = await link(boss, owner.id, true);
    expect(linked.body).toMatchObject({ changed: true, message: `owner now publishes as the DJ ${dj.name}.`, item: { kind: 'dj', id: dj.id, owners: [{ id: owner.id, username: 'owner' }] } });
    expect((await link(boss, owner.id, true)).body).toMatchObject({ changed: false, message: `owner already publishes as the DJ ${dj.name}.` });
    expect((await publish(owner, await readyRelease(owner, 'Linked Set', 'Nova Owner', dj.name))).status).toBe(200);
    expect((await auditOf('profile.link'))[0]).toMatchObject({ target: { type: 'dj', id: String(dj.id) }, after: { owner: { id: owner.id, username: 'owner' } } });

    const unlinked = await link(boss, owner.id, false);
    expect(unlinked.body).toMatchObject({ changed: true, message: `owner no longer publishes as the DJ ${dj.name}.`, item: { owners: [] } });
    expect((await auditOf('profile.unlink'))[0]).toMatchObject({ target: { type: 'dj', id: String(dj.id) }, before: { owner: { id: owner.id } } });
    const refused = await publish(owner, await readyRelease(owner, 'Unlinked Set', 'Nova Owner', dj.name));
    expect([refused.status, refused.body.message]).toEqual([403, notYours(dj.name, 'a DJ')]);
  });
});

describe('the migration', () => {
  it("gives the creator of each release published before owners were kept its mixtape's artist and DJ", async () => {
    const [artist] = await runSql<Person>(`insert into artists (slug, name) values ('before-owners', 'Before Owners') returning id, name`);
    const [dj] = await runSql<Person>(`insert into djs (slug, name) values ('dj-before-owners', 'DJ Before Owners') returning id, name`);
    const [tape] = await runSql<{ id: number }>(`insert into mixtapes (slug, title, release_date, artist_id, dj_id) values ('old-release', 'Old Release', now(), ${artist.id}, ${dj.id}) returning id`);
    await runSql(`insert into releases (owner_id, title, artist, dj, status, mixtape_id) values (${owner.id}, 'Old Release', 'Before Owners', 'DJ Before Owners', 'published', ${tape.id})`);
    const migration = fs.readFileSync(path.join(process.cwd(), 'server/db/migrations/0018_profile_owners.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- backfill'));
    // Run twice: a backfill applied again changes nothing.
    for (let i = 0; i < 2; i++) for (const statement of backfill.split('--> statement-breakpoint')) await runSql(statement);
    const owned = await runSql<{ kind: string; profile_id: number; via: string }>(`select kind, profile_id, via from profile_owners where user_id = ${owner.id} and (artist_id = ${artist.id} or dj_id = ${dj.id}) order by kind`);
    expect(owned).toEqual([
      { kind: 'artist', profile_id: artist.id, via: 'backfill' },
      { kind: 'dj', profile_id: dj.id, via: 'backfill' },
    ]);
  });
});
