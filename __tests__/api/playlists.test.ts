/** @jest-environment node */
import http from 'node:http';
import sharp from 'sharp';
import type { Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Playlist, PlaylistAppend, PlaylistDetail } from '@/lib/contracts/playlists';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpInit } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/member-tokens';

let api: TestApi;
let owner: TestMember;
let stranger: TestMember;
let trackIds: number[] = [];

const NUMERIC = 'Validation failed (numeric string is expected)';

const call = <T = Record<string, unknown>>(path: string, init: HttpInit & { as?: TestMember } = {}) =>
  httpCall<T>(`${api.url}/api/v3${path}`, { ...init, token: init.as?.token });

interface Upload {
  fields?: Record<string, string>;
  cover?: { bytes: Buffer; name: string; type: string };
  as?: TestMember;
  method?: 'POST' | 'PATCH';
}

/** A multipart/form-data call, as a browser's FormData sends it. */
async function upload<T = Playlist>(path: string, { fields = {}, cover, as, method = 'POST' }: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cover) form.append('cover', new Blob([new Uint8Array(cover.bytes)], { type: cover.type }), cover.name);
  const res = await fetch(`${api.url}/api/v3${path}`, { method, body: form, headers: as ? { authorization: `Bearer ${as.token}` } : {} });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T & { message: string }, headers: res.headers };
}

const create = async (name: string, as = owner, extra: Record<string, string> = {}) => {
  const res = await upload('/playlists', { fields: { name, ...extra }, as });
  expect(res.status).toBe(200);
  return res.body;
};

const image = (format: 'png' | 'jpeg' | 'webp', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 151, b: 237 } } })
    [format]()
    .toBuffer();

