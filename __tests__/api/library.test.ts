/** @jest-environment node */
import type { Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { HistoryEntry, VoteState } from '@/lib/contracts/library';
import type { Playlist } from '@/lib/contracts/playlists';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { callAs, createMember, runSql, type Member } from '../helpers/members';

let api: TestApi;
let ann: Member;
let bob: Member;
let mixtapes: MixtapeDetail[];
let tracks: Track[];
const as = (member: Member | null) => callAs(api, member);
const guest = () => as(null);

beforeAll(async () => {
  api = await startTestApi({ seed: true });
  [ann, bob] = [await createMember(api, 'ann'), await createMember(api, 'bob')];
  const list = await guest()<Paged<Mixtape>>('/mixtapes?take=100');
  mixtapes = await Promise.all(list.body.data.map(async (m) => (await guest()<MixtapeDetail>(`/mixtapes/${m.id}`)).body));
  tracks = mixtapes.flatMap((m) => m.tracks);
});
afterAll(() => api.stop());

describe('every /users route of the library', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/users/favorites/tracks'],
    ['GET', '/users/favorites/mixtapes'],
    ['GET', '/users/favorites/playlists'],
    ['GET', '/users/favorites/tracks/1'],
    ['POST', '/users/favorites/mixtapes/1'],
    ['DELETE', '/users/favorites/playlists/1'],
    ['GET', '/users/likes'],
    ['GET', '/users/dislikes'],
    ['GET', '/users/history'],
    ['POST', '/users/history', { action: 'download', item_id: 1, item_type: 'track' }],
  ];

  it('answers 401 to a guest', async () => {
    for (const [method, path, json] of routes) {
      const res = await guest()(path, { method, json });
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 401, 'Please log in to continue.']);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses an unknown kind of favorite with a 400 that names it', async () => {
    const res = await as(ann)('/users/favorites/artists/1', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('kind must be one of tracks, mixtapes, playlists');
  });
});

