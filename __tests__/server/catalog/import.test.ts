/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type * as ImportModule from '@/server/catalog/import';
import type * as Schema from '@/server/db/schema';
import { synthesizeTrack } from '@/server/demo/audio/mp3';
import { freshDataDir } from '../../helpers/data-dir';

delete process.env.DATABASE_URL; // this suite is about the embedded database

const dataDir = freshDataDir('import-data-');
const source = fs.mkdtempSync(path.join(os.tmpdir(), 'import-src-'));
let db: Db;
let schema: typeof Schema;
let importFolder: typeof ImportModule.importFolder;
let closeDb: () => Promise<void>;

function write(folder: string, name: string, data: Buffer | string) {
  fs.mkdirSync(path.join(source, folder), { recursive: true });
  fs.writeFileSync(path.join(source, folder, name), data);
}

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  const client = await import('@/server/db/client');
  db = await client.getDb();
  closeDb = client.closeDb;
  schema = await import('@/server/db/schema');
  ({ importFolder } = await import('@/server/catalog/import'));

  // Tagged tracks whose file names sort against their track numbers, plus a garbage "MP3".
  write('Basement Tape', 'a.mp3', await synthesizeTrack(31, 4, { title: 'Second Song', artist: 'Kiana Rivers', album: 'Night Moves', track: 2 }));
  write('Basement Tape', 'b.mp3', await synthesizeTrack(32, 3, { title: 'First Song', artist: 'Kiana Rivers', album: 'Night Moves', track: 1 }));
  write('Basement Tape', 'x.mp3', 'this is not audio at all '.repeat(40));
  // Untagged tracks: folder name for the title, file names for the tracks, ordered by name.
  write('loose ends', '10 - outro.mp3', await synthesizeTrack(33, 3));
  write('loose ends', '2 - intro.mp3', await synthesizeTrack(34, 3));
  write('loose ends', 'notes.txt', 'not a track');
  // Only bad files: no mixtape at all.
  write('broken', 'y.mp3', Buffer.alloc(4000, 7));
  write('broken', 'z.flac', 'fLaC and nothing else');
});

afterAll(async () => {
  await closeDb();
  for (const dir of [dataDir, source]) fs.rmSync(dir, { recursive: true, force: true });
});