async function fetchCover(url: string) {
  const res = await fetch(`${api.url}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function playlistCount(): Promise<number> {
  const { getDb } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  const result = (await (await getDb()).execute(sql`select count(*)::int as n from playlists`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 6, minTracks: 3, maxTracks: 3 } });
  owner = await createMember('owner');
  stranger = await createMember('stranger');
  const mixtapes = (await call<Paged<{ id: number }>>('/mixtapes?take=6')).body.data;
  for (const mixtape of mixtapes) trackIds.push(...(await call<Track[]>(`/mixtapes/${mixtape.id}/queue`)).body.map((t) => t.id));
  trackIds = [...new Set(trackIds)];
  expect(trackIds.length).toBeGreaterThanOrEqual(8);
}, 60_000);
afterAll(() => api.stop());

describe('POST /playlists', () => {
  it('creates a public playlist from a name, with a slug made from it, and answers it', async () => {
    const res = await upload('/playlists', { fields: { name: '  Late Night Drive  ', description: 'Slow ones' }, as: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      slug: 'late-night-drive',
      name: 'Late Night Drive',
      description: 'Slow ones',
      public: true,
      cover: null,
      trackCount: 0,
      user: { id: owner.id, username: 'owner' },
    });
  });

  it('keeps slugs unique: the same name again gets -2, -3', async () => {
    expect((await create('Road Trip')).slug).toBe('road-trip');
    expect((await create('Road Trip', stranger)).slug).toBe('road-trip-2');
    expect((await create('road trip!')).slug).toBe('road-trip-3');
  });

  it('gives each of many playlists created at the same moment with the same name a slug of its own', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => upload('/playlists', { fields: { name: 'Summer Heat' }, as: i % 2 ? owner : stranger })));
    expect(results.map((res) => res.status)).toEqual(Array(30).fill(200));
    const slugs = results.map((res) => res.body.slug).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(slugs).toEqual(['summer-heat', ...Array.from({ length: 29 }, (_, i) => `summer-heat-${i + 2}`)]);
  });

  it('takes public=false for a private playlist', async () => {
    expect((await create('Secret Stash', owner, { public: 'false' })).public).toBe(false);
  });

  it('refuses bad fields with a message that names them', async () => {
    for (const [fields, message] of [
      [{}, 'name is required'],
      [{ name: '   ' }, 'name is required'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [{ name: 'ok', description: 'd'.repeat(1001) }, 'description must be at most 1,000 characters'],
      [{ name: 'ok', public: 'maybe' }, 'public must be true or false'],
    ] as const) {
      const res = await upload('/playlists', { fields, as: owner });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('answers a guest 401', async () => {
    const res = await upload('/playlists', { fields: { name: 'Mine' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to continue.');
  });
});

describe('covers', () => {
  it('turns a PNG into a square WebP of 600 px, served from the media store', async () => {
    const res = await upload('/playlists', { fields: { name: 'Wide Cover' }, cover: { bytes: await image('png', 900, 300), name: 'wide.png', type: 'image/png' }, as: owner });
    expect(res.status).toBe(200);
    expect(res.body.cover).toMatch(/^\/api\/v3\/media\/playlists\/[0-9a-f]{24}\.webp$/);
    const cover = await fetchCover(res.body.cover!);
    expect(cover.status).toBe(200);
    expect(cover.type).toBe('image/webp');
    const meta = await sharp(cover.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });

  it('turns a tall JPEG with camera metadata into the same square, without the metadata', async () => {
    const jpeg = await sharp(await image('jpeg', 300, 800))
      .withExif({ IFD0: { Make: 'Spy Camera', Copyright: 'Someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('/playlists', { fields: { name: 'Tall Cover' }, cover: { bytes: jpeg, name: 'tall.jpg', type: 'image/jpeg' }, as: owner });
    expect(res.status).toBe(200);
    const meta = await sharp((await fetchCover(res.body.cover!)).bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect(meta.exif).toBeUndefined();
  });

  it('judges a file by its bytes: a GIF/HTML polyglot named .png, a PNG header over junk and a renamed text file are refused', async () => {
    const before = await playlistCount();
    const polyglot = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;<html><script>alert(1)</script></html>', 'latin1');
    const png = await image('png', 64, 64);
    const cases = [
      [{ bytes: polyglot, name: 'cover.png', type: 'image/png' }, 'The cover must be a JPEG, PNG or WebP image.'],
      [{ bytes: Buffer.concat([png.subarray(0, 33), Buffer.alloc(4000, 0x41)]), name: 'cover.png', type: 'image/png' }, 'The cover could not be read as an image. Try another file.'],
      [{ bytes: Buffer.from('just some notes, not a picture'), name: 'notes.jpg', type: 'image/jpeg' }, 'The cover must be a JPEG, PNG or WebP image.'],
    ] as const;
    for (const [cover, message] of cases) {
      const res = await upload('/playlists', { fields: { name: 'Nope' }, cover, as: owner });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await playlistCount()).toBe(before);
  });

  it('refuses a 6 MB cover with a 413 that says the limit, creating nothing', async () => {
    const before = await playlistCount();
    const big = Buffer.concat([await image('png', 16, 16), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload('/playlists', { fields: { name: 'Too Big' }, cover: { bytes: big, name: 'big.png', type: 'image/png' }, as: owner });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The cover must be at most 5 MB.');
    expect(await playlistCount()).toBe(before);
  });

  it('refuses an image of more than 40 megapixels, however small its file, with a 413 that says the limit', async () => {
    const before = await playlistCount();
    const huge = await image('png', 8000, 5001);
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await upload('/playlists', { fields: { name: 'Too Many Pixels' }, cover: { bytes: huge, name: 'huge.png', type: 'image/png' }, as: owner });
    expect([res.status, res.body.message]).toEqual([413, 'The cover must be at most 40 megapixels (8000 x 5000 pixels, for example). Try a smaller image.']);
    expect(await playlistCount()).toBe(before);
  });

  it('replaces a cover on PATCH (the old file goes) and removes it with removeCover=true', async () => {
    const created = await upload('/playlists', { fields: { name: 'Changing Cover' }, cover: { bytes: await image('png', 50, 50), name: 'a.png', type: 'image/png' }, as: owner });
    const first = created.body.cover!;
    const replaced = await upload(`/playlists/${created.body.id}`, { method: 'PATCH', cover: { bytes: await image('webp', 700, 700), name: 'b.webp', type: 'image/webp' }, as: owner });
    expect(replaced.status).toBe(200);
    expect(replaced.body.cover).not.toBe(first);
    expect((await fetchCover(first)).status).toBe(404);
    expect((await fetchCover(replaced.body.cover!)).status).toBe(200);

    const both = await upload(`/playlists/${created.body.id}`, { method: 'PATCH', fields: { removeCover: 'true' }, cover: { bytes: await image('png', 50, 50), name: 'c.png', type: 'image/png' }, as: owner });
    expect(both.status).toBe(400);

    const removed = await upload(`/playlists/${created.body.id}`, { method: 'PATCH', fields: { removeCover: 'true' }, as: owner });
    expect(removed.status).toBe(200);
    expect(removed.body.cover).toBeNull();
    expect((await fetchCover(replaced.body.cover!)).status).toBe(404);
  });
});

describe('PATCH and DELETE /playlists/{id}', () => {
  it('changes only the fields sent; the slug stays so links keep working', async () => {
    const created = await create('Before', owner, { description: 'first words' });
    const res = await upload(`/playlists/${created.id}`, { method: 'PATCH', fields: { name: 'After', public: 'false' }, as: owner });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, slug: 'before', name: 'After', description: 'first words', public: false });
    const bad = await upload(`/playlists/${created.id}`, { method: 'PATCH', fields: { name: '' }, as: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('name is required');
  });

  it('deletes a playlist with its cover: it is gone afterwards', async () => {
    const created = await upload('/playlists', { fields: { name: 'Short Lived' }, cover: { bytes: await image('png', 40, 40), name: 'x.png', type: 'image/png' }, as: owner });
    const res = await call(`/playlists/${created.body.id}`, { method: 'DELETE', as: owner });
    expect(res.status).toBe(204);
    expect((await call(`/playlists/${created.body.id}`, { as: owner })).status).toBe(404);
    expect((await fetchCover(created.body.cover!)).status).toBe(404);
    expect((await call(`/playlists/${created.body.id}`, { method: 'DELETE', as: owner })).status).toBe(404);
  });
});

describe('tracks of a playlist', () => {
  let list: Playlist;
  beforeAll(async () => {
    list = await create('Track Work');
  });
  const tracksCall = <T>(method: string, ids: unknown, as = owner) => call<T>(`/playlists/${list.id}/tracks`, { method, json: { track_ids: ids }, as });
  const order = async () => (await call<PlaylistDetail>(`/playlists/${list.id}?include=tracks`, { as: owner })).body.tracks!.map((t) => t.id);

  it('appends in the order given, skipping tracks already there and repeats in the list', async () => {
    const [a, b, c, d] = trackIds;
    const first = await tracksCall<PlaylistAppend>('POST', [a, b, c]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ added: 3, playlist: { id: list.id, trackCount: 3 } });
    const again = await tracksCall<PlaylistAppend>('POST', [b, d, d, a]);
    expect(again.body).toMatchObject({ added: 1, playlist: { trackCount: 4 } });
    expect(await order()).toEqual([a, b, c, d]);
  });

  it('refuses unknown track ids, naming them, and adds none of the list', async () => {
    const res = await tracksCall('POST', [trackIds[5], 999_001, 999_002]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No track has the id 999001, 999002.');
    expect(await order()).toHaveLength(4);
  });

  it('refuses an empty list, a list of more than 500 and ids that are not ids', async () => {
    for (const [ids, message] of [
      [[], 'track_ids must name at least one track'],
      [Array.from({ length: 501 }, (_, i) => i + 1), 'track_ids must name at most 500 tracks'],
      [['1'], 'track_ids must hold track ids'],
      [[1.5], 'track_ids must hold track ids'],
      ['1,2', 'track_ids must be a list of track ids'],
    ] as const) {
      const res = await tracksCall('POST', ids);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('reorders to the full order given, and refuses any other set', async () => {
    const [a, b, c, d, e] = trackIds;
    for (const wrong of [[a, b, c], [a, b, c, d, e], [a, b, c, c], [d, c, b, e]]) {
      const res = await tracksCall('PUT', wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('track_ids must list every track of the playlist exactly once, in the new order.');
    }
    const res = await tracksCall<PlaylistDetail>('PUT', [d, b, a, c]);
    expect(res.status).toBe(200);
    expect(res.body.tracks!.map((t) => t.id)).toEqual([d, b, a, c]);
    expect(res.body.tracks!.map((t) => t.rank)).toEqual([1, 2, 3, 4]);
    expect(await order()).toEqual([d, b, a, c]);
  });

  it('serves the queue in playlist order, in the catalog track shape', async () => {
    const res = await call<Track[]>(`/playlists/${list.id}/queue`, { as: owner });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.id)).toEqual(await order());
    for (const track of res.body) {
      expect(track.slug).toMatch(/^[a-z0-9-]+$/);
      expect(track.mixtapeId).toBeGreaterThan(0);
      expect(track.cover).toMatch(/^\/api\/v3\/media\//);
    }
  });

  it('removes the tracks named, ignoring those not there', async () => {
    const [a, b, c, d] = trackIds;
    const res = await tracksCall<PlaylistDetail>('DELETE', [b, trackIds[7]]);
    expect(res.status).toBe(200);
    expect(res.body.trackCount).toBe(3);
    expect(res.body.tracks!.map((t) => t.id)).toEqual([d, a, c]);
  });

  it('refuses more than 500 tracks in one playlist, telling the room left', async () => {
    const { getDb } = await import('@/server/db/client');
    const { mixtapeTracks, playlistTracks, tracks } = await import('@/server/db/schema');
    const db = await getDb();
    const filler = await db
      .insert(tracks)
      .values(Array.from({ length: 499 }, (_, i) => ({ title: `Filler ${i}`, artist: 'Nobody', durationSeconds: 60, mediaKey: `audio/filler-${i}.mp3`, size: 1, bitrate: 128 })))
      .returning({ id: tracks.id });
    // Tracks of the catalog are on a mixtape.
    await db.insert(mixtapeTracks).values(filler.map((t, i) => ({ mixtapeId: 1, trackId: t.id, position: 1000 + i })));
    const full = await create('Full House');
    await db.insert(playlistTracks).values(filler.map((t, i) => ({ playlistId: full.id, trackId: t.id, position: i + 1 })));
    const over = await call(`/playlists/${full.id}/tracks`, { method: 'POST', json: { track_ids: trackIds.slice(0, 2) }, as: owner });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('A playlist holds at most 500 tracks: this one has room for 1 more.');
    const last = await call<PlaylistAppend>(`/playlists/${full.id}/tracks`, { method: 'POST', json: { track_ids: [filler[0].id, trackIds[0]] }, as: owner });
    expect(last.body).toMatchObject({ added: 1, playlist: { trackCount: 500 } });
  });
});

describe('reads and paths', () => {
  it('answers a non-numeric id with the exact message the site retries by slug on, and finds it by slug', async () => {
    const created = await create('Find Me');
    const byName = await call(`/playlists/find-me`);
    expect(byName.status).toBe(400);
    expect(byName.body.message).toBe(NUMERIC);
    const found = await call<PlaylistDetail>('/playlists/find?slug=find-me');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: created.id, name: 'Find Me', tracks: [] });
    expect((await call('/playlists/find?slug=nothing-here')).status).toBe(404);
  });

  it('answers a playlist without tracks unless include=tracks', async () => {
    const created = await create('Include Test');
    expect((await call<PlaylistDetail>(`/playlists/${created.id}`)).body.tracks).toBeUndefined();
    expect((await call<PlaylistDetail>(`/playlists/${created.id}?include=tracks`)).body.tracks).toEqual([]);
    expect((await call(`/playlists/${created.id}?include=everything`)).body.message).toBe('include must be tracks');
  });

  it('lists public playlists newest first, paged, and a member their own, private ones included', async () => {
    const page = await call<Paged<Playlist>>('/playlists?take=3');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(3);
    const all = await call<Paged<Playlist>>('/playlists?take=100');
    expect(all.body.data.every((p) => p.public)).toBe(true);
    const created = all.body.data.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));
    expect(all.body.meta.total).toBe(all.body.data.length);

    const mine = await call<Paged<Playlist>>('/users/playlists?take=100', { as: owner });
    expect(mine.status).toBe(200);
    expect(mine.body.data.every((p) => p.user.id === owner.id)).toBe(true);
    expect(mine.body.data.some((p) => !p.public)).toBe(true);
    const second = await call<Paged<Playlist>>('/users/playlists?take=2&page=2', { as: owner });
    expect(second.body.data.map((p) => p.id)).toEqual(mine.body.data.slice(2, 4).map((p) => p.id));
    expect((await call('/users/playlists')).status).toBe(401);
  });
});

describe("another member's playlists", () => {
  let open: Playlist;
  let hidden: Playlist;
  beforeAll(async () => {
    open = await create('Open To All');
    hidden = await create('Only Mine', owner, { public: 'false' });
    await call(`/playlists/${hidden.id}/tracks`, { method: 'POST', json: { track_ids: [trackIds[0]] }, as: owner });
  });

  it('cannot be changed or deleted by anyone but the owner (403 to members, 401 to guests), public or private', async () => {
    for (const target of [open, hidden]) {
      const writes: [string, () => Promise<{ status: number; body: { message: string } }>][] = [
        ['PATCH', () => upload(`/playlists/${target.id}`, { method: 'PATCH', fields: { name: 'Taken' }, as: stranger })],
        ['PATCH cover', () => upload(`/playlists/${target.id}`, { method: 'PATCH', fields: { removeCover: 'true' }, as: stranger })],
        ['DELETE', () => call(`/playlists/${target.id}`, { method: 'DELETE', as: stranger })],
        ['append', () => call(`/playlists/${target.id}/tracks`, { method: 'POST', json: { track_ids: [trackIds[1]] }, as: stranger })],
        ['remove', () => call(`/playlists/${target.id}/tracks`, { method: 'DELETE', json: { track_ids: [trackIds[0]] }, as: stranger })],
        ['reorder', () => call(`/playlists/${target.id}/tracks`, { method: 'PUT', json: { track_ids: [trackIds[0]] }, as: stranger })],
      ];
      for (const [what, write] of writes) {
        const res = await write();
        expect([what, res.status, res.body.message]).toEqual([what, 403, 'Only the owner of this playlist can change it.']);
      }
      expect((await call(`/playlists/${target.id}`, { method: 'DELETE' })).status).toBe(401);
      expect((await call(`/playlists/${target.id}/tracks`, { method: 'POST', json: { track_ids: [1] } })).status).toBe(401);
    }
    const after = await call<PlaylistDetail>(`/playlists/${hidden.id}?include=tracks`, { as: owner });
    expect(after.body).toMatchObject({ name: 'Only Mine', trackCount: 1 });
    expect((await call<PlaylistDetail>(`/playlists/${open.id}`)).body.name).toBe('Open To All');
  });

  it('keeps a private playlist a 404 to everyone else, in every read and list', async () => {
    for (const as of [stranger, undefined]) {
      for (const path of [`/playlists/${hidden.id}`, `/playlists/${hidden.id}?include=tracks`, `/playlists/${hidden.id}/queue`, `/playlists/find?slug=${hidden.slug}`]) {
        const res = await call(path, { as });
        expect([path, res.status, res.body.message]).toEqual([path, 404, 'Playlist not found']);
      }
      const lists = await call<Paged<Playlist>>('/playlists?take=100', { as });
      expect(lists.body.data.map((p) => p.id)).not.toContain(hidden.id);
    }
    const strangers = await call<Paged<Playlist>>('/users/playlists?take=100', { as: stranger });
    expect(strangers.body.data.every((p) => p.user.id === stranger.id)).toBe(true);
    for (const path of [`/playlists/${hidden.id}`, `/playlists/${hidden.id}/queue`, `/playlists/find?slug=${hidden.slug}`]) {
      expect((await call(path, { as: owner })).status).toBe(200);
    }
  });

  it("lets others read a public one, and works the other way round too", async () => {
    expect((await call(`/playlists/${open.id}/queue`, { as: stranger })).status).toBe(200);
    const theirs = await create('Stranger Private', stranger, { public: 'false' });
    expect((await call(`/playlists/${theirs.id}`, { as: owner })).status).toBe(404);
    expect((await call(`/playlists/${theirs.id}`, { method: 'DELETE', as: owner })).status).toBe(403);
    expect((await call(`/playlists/${theirs.id}`, { as: stranger })).status).toBe(200);
  });
});

describe('multipart transport', () => {
  it('refuses a declared length over the cap before reading the body', async () => {
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${api.url}/api/v3/playlists`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body).message).toBe('The cover must be at most 5 MB.');
  });

  it('cuts off a chunked body as it passes the cap', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="cover"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        for (let i = 0; i < 7; i++) controller.enqueue(new Uint8Array(chunk));
        controller.close();
      },
    });
    const res = await fetch(`${api.url}/api/v3/playlists`, {
      method: 'POST',
      body: stream,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses files under other names, two covers, and a multipart type without a boundary', async () => {
    const form = new FormData();
    form.append('name', 'x');
    form.append('avatar', new Blob(['abc']), 'a.png');
    const other = await fetch(`${api.url}/api/v3/playlists`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
    expect(other.status).toBe(400);
    expect((await other.json()).message).toBe('This call takes no file named avatar.');

    const two = new FormData();
    two.append('name', 'x');
    two.append('cover', new Blob([await image('png', 8, 8)]), 'a.png');
    two.append('cover', new Blob([await image('png', 8, 8)]), 'b.png');
    expect((await fetch(`${api.url}/api/v3/playlists`, { method: 'POST', body: two, headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(400);

    const bare = await call('/playlists', { body: 'name=x', type: 'multipart/form-data', as: owner });
    expect(bare.status).toBe(400);
  });

  it('takes only multipart on the upload calls, and still only JSON everywhere else (415)', async () => {
    const json = await call('/playlists', { json: { name: 'As JSON' }, as: owner });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send the request body as multipart/form-data.');
    const list = await create('Json Only Tracks');
    const form = new FormData();
    form.append('track_ids', '1');
    for (const path of [`/api/v3/playlists/${list.id}/tracks`, '/api/v3/log', '/api/v3/auth/login']) {
      const res = await fetch(`${api.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
      expect([path, res.status]).toEqual([path, 415]);
      expect((await res.json()).message).toBe('Send the request body as application/json.');
    }
  });

  it('refuses a multipart call from another site (403)', async () => {
    const form = new FormData();
    form.append('name', 'Forged');
    const res = await fetch(`${api.url}/api/v3/playlists`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}`, origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
