/** @jest-environment node */
import type { Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { Comment, CommentLike, CommentPage } from '@/lib/contracts/comments';
import type { Paged } from '@/lib/contracts/common';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { callAs, createMember, runSql, type Member } from '../helpers/members';

let api: TestApi;
let ann: Member;
let bob: Member;
let cid: Member;
let dee: Member;
let eve: Member;
let mixtapeIds: number[];
const as = (member: Member | null) => callAs(api, member);
const guest = () => as(null);
// A mixtape of its own per test, so counts and pages start empty.
let next = 0;
const freshMixtape = () => mixtapeIds[next++];
const post = (member: Member, mixtapeId: number, text: string, parentId?: number) =>
  as(member)<Comment>(`/mixtapes/${mixtapeId}/comments`, { json: parentId ? { text, parent_id: parentId } : { text } });
const list = (member: Member | null, mixtapeId: number, query = '') => as(member)<CommentPage>(`/mixtapes/${mixtapeId}/comments${query}`);

beforeAll(async () => {
  // Members post more than the limit across these tests; the rate-limit test puts the default back.
  process.env.COMMENTS_PER_MINUTE = '1000';
  api = await startTestApi({ seed: { mixtapes: 16 } });
  [ann, bob, cid, dee, eve] = await Promise.all(['ann', 'bob', 'cid', 'dee', 'eve'].map((name) => createMember(api, name)));
  mixtapeIds = (await guest()<Paged<Mixtape>>('/mixtapes?take=100')).body.data.map((m) => m.id);
}, 120_000);
afterAll(async () => {
  delete process.env.COMMENTS_PER_MINUTE;
  await api.stop();
});

describe('GET /config', () => {
  it('names the comments provider from COMMENTS_PROVIDER, and OpenWeb\'s spot id, at run time', async () => {
    expect((await guest()('/config')).body.comments).toEqual({ provider: 'builtin', spotId: null });
    process.env.COMMENTS_PROVIDER = 'openweb';
    process.env.NEXT_PUBLIC_OPENWEB_SPOT_ID = 'sp_test123';
    try {
      expect((await guest()('/config')).body.comments).toEqual({ provider: 'openweb', spotId: 'sp_test123' });
    } finally {
      delete process.env.COMMENTS_PROVIDER;
      delete process.env.NEXT_PUBLIC_OPENWEB_SPOT_ID;
    }
  });
});

describe('comments on a mixtape', () => {
  it('are posted by a member and read by anyone, newest first, with the count on the mixtape', async () => {
    const id = freshMixtape();
    const first = await post(ann, id, '  Best tape this year  ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(expect.objectContaining({ text: 'Best tape this year', parent_id: null, user: { id: ann.id, username: 'ann' }, likes: 0, liked: false }));
    await post(bob, id, 'Track 2 is the one');
    const page = await list(null, id);
    expect(page.status).toBe(200);
    expect(page.body.data.map((c) => c.text)).toEqual(['Track 2 is the one', 'Best tape this year']);
    expect([page.body.count, page.body.meta.total]).toEqual([2, 2]);
    expect((await guest()<MixtapeDetail>(`/mixtapes/${id}`)).body.commentCount).toBe(2);
  });

  it('keeps replies one level deep, oldest first, and counts them', async () => {
    const id = freshMixtape();
    const top = (await post(ann, id, 'Who made the intro?')).body;
    const reply = (await post(bob, id, 'DJ Drama', top.id)).body;
    const deeper = (await post(ann, id, 'Thanks!', reply.id)).body;
    expect([reply.parent_id, deeper.parent_id]).toEqual([top.id, top.id]);
    const page = (await list(null, id)).body;
    expect(page.data).toHaveLength(1);
    expect(page.data[0].replies.map((r) => r.text)).toEqual(['DJ Drama', 'Thanks!']);
    expect([page.count, page.meta.total]).toEqual([3, 1]);
  });

  it('sorts by likes with sort=top and pages with page and take', async () => {
    const id = freshMixtape();
    const quiet = (await post(ann, id, 'quiet')).body;
    const loved = (await post(ann, id, 'loved')).body;
    await post(ann, id, 'newest');
    await as(bob)(`/comments/${quiet.id}/like`, { method: 'POST' });
    await as(bob)(`/comments/${loved.id}/like`, { method: 'POST' });
    await as(cid)(`/comments/${loved.id}/like`, { method: 'POST' });
    expect((await list(null, id, '?sort=top')).body.data.map((c) => c.text)).toEqual(['loved', 'quiet', 'newest']);
    const second = (await list(null, id, '?take=2&page=2')).body;
    expect([second.data.map((c) => c.text), second.meta]).toEqual([['quiet'], { page: 2, take: 2, total: 3, pageCount: 2 }]);
    const bad = await list(null, id, '?sort=oldest');
    expect([bad.status, bad.body.message]).toEqual([400, 'sort must be newest or top']);
  });

  it('refuses an empty comment, one over 2,000 characters, and a guest', async () => {
    const id = freshMixtape();
    for (const [json, message] of [
      [{ text: '   ' }, 'text must not be empty'],
      [{}, 'text is required'],
      [{ text: 'x'.repeat(2001) }, 'text must be at most 2,000 characters'],
      [{ text: 'hi', parent_id: 'one' }, 'parent_id must be a number'],
    ] as const) {
      const res = await as(ann)(`/mixtapes/${id}/comments`, { json });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await post(ann, id, 'x'.repeat(2000))).status).toBe(200);
    const res = await guest()(`/mixtapes/${id}/comments`, { json: { text: 'hello' } });
    expect([res.status, res.body.message]).toEqual([401, 'Please log in to continue.']);
  });

  it('answers 404 for a mixtape or a parent that does not exist', async () => {
    expect((await list(null, 999999)).body.message).toBe('Mixtape not found');
    expect((await post(ann, 999999, 'hi')).status).toBe(404);
    const res = await post(ann, freshMixtape(), 'hi', 999999);
    expect([res.status, res.body.message]).toEqual([404, 'The comment you reply to is gone.']);
  });

  it('stores script and markup as plain text and answers them as JSON text', async () => {
    const id = freshMixtape();
    const text = '<script>alert(1)</script> <b>bold</b> <a href="javascript:x">x</a>';
    expect((await post(ann, id, text)).body.text).toBe(text);
    const res = await list(null, id);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.data[0].text).toBe(text);
    const rows = await runSql<{ text: string }>(`select text from comments where subject_id = ${id}`);
    expect(rows).toEqual([{ text }]);
  });
});