const mediaFiles = () =>
  fs.existsSync(path.join(dataDir, 'media')) ? fs.readdirSync(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;

describe('importFolder', () => {
  it('leaves nothing behind when a mixtape cannot be written', async () => {
    const failing = Object.create(db, { transaction: { value: () => Promise.reject(new Error('connection lost')) } }) as Db;
    const report = await importFolder(failing, source);
    expect(report.imported).toHaveLength(0);
    expect(report.failed.map((f) => f.reason)).toEqual(expect.arrayContaining(['connection lost']));
    expect(await db.select().from(schema.mixtapes)).toHaveLength(0);
    expect(await db.select().from(schema.artists)).toHaveLength(0);
    expect(mediaFiles()).toBe(0);
  });

  it('imports one mixtape per readable folder and reports the bad files', async () => {
    const lines: string[] = [];
    const report = await importFolder(db, source, { log: (line) => lines.push(line) });

    expect(report.imported.map((m) => m.title).sort()).toEqual(['Night Moves', 'loose ends']);
    expect(report.skipped.map((s) => path.basename(s.path)).sort()).toEqual(['x.mp3', 'y.mp3', 'z.flac']);
    expect(report.failed).toEqual([{ path: path.join(source, 'broken'), reason: 'no readable audio files' }]);
    expect(lines.some((line) => line.includes('x.mp3'))).toBe(true);

    const mixtapes = await db.select().from(schema.mixtapes).orderBy(asc(schema.mixtapes.id));
    expect(mixtapes).toHaveLength(2);
    const [artist] = await db.select().from(schema.artists).where(eq(schema.artists.id, mixtapes[0].artistId));
    expect(artist.name).toBe('Kiana Rivers');

    const tracksOf = async (mixtapeId: number) =>
      db
        .select({ title: schema.tracks.title, key: schema.tracks.mediaKey, size: schema.tracks.size, seconds: schema.tracks.durationSeconds, bitrate: schema.tracks.bitrate })
        .from(schema.mixtapeTracks)
        .innerJoin(schema.tracks, eq(schema.tracks.id, schema.mixtapeTracks.trackId))
        .where(eq(schema.mixtapeTracks.mixtapeId, mixtapeId))
        .orderBy(asc(schema.mixtapeTracks.position));
    const night = await tracksOf(mixtapes.find((m) => m.title === 'Night Moves')!.id);
    expect(night.map((t) => t.title)).toEqual(['First Song', 'Second Song']);
    expect(night.map((t) => t.seconds)).toEqual([3, 4]);
    const loose = await tracksOf(mixtapes.find((m) => m.title === 'loose ends')!.id);
    expect(loose.map((t) => t.title)).toEqual(['intro', 'outro']);

    for (const t of [...night, ...loose]) {
      expect(t.key).toMatch(/^audio\/.+\.mp3$/);
      expect(fs.statSync(path.join(dataDir, 'media', t.key)).size).toBe(t.size);
      expect(t.bitrate).toBe(128_000);
    }
    for (const m of mixtapes) expect(fs.readFileSync(path.join(dataDir, 'media', m.cover!), 'utf8')).toMatch(/^<svg/);
  });

  it('gives a second import of the same folders new slugs and reuses the artist', async () => {
    const report = await importFolder(db, path.join(source, 'Basement Tape', '..'));
    expect(report.imported.map((m) => m.slug).sort()).toEqual(['kiana-rivers-night-moves-2', 'unknown-artist-loose-ends-2']);
    expect(await db.select().from(schema.artists)).toHaveLength(2);
  });

  it('takes the genre from the files\' genre tags when one names a listed genre, or the genre and moods asked', async () => {
    const tagged = fs.mkdtempSync(path.join(os.tmpdir(), 'import-genres-'));
    try {
      fs.mkdirSync(path.join(tagged, 'Tagged'));
      fs.writeFileSync(path.join(tagged, 'Tagged', 'a.mp3'), await synthesizeTrack(41, 3, { album: 'Tagged', genre: 'Hip Hop' }));
      fs.writeFileSync(path.join(tagged, 'Tagged', 'b.mp3'), await synthesizeTrack(42, 3, { album: 'Tagged', genre: 'hiphop' }));
      fs.writeFileSync(path.join(tagged, 'Tagged', 'c.mp3'), await synthesizeTrack(43, 3, { album: 'Tagged', genre: 'Polka' }));
      const byTags = await importFolder(db, tagged);
      expect(byTags.imported.map((m) => m.genre)).toEqual(['hip-hop']);
      const stored = async (slug: string) =>
        (await db.select({ genre: schema.mixtapes.genre, moods: schema.mixtapes.moods }).from(schema.mixtapes).where(eq(schema.mixtapes.slug, slug)))[0];
      expect(await stored(byTags.imported[0].slug)).toEqual({ genre: 'hip-hop', moods: [] });

      const asked = await importFolder(db, tagged, { genre: 'lo-fi', moods: ['chill', 'late-night'] });
      expect(await stored(asked.imported[0].slug)).toEqual({ genre: 'lo-fi', moods: ['chill', 'late-night'] });

      const before = (await db.select().from(schema.mixtapes)).length;
      await expect(importFolder(db, tagged, { genre: 'polka' })).rejects.toThrow('Unknown genre polka: it must be one of hip-hop, rnb, trap');
      await expect(importFolder(db, tagged, { moods: ['chill', 'sad'] })).rejects.toThrow('Unknown mood sad: it must be one of chill, party');
      await expect(importFolder(db, tagged, { moods: ['chill', 'party', 'hype', 'focus'] })).rejects.toThrow('A mixtape has at most 3 moods');
      expect(await db.select().from(schema.mixtapes)).toHaveLength(before);
    } finally {
      fs.rmSync(tagged, { recursive: true, force: true });
    }
  });
});