describe('favorites', () => {
  it('adds a track once however often it is added, and removes it however often it is removed', async () => {
    const track = tracks[0];
    for (let i = 0; i < 2; i++) {
      const added = await as(ann)(`/users/favorites/tracks/${track.id}`, { method: 'POST' });
      expect([added.status, added.body]).toEqual([200, { favorite: true }]);
    }
    expect((await as(ann)(`/users/favorites/tracks/${track.id}`)).body).toEqual({ favorite: true });
    const rows = await runSql<{ n: number }>(`select count(*)::int as n from favorite_tracks where user_id = ${ann.id} and item_id = ${track.id}`);
    expect(rows[0].n).toBe(1);
    const list = await as(ann)<Paged<Track>>('/users/favorites/tracks');
    expect(list.body.data.filter((t) => t.id === track.id)).toEqual([expect.objectContaining({ id: track.id, title: track.title, slug: track.slug })]);
    for (let i = 0; i < 2; i++) {
      const removed = await as(ann)(`/users/favorites/tracks/${track.id}`, { method: 'DELETE' });
      expect([removed.status, removed.body]).toEqual([200, { favorite: false }]);
    }
    expect((await as(ann)(`/users/favorites/tracks/${track.id}`)).body).toEqual({ favorite: false });
  });

  it('answers 404 for an id that names nothing, for every kind and method', async () => {
    for (const [kind, message] of [
      ['tracks', 'Track not found'],
      ['mixtapes', 'Mixtape not found'],
      ['playlists', 'Playlist not found'],
    ]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await as(ann)(`/users/favorites/${kind}/999999`, { method });
        expect([kind, method, res.status, res.body.message]).toEqual([kind, method, 404, message]);
      }
    }
    expect((await as(ann)('/users/favorites/tracks/abc', { method: 'POST' })).body.message).toBe('Validation failed (numeric string is expected)');
  });

  it('lists newest first, in pages', async () => {
    const [a, b, c] = mixtapes;
    for (const m of [a, b, c]) await as(bob)(`/users/favorites/mixtapes/${m.id}`, { method: 'POST' });
    const all = await as(bob)<Paged<Mixtape>>('/users/favorites/mixtapes');
    expect(all.body.data.map((m) => m.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.meta).toEqual({ page: 1, take: 20, total: 3, pageCount: 1 });
    expect(all.body.data[0]).toMatchObject({ slug: c.slug, title: c.title, stats: c.stats });
    const second = await as(bob)<Paged<Mixtape>>('/users/favorites/mixtapes?take=2&page=2');
    expect(second.body.data.map((m) => m.id)).toEqual([a.id]);
    expect(second.body.meta).toEqual({ page: 2, take: 2, total: 3, pageCount: 2 });
  });

  it("never shows or changes another member's favorites", async () => {
    const track = tracks[1];
    await as(ann)(`/users/favorites/tracks/${track.id}`, { method: 'POST' });
    expect((await as(bob)(`/users/favorites/tracks/${track.id}`)).body).toEqual({ favorite: false });
    expect((await as(bob)<Paged<Track>>('/users/favorites/tracks')).body.data.map((t) => t.id)).not.toContain(track.id);
    await as(bob)(`/users/favorites/tracks/${track.id}`, { method: 'DELETE' });
    expect((await as(ann)(`/users/favorites/tracks/${track.id}`)).body).toEqual({ favorite: true });
    // And the other way: Bob's mixtapes (previous test) are not Ann's.
    expect((await as(ann)<Paged<Mixtape>>('/users/favorites/mixtapes')).body.meta.total).toBe(0);
    await as(ann)(`/users/favorites/mixtapes/${mixtapes[0].id}`, { method: 'DELETE' });
    expect((await as(bob)(`/users/favorites/mixtapes/${mixtapes[0].id}`)).body).toEqual({ favorite: true });
  });

  describe('of playlists', () => {
    let bobPublic: number;
    let bobPrivate: number;
    let annPrivate: number;
    beforeAll(async () => {
      const insert = async (owner: Member, slug: string, isPublic: boolean) =>
        (await runSql<{ id: number }>(`insert into playlists (slug, user_id, name, description, public) values ('${slug}', ${owner.id}, 'List ${slug}', 'About ${slug}', ${isPublic}) returning id`))[0].id;
      bobPublic = await insert(bob, 'bob-public', true);
      bobPrivate = await insert(bob, 'bob-private', false);
      annPrivate = await insert(ann, 'ann-private', false);
      await runSql(`insert into playlist_tracks (playlist_id, track_id, position) values (${bobPublic}, ${tracks[0].id}, 1), (${bobPublic}, ${tracks[1].id}, 2)`);
    });

    it("takes a public playlist or the member's own, and answers the playlist shape", async () => {
      const dates = { createdAt: expect.any(String), updatedAt: expect.any(String) };
      expect((await as(ann)(`/users/favorites/playlists/${bobPublic}`, { method: 'POST' })).status).toBe(200);
      expect((await as(ann)(`/users/favorites/playlists/${annPrivate}`, { method: 'POST' })).status).toBe(200);
      const list = await as(ann)<Paged<Playlist>>('/users/favorites/playlists');
      expect(list.body.data).toEqual([
        { id: annPrivate, slug: 'ann-private', name: 'List ann-private', description: 'About ann-private', public: false, cover: null, trackCount: 0, user: { id: ann.id, username: 'ann' }, ...dates },
        { id: bobPublic, slug: 'bob-public', name: 'List bob-public', description: 'About bob-public', public: true, cover: null, trackCount: 2, user: { id: bob.id, username: 'bob' }, ...dates },
      ]);
    });

    it("treats another member's private playlist as unknown", async () => {
      for (const method of ['POST', 'DELETE', 'GET']) expect((await as(ann)(`/users/favorites/playlists/${bobPrivate}`, { method })).status).toBe(404);
      expect((await as(bob)(`/users/favorites/playlists/${annPrivate}`, { method: 'POST' })).status).toBe(404);
    });

    it('hides a favorite playlist its owner made private', async () => {
      await runSql(`update playlists set public = false where id = ${bobPublic}`);
      const list = await as(ann)<Paged<Playlist>>('/users/favorites/playlists');
      expect(list.body.data.map((p) => p.id)).toEqual([annPrivate]);
      expect(list.body.meta.total).toBe(1);
      await runSql(`update playlists set public = true where id = ${bobPublic}`);
    });
  });
});