describe('deleting', () => {
  it('is for the author alone, and takes the replies along', async () => {
    const id = freshMixtape();
    const mine = (await post(ann, id, 'mine')).body;
    await post(bob, id, 'a reply', mine.id);
    const refused = await as(bob)(`/comments/${mine.id}`, { method: 'DELETE' });
    expect([refused.status, refused.body.message]).toEqual([403, 'You can only delete your own comments.']);
    expect((await guest()(`/comments/${mine.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await as(ann)(`/comments/${mine.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list(null, id)).body.count).toBe(0);
    expect((await as(ann)(`/comments/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('likes', () => {
  it('count once per member, show as liked to that member only, and can be taken back', async () => {
    const id = freshMixtape();
    const comment = (await post(ann, id, 'like me')).body;
    for (let i = 0; i < 2; i++) {
      const res = await as(bob)<CommentLike>(`/comments/${comment.id}/like`, { method: 'POST' });
      expect([res.status, res.body]).toEqual([200, { likes: 1, liked: true }]);
    }
    expect((await list(bob, id)).body.data[0]).toEqual(expect.objectContaining({ likes: 1, liked: true }));
    expect((await list(cid, id)).body.data[0]).toEqual(expect.objectContaining({ likes: 1, liked: false }));
    expect((await as(bob)<CommentLike>(`/comments/${comment.id}/like`, { method: 'DELETE' })).body).toEqual({ likes: 0, liked: false });
    expect((await guest()(`/comments/${comment.id}/like`, { method: 'POST' })).status).toBe(401);
  });
});

describe('reports', () => {
  it('hide a comment, with its replies, once three different members reported it', async () => {
    const id = freshMixtape();
    const rude = (await post(ann, id, 'rude words')).body;
    await post(ann, id, 'a reply under it', rude.id);
    await post(ann, id, 'a fine one');
    const own = await as(ann)(`/comments/${rude.id}/report`, { json: { reason: 'test' } });
    expect([own.status, own.body.message]).toEqual([400, 'You cannot report your own comment.']);
    const empty = await as(bob)(`/comments/${rude.id}/report`, { json: { reason: ' ' } });
    expect([empty.status, empty.body.message]).toEqual([400, 'reason must not be empty']);
    for (const member of [bob, bob, cid]) {
      expect((await as(member)(`/comments/${rude.id}/report`, { json: { reason: 'Insulting' } })).body).toEqual({ reported: true });
    }
    expect((await list(null, id)).body.count).toBe(3);
    await as(dee)(`/comments/${rude.id}/report`, { json: { reason: 'Spam' } });
    const page = (await list(null, id)).body;
    expect([page.data.map((c) => c.text), page.count]).toEqual([['a fine one'], 1]);
    expect((await guest()<MixtapeDetail>(`/mixtapes/${id}`)).body.commentCount).toBe(1);
    expect((await as(bob)(`/comments/${rude.id}/like`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the rate limit', () => {
  it('lets a member post 5 comments a minute, then answers 429 with Retry-After and a message to show', async () => {
    delete process.env.COMMENTS_PER_MINUTE;
    const id = freshMixtape();
    for (let i = 1; i <= 5; i++) expect((await post(dee, id, `comment ${i}`)).status).toBe(200);
    const res = await post(dee, id, 'one too many');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You are commenting too fast\. Please wait \d+ s and try again\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is not held back.
    expect((await post(cid, id, 'still here')).status).toBe(200);
    process.env.COMMENTS_PER_MINUTE = '1000';
  });
});

describe('the rate limit of likes', () => {
  it('lets a member like or take back likes 30 times a minute, then answers 429 with Retry-After and a message to show', async () => {
    const comment = (await post(ann, mixtapeIds[0], 'like me often')).body;
    for (let i = 1; i <= 30; i++) {
      expect((await as(eve)(`/comments/${comment.id}/like`, { method: i % 2 ? 'POST' : 'DELETE' })).status).toBe(200);
    }
    const res = await as(eve)(`/comments/${comment.id}/like`, { method: 'POST' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You are liking comments too fast\. Please wait \d+ s and try again\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await as(eve)(`/comments/${comment.id}/like`, { method: 'DELETE' })).status).toBe(429);
    // Another member is not held back.
    expect((await as(dee)<CommentLike>(`/comments/${comment.id}/like`, { method: 'POST' })).body).toEqual({ likes: 1, liked: true });
  });
});

describe('comments on playlists and podcasts', () => {
  it('work the same, and another member’s private playlist is unknown', async () => {
    const [{ id: open }] = await runSql<{ id: number }>(`insert into playlists (slug, user_id, name) values ('open-list', ${bob.id}, 'Open') returning id`);
    const [{ id: secret }] = await runSql<{ id: number }>(`insert into playlists (slug, user_id, name, public) values ('secret-list', ${bob.id}, 'Secret', false) returning id`);
    expect((await as(ann)(`/playlists/${open}/comments`, { json: { text: 'nice list' } })).status).toBe(200);
    expect((await guest()<CommentPage>(`/playlists/${open}/comments`)).body.count).toBe(1);
    const hidden = await as(ann)(`/playlists/${secret}/comments`, { json: { text: 'peek' } });
    expect([hidden.status, hidden.body.message]).toEqual([404, 'Playlist not found']);
    expect((await as(bob)(`/playlists/${secret}/comments`, { json: { text: 'note to self' } })).status).toBe(200);
    const [{ id: podcast }] = await runSql<{ id: number }>('select id from podcasts order by id limit 1');
    expect((await as(ann)(`/podcasts/${podcast}/comments`, { json: { text: 'great episode' } })).status).toBe(200);
    expect((await guest()<CommentPage>(`/podcasts/${podcast}/comments`)).body.data[0].text).toBe('great episode');
  });
});

describe('comments on a playlist the caller cannot read', () => {
  it('are a 404 to every action, as the playlist is, and still work for its owner', async () => {
    const [{ id: secret }] = await runSql<{ id: number }>(`insert into playlists (slug, user_id, name) values ('soon-secret', ${bob.id}, 'Soon secret') returning id`);
    const note = (await as(bob)<Comment>(`/playlists/${secret}/comments`, { json: { text: 'my notes' } })).body;
    const annsOwn = (await as(ann)<Comment>(`/playlists/${secret}/comments`, { json: { text: 'written while it was public' } })).body;
    await runSql(`update playlists set public = false where id = ${secret}`);
    expect((await as(ann)(`/playlists/${secret}`)).status).toBe(404);
    for (const [path, init] of [
      [`/comments/${note.id}/like`, { method: 'POST' }],
      [`/comments/${note.id}/like`, { method: 'DELETE' }],
      [`/comments/${note.id}/report`, { json: { reason: 'Spam' } }],
      [`/comments/${note.id}`, { method: 'DELETE' }],
      [`/comments/${annsOwn.id}`, { method: 'DELETE' }],
    ] as const) {
      for (const stranger of [ann, cid, dee]) {
        const res = await as(stranger)(path, init);
        expect([path, init, res.status, res.body.message]).toEqual([path, init, 404, 'Comment not found']);
      }
    }
    // Nothing the strangers sent counted: no like, no report, and nothing deleted or hidden.
    const page = (await as(bob)<CommentPage>(`/playlists/${secret}/comments`)).body;
    expect(page.data.map((c) => [c.text, c.likes])).toEqual([['written while it was public', 0], ['my notes', 0]]);
    expect(await runSql(`select 1 from comment_reports where comment_id = ${note.id}`)).toEqual([]);
    expect((await as(bob)<CommentLike>(`/comments/${annsOwn.id}/like`, { method: 'POST' })).body).toEqual({ likes: 1, liked: true });
    expect((await as(bob)(`/comments/${note.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});
