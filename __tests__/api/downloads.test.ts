/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { DownloadLink } from '@/lib/contracts/library';
import { id3TagLength } from '@/server/media/id3';
import { loadMusicMetadata } from '@/server/media/load-esm';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';

let api: TestApi;
let member: Member;
let mixtape: MixtapeDetail;
let tracks: Track[];
const guest = () => callAs(api, null);
const asMember = () => callAs(api, member);
const fetchLink = (url: string, headers: Record<string, string> = {}) => httpCall(`${api.url}${url}`, { raw: true, headers });
const mediaFile = (key: string) => fs.readFileSync(path.join(api.dataDir, 'media', key));
const mediaKeyOf = async (trackId: number) => (await runSql<{ key: string }>(`select media_key as key from tracks where id = ${trackId}`))[0].key;
/** The audio of an MP3 after its ID3 tag. */
const audioOf = (mp3: Buffer) => mp3.subarray(id3TagLength(mp3));

/** An MP3 as sent: its stored audio, the stored file's own tags and the cover as its front-cover picture, a square JPEG. */
async function expectTaggedWithCover(mp3: Buffer, stored: Buffer) {
  expect(audioOf(mp3).equals(audioOf(stored))).toBe(true);
  const { parseBuffer } = await loadMusicMetadata();
  const [{ common }, own] = await Promise.all([parseBuffer(mp3, { mimeType: 'audio/mpeg' }), parseBuffer(stored, { mimeType: 'audio/mpeg' })]);
  expect(own.common.picture).toBeUndefined();
  expect(own.common.title).toBeTruthy();
  expect([common.title, common.artist, common.album, common.track.no]).toEqual([own.common.title, own.common.artist, own.common.album, own.common.track.no]);
  expect(common.picture).toHaveLength(1);
  const [picture] = common.picture!;
  expect([picture.format, picture.type]).toEqual(['image/jpeg', 'Cover (front)']);
  const meta = await sharp(picture.data).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
}

beforeAll(async () => {
  api = await startTestApi({ seed: true });
  member = await createMember(api, 'downloader');
  const list = await guest()<Paged<Mixtape>>('/mixtapes?take=100');
  // Free mixtapes: a paid one's files are its buyers' (purchases.test.ts).
  const details = await Promise.all(list.body.data.filter((m) => !m.price).map(async (m) => (await guest()<MixtapeDetail>(`/mixtapes/${m.id}`)).body));
  mixtape = details.find((m) => m.tracks.length >= 2)!;
  tracks = details.flatMap((m) => m.tracks);
});
afterAll(() => api.stop());