describe('votes', () => {
  const vote = (member: Member, id: number, value: string) => as(member)<VoteState>(`/mixtapes/${id}/vote`, { json: { vote: value } });
  const stats = async (id: number) => (await guest()<MixtapeDetail>(`/mixtapes/${id}`)).body.stats;

  it('answers the counts with a null vote to a guest, and 401 to a guest who votes', async () => {
    const m = mixtapes[0];
    const res = await guest()<VoteState>(`/mixtapes/${m.id}/vote`);
    expect(res.body).toEqual({ likes: m.stats.likes, dislikes: m.stats.dislikes, vote: null });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const refused = await guest()(`/mixtapes/${m.id}/vote`, { json: { vote: 'like' } });
    expect([refused.status, refused.body.message]).toEqual([401, 'Please log in to continue.']);
  });

  it('moves the counts exactly from like to dislike to none, and the mixtape agrees', async () => {
    const m = mixtapes[1];
    const base = await stats(m.id);
    expect(base.votes).toBe(base.likes + base.dislikes);
    expect((await vote(ann, m.id, 'like')).body).toEqual({ likes: base.likes + 1, dislikes: base.dislikes, vote: 'like' });
    expect((await vote(ann, m.id, 'like')).body).toEqual({ likes: base.likes + 1, dislikes: base.dislikes, vote: 'like' });
    expect(await stats(m.id)).toMatchObject({ likes: base.likes + 1, dislikes: base.dislikes, votes: base.votes + 1 });
    expect((await vote(ann, m.id, 'dislike')).body).toEqual({ likes: base.likes, dislikes: base.dislikes + 1, vote: 'dislike' });
    expect(await stats(m.id)).toMatchObject({ likes: base.likes, dislikes: base.dislikes + 1, votes: base.votes + 1 });
    expect((await as(ann)<VoteState>(`/mixtapes/${m.id}/vote`)).body.vote).toBe('dislike');
    expect((await as(bob)<VoteState>(`/mixtapes/${m.id}/vote`)).body.vote).toBeNull();
    expect((await vote(ann, m.id, 'none')).body).toEqual({ likes: base.likes, dislikes: base.dislikes, vote: null });
    expect(await stats(m.id)).toMatchObject({ likes: base.likes, dislikes: base.dislikes, votes: base.votes });
  });

  it("keeps counts exact under one member's concurrent votes", async () => {
    const m = mixtapes[2];
    const base = await stats(m.id);
    const choices = ['like', 'dislike', 'like', 'none', 'dislike', 'like', 'like', 'dislike', 'none', 'like'];
    const answers = await Promise.all(choices.map((c) => vote(ann, m.id, c)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const final = (await as(ann)<VoteState>(`/mixtapes/${m.id}/vote`)).body;
    const expected = { likes: base.likes + Number(final.vote === 'like'), dislikes: base.dislikes + Number(final.vote === 'dislike') };
    expect(final).toMatchObject(expected);
    expect(await stats(m.id)).toMatchObject({ ...expected, votes: expected.likes + expected.dislikes });
    // Two members' likes count twice.
    await vote(ann, m.id, 'like');
    await vote(bob, m.id, 'like');
    expect((await stats(m.id)).likes).toBe(base.likes + 2);
  });

  it('lists each member their own likes and dislikes, newest vote first', async () => {
    const [a, b, c] = [mixtapes[3], mixtapes[4], mixtapes[5]];
    await vote(bob, a.id, 'like');
    await vote(bob, b.id, 'dislike');
    await vote(bob, c.id, 'like');
    const likes = await as(bob)<Paged<Mixtape>>('/users/likes');
    expect(likes.body.data.map((m) => m.id).slice(0, 2)).toEqual([c.id, a.id]);
    expect((await as(bob)<Paged<Mixtape>>('/users/dislikes')).body.data.map((m) => m.id)).toEqual([b.id]);
    const annLikes = (await as(ann)<Paged<Mixtape>>('/users/likes')).body.data.map((m) => m.id);
    expect(annLikes).not.toContain(a.id);
    expect((await as(ann)<Paged<Mixtape>>('/users/dislikes')).body.data).toEqual([]);
    // Liking again later moves it to the top.
    await vote(bob, a.id, 'dislike');
    await vote(bob, a.id, 'like');
    expect((await as(bob)<Paged<Mixtape>>('/users/likes')).body.data[0].id).toBe(a.id);
  });

  it('answers 404 for an unknown mixtape and 400 for a vote it does not know', async () => {
    expect((await vote(ann, 999999, 'like')).status).toBe(404);
    expect((await guest()(`/mixtapes/999999/vote`)).status).toBe(404);
    const bad = await vote(ann, mixtapes[0].id, 'love');
    expect([bad.status, bad.body.message]).toEqual([400, 'vote must be like, dislike or none']);
  });
});

describe('history', () => {
  const play = (member: Member | null, track: Track) =>
    as(member)('/log/event', { json: { events: [{ event: 'track_play', event_id: `play-${Math.random().toString(36).slice(2)}`, time: new Date().toISOString(), track_id: track.id, mixtape_id: track.mixtapeId }] } });

  it('lists downloads and plays newest first, each with its item', async () => {
    const [first, second] = [tracks[2], tracks[3]];
    const mixtape = mixtapes[6];
    const posted = await as(ann)<HistoryEntry>('/users/history', { json: { action: 'download', item_id: first.id, item_type: 'track' } });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ action: 'download', item_type: 'track', item_id: first.id, item: { id: first.id, title: first.title } });
    expect((await play(ann, second)).status).toBe(200);
    await as(ann)('/users/history', { json: { action: 'download', item_id: mixtape.id, item_type: 'mixtape' } });
    const page = await as(ann)<Paged<HistoryEntry>>('/users/history');
    expect(page.body.data.map((e) => [e.action, e.item_type, e.item_id])).toEqual([
      ['download', 'mixtape', mixtape.id],
      ['play', 'track', second.id],
      ['download', 'track', first.id],
    ]);
    expect(page.body.data[0].item).toMatchObject({ id: mixtape.id, slug: mixtape.slug, title: mixtape.title });
    expect(page.body.data[1].item).toMatchObject({ id: second.id, title: second.title, mixtapeId: second.mixtapeId });
    const times = page.body.data.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('does not write the same thing twice within a few minutes', async () => {
    const track = tracks[4];
    const before = (await as(ann)<Paged<HistoryEntry>>('/users/history')).body.meta.total;
    await play(ann, track);
    await play(ann, track);
    const again = await as(ann)<HistoryEntry>('/users/history', { json: { action: 'play', item_id: track.id, item_type: 'track' } });
    expect(again.body).toMatchObject({ action: 'play', item_id: track.id });
    await as(ann)('/users/history', { json: { action: 'download', item_id: track.id, item_type: 'track' } });
    await as(ann)('/users/history', { json: { action: 'download', item_id: track.id, item_type: 'track' } });
    expect((await as(ann)<Paged<HistoryEntry>>('/users/history')).body.meta.total).toBe(before + 2);
  });

  it("keeps each member's history their own, and a guest's plays in none", async () => {
    const track = tracks[5];
    await play(null, track);
    await play(bob, track);
    const bobs = (await as(bob)<Paged<HistoryEntry>>('/users/history')).body.data;
    expect(bobs.map((e) => [e.action, e.item_id])).toEqual([['play', track.id]]);
    const anns = (await as(ann)<Paged<HistoryEntry>>('/users/history?take=100')).body.data;
    expect(anns.some((e) => e.item_id === track.id)).toBe(false);
    const rows = await runSql<{ n: number }>(`select count(*)::int as n from history where item_id = ${track.id}`);
    expect(rows[0].n).toBe(1);
  });

  it('answers 404 for an unknown item and 400 for a malformed entry', async () => {
    const missing = await as(ann)('/users/history', { json: { action: 'download', item_id: 999999, item_type: 'mixtape' } });
    expect([missing.status, missing.body.message]).toEqual([404, 'Mixtape not found']);
    for (const [json, message] of [
      [{ action: 'stream', item_id: 1, item_type: 'track' }, 'action must be play or download'],
      [{ action: 'play', item_id: 'x', item_type: 'track' }, 'item_id must be a number'],
      [{ action: 'play', item_id: 1, item_type: 'artist' }, 'item_type must be track or mixtape'],
    ] as const) {
      const res = await as(ann)('/users/history', { json });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });
});