describe('POST /tracks/{id}/download', () => {
  const freeTrack = () => tracks.find((t) => t.guestDownload)!;
  const memberTrack = () => tracks.find((t) => !t.guestDownload)!;

  it('gives a guest a link for a track with guestDownload, and a 401 with a message otherwise', async () => {
    const free = await guest()<DownloadLink>(`/tracks/${freeTrack().id}/download`, { method: 'POST' });
    expect(free.status).toBe(200);
    expect(free.body.download_url).toMatch(new RegExp(`^/api/v3/downloads/tracks/${freeTrack().id}\\?expires=\\d+&signature=[\\w-]+$`));
    const refused = await guest()(`/tracks/${memberTrack().id}/download`, { method: 'POST' });
    expect([refused.status, refused.body.message]).toEqual([401, 'Log in or sign up for free to download this track.']);
  });

  it('gives a member a link for any track; the link downloads the MP3 as "Artist - Title.mp3", its cover in its tag', async () => {
    const track = memberTrack();
    const link = await asMember()<DownloadLink>(`/tracks/${track.id}/download`, { method: 'POST' });
    expect(link.status).toBe(200);
    const expires = Number(new URL(link.body.download_url, api.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(link.body.download_url).not.toContain(await mediaKeyOf(track.id));
    const file = await fetchLink(link.body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`${track.artist} - ${track.title}.mp3`)}`);
    expect(file.headers.get('cache-control')).toMatch(/^private/);
    expect(Number(file.headers.get('content-length'))).toBe(file.bytes.length);
    await expectTaggedWithCover(file.bytes, mediaFile(await mediaKeyOf(track.id)));
    const part = await fetchLink(link.body.download_url, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${file.bytes.length}`);
    expect(part.bytes.equals(file.bytes.subarray(10, 20))).toBe(true);
    // A range across the new tag's end and into the stored audio.
    const tagEnd = id3TagLength(file.bytes);
    const across = await fetchLink(link.body.download_url, { range: `bytes=${tagEnd - 5}-${tagEnd + 4}` });
    expect(across.bytes.equals(file.bytes.subarray(tagEnd - 5, tagEnd + 5))).toBe(true);
    const again = await fetchLink(link.body.download_url, { 'if-none-match': file.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('names a file with non-ASCII characters safely for every client', async () => {
    const track = tracks.find((t) => !t.guestDownload && t.mixtapeId !== mixtape.id)!;
    await runSql(`update tracks set artist = 'Beyoncé', title = 'Café "Ñandú" / 東京' where id = ${track.id}`);
    const link = await asMember()<DownloadLink>(`/tracks/${track.id}/download`, { method: 'POST' });
    const file = await fetchLink(link.body.download_url);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Beyonce - Cafe Nandu __.mp3"; filename*=UTF-8''${encodeURIComponent('Beyoncé - Café Ñandú 東京.mp3')}`,
    );
  });

  it('answers 403 to a tampered or expired link, and 404 to an unknown track', async () => {
    const track = freeTrack();
    const { download_url } = (await guest()<DownloadLink>(`/tracks/${track.id}/download`, { method: 'POST' })).body;
    const other = tracks.find((t) => t.id !== track.id)!;
    const tampered = [
      download_url.replace(`/tracks/${track.id}?`, `/tracks/${other.id}?`),
      download_url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 60}`),
      download_url.replace(/signature=(.)/, (_, c) => `signature=${c === 'A' ? 'B' : 'A'}`),
      download_url.replace('/downloads/tracks/', '/downloads/mixtapes/'),
    ];
    for (const url of tampered) {
      const res = await httpCall(`${api.url}${url}`);
      expect([url, res.status, res.body.message]).toEqual([url, 403, 'This download link is not valid. Start the download again.']);
    }
    const { downloadUrl } = await import('@/server/library/download-links');
    const expired = await httpCall(`${api.url}${downloadUrl('tracks', track.id, Date.now() - 11 * 60_000)}`);
    expect([expired.status, expired.body.message]).toEqual([403, 'This download link has expired. Start the download again.']);
    expect((await guest()('/tracks/999999/download', { method: 'POST' })).status).toBe(404);
    expect((await httpCall(`${api.url}/api/v3/downloads/tracks/${track.id}`)).status).toBe(400);
  });
});

/** The entries of a zip, read with yauzl from its central directory: name and bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        expect(entry.compressionMethod).toBe(0);
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('mixtape downloads', () => {
  it('answers the exact size of the zip, which is its Content-Length, and the zip holds every track with the cover in its tag, and cover.jpg', async () => {
    // Quotes and slashes cannot be in a file name: they become spaces.
    await runSql(`update tracks set title = 'Ünïcode "Quoted" / Slashed' where id = ${mixtape.tracks[0].id}`);
    mixtape.tracks[0].title = 'Ünïcode "Quoted" / Slashed';
    const size = await guest()<{ size: number }>(`/mixtapes/${mixtape.id}/download`);
    expect(size.status).toBe(200);
    const refused = await guest()(`/mixtapes/${mixtape.id}/download`, { method: 'POST' });
    expect(refused.status).toBe(401);
    const link = await asMember()<DownloadLink>(`/mixtapes/${mixtape.id}/download`, { method: 'POST' });
    expect(link.body.download_url).toMatch(new RegExp(`^/api/v3/downloads/mixtapes/${mixtape.id}\\?`));
    const zip = await fetchLink(link.body.download_url);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(Number(zip.headers.get('content-length'))).toBe(size.body.size);
    expect(zip.bytes.length).toBe(size.body.size);
    expect(zip.headers.get('content-disposition')).toContain(encodeURIComponent(`${mixtape.artist.name} - ${mixtape.title}.zip`));

    const files = await unzip(zip.bytes);
    const coverKey = (await runSql<{ cover: string }>(`select cover from mixtapes where id = ${mixtape.id}`))[0].cover;
    expect(coverKey.endsWith('.svg')).toBe(true);
    expect(files.size).toBe(mixtape.tracks.length + 1);
    expect([...files.keys()][0]).toBe(`01 - ${mixtape.tracks[0].artist} - Ünïcode Quoted Slashed.mp3`);
    for (const track of mixtape.tracks) {
      const name = `${String(track.rank).padStart(2, '0')} - ${track.artist} - ${track.title.replace(/["/]/g, ' ').replace(/\s+/g, ' ')}.mp3`;
      expect([...files.keys()]).toContain(name);
      await expectTaggedWithCover(files.get(name)!, mediaFile(await mediaKeyOf(track.id)));
    }
    expect(files.has('cover.svg')).toBe(false);
    const cover = await sharp(files.get('cover.jpg')!).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['jpeg', 512, 512]);

    // The same bytes every time, so a range resumes a download.
    const range = await fetchLink(link.body.download_url, { range: 'bytes=100-4099' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-4099/${size.body.size}`);
    expect(range.bytes.equals(zip.bytes.subarray(100, 4100))).toBe(true);
    const tail = await fetchLink(link.body.download_url, { range: 'bytes=-50' });
    expect(tail.bytes.equals(zip.bytes.subarray(zip.bytes.length - 50))).toBe(true);
    const past = await fetchLink(link.body.download_url, { range: `bytes=${size.body.size}-` });
    expect(past.status).toBe(416);
  });

  it('answers 404 for an unknown mixtape', async () => {
    expect((await guest()('/mixtapes/999999/download')).status).toBe(404);
    expect((await asMember()('/mixtapes/999999/download', { method: 'POST' })).status).toBe(404);
  });
});
