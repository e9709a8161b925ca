/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@/server/db/client';
import type * as SeedModule from '@/server/demo/seed';
import type * as Schema from '@/server/db/schema';
import { freshDataDir } from '../../helpers/data-dir';

// These tests are about the embedded database: a DATABASE_URL meant for the API suites must not receive them.
delete process.env.DATABASE_URL;

const NOW = new Date('2026-03-10T00:04:00Z'); // four minutes into the UTC day: "today" has little room
const SMALL = { now: NOW, mixtapes: 6, artists: 3, djs: 2, minTracks: 2, maxTracks: 3, minSeconds: 3, maxSeconds: 5 };
const DAY = 86_400_000;

interface Opened {
  dir: string;
  db: Db;
  seed: typeof SeedModule;
  schema: typeof Schema;
  close: () => Promise<void>;
}

/** A fresh data folder with its own module instances (the media storage remembers its folder). */
async function open(): Promise<Opened> {
  const dir = freshDataDir('seed-test-');
  process.env.DATA_DIR = dir;
  jest.resetModules();
  const client = await import('@/server/db/client');
  return { dir, db: await client.getDb(), seed: await import('@/server/demo/seed'), schema: await import('@/server/db/schema'), close: client.closeDb };
}

let main: Opened;
beforeAll(async () => {
  main = await open();
});
afterAll(async () => {
  await main.close();
  fs.rmSync(main.dir, { recursive: true, force: true });
});

describe('seedCatalog', () => {
  it('seeds a small catalog with every release list filled, then leaves a full catalog alone', async () => {
    const { db, seed, schema } = main;
    expect(await seed.isCatalogEmpty(db)).toBe(true);
    const summary = await seed.seedCatalog(db, SMALL);
    expect(summary).toMatchObject({ seeded: true, mixtapes: 6, artists: 3, djs: 2, podcasts: 3 });

    const mixtapes = await db.select().from(schema.mixtapes);
    const tracks = await db.select().from(schema.tracks);
    const links = await db.select().from(schema.mixtapeTracks);
    expect(mixtapes).toHaveLength(6);
    expect(tracks).toHaveLength(summary.tracks);
    expect(links).toHaveLength(tracks.length);
    for (const m of mixtapes) {
      const positions = links.filter((l) => l.mixtapeId === m.id).map((l) => l.position).sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
      expect(positions.length).toBeGreaterThanOrEqual(2);
    }

    const t = NOW.getTime();
    const midnight = Date.UTC(2026, 2, 10);
    const released = (m: (typeof mixtapes)[number]) => m.releaseDate.getTime();
    expect(mixtapes.filter((m) => released(m) >= midnight && released(m) <= t)).not.toHaveLength(0);
    expect(mixtapes.filter((m) => released(m) < midnight && released(m) > t - 7 * DAY)).not.toHaveLength(0);
    expect(mixtapes.filter((m) => m.premiere && released(m) <= t && released(m) >= t - 14 * DAY)).not.toHaveLength(0);
    expect(mixtapes.filter((m) => released(m) < t - 7 * DAY)).not.toHaveLength(0);
    expect(mixtapes.filter((m) => released(m) > t)).not.toHaveLength(0);
    expect(mixtapes.some((m) => m.featured)).toBe(true);
    expect(new Set(tracks.map((tr) => tr.guestDownload))).toEqual(new Set([true, false]));

    const media = path.join(main.dir, 'media');
    for (const tr of tracks) {
      expect(fs.statSync(path.join(media, tr.mediaKey)).size).toBe(tr.size);
      expect(tr.bitrate).toBe(128_000);
      expect(tr.durationSeconds).toBeGreaterThanOrEqual(2);
      expect(tr.durationSeconds).toBeLessThanOrEqual(6);
      expect(tr.cover).toBe(mixtapes.find((m) => m.id === links.find((l) => l.trackId === tr.id)!.mixtapeId)!.cover);
    }
    for (const m of mixtapes) expect(fs.existsSync(path.join(media, m.cover!))).toBe(true);
    const episodes = await db.select().from(schema.episodes);
    expect(episodes.length).toBeGreaterThanOrEqual(9);
    for (const e of episodes) expect(fs.existsSync(path.join(media, e.mediaKey))).toBe(true);

    const again = await seed.seedCatalog(db, SMALL);
    expect(again.seeded).toBe(false);
    expect(await db.select().from(schema.mixtapes)).toHaveLength(6);
  });

  it('reseeds with force, replacing the catalog in one transaction', async () => {
    const { db, seed, schema } = main;
    const summary = await seed.seedCatalog(db, { ...SMALL, mixtapes: 5, force: true });
    expect(summary.seeded).toBe(true);
    expect(await db.select().from(schema.mixtapes)).toHaveLength(5);
    expect(await db.select().from(schema.artists)).toHaveLength(3);
  });

  it('leaves neither rows nor files behind when the transaction fails, and seeds the same catalog in any folder, its media made apart or not', async () => {
    // One PGlite per process: close the shared one and take fresh folders in turn.
    await main.close();
    const catalog = async (o: Opened) => ({
      mixtapes: await o.db.select({ slug: o.schema.mixtapes.slug, title: o.schema.mixtapes.title }).from(o.schema.mixtapes).orderBy(o.schema.mixtapes.id),
      tracks: await o.db
        .select({ title: o.schema.tracks.title, key: o.schema.tracks.mediaKey, size: o.schema.tracks.size, seconds: o.schema.tracks.durationSeconds, lufs: o.schema.tracks.integratedLufs })
        .from(o.schema.tracks)
        .orderBy(o.schema.tracks.id),
    });
    const noFiles = (o: Opened) => expect(fs.readdirSync(path.join(o.dir, 'media'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toHaveLength(0);
    const seeded: Awaited<ReturnType<typeof catalog>>[] = [];
    for (let round = 0; round < 2; round++) {
      const o = await open();
      // The first round makes its media in a process of its own (seed-media.ts), as a big catalog does.
      const options = { ...SMALL, mediaApart: round === 0 };
      try {
        if (round === 0) {
          const failing = Object.create(o.db, { transaction: { value: () => Promise.reject(new Error('disk full')) } }) as Db;
          await expect(o.seed.seedCatalog(failing, options)).rejects.toThrow('disk full');
          expect(await o.seed.isCatalogEmpty(o.db)).toBe(true);
          noFiles(o);

          // The media process fails (no ffmpeg, and no test run's cache to take the audio from): what it wrote goes too.
          const saved = { FFMPEG_PATH: process.env.FFMPEG_PATH, SEED_TRACK_CACHE: process.env.SEED_TRACK_CACHE };
          process.env.FFMPEG_PATH = path.join(o.dir, 'no-ffmpeg');
          delete process.env.SEED_TRACK_CACHE;
          try {
            await expect(o.seed.seedCatalog(o.db, options)).rejects.toThrow('no-ffmpeg');
          } finally {
            for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name]; else process.env[name] = value;
          }
          expect(await o.seed.isCatalogEmpty(o.db)).toBe(true);
          noFiles(o);
        }
        await o.seed.seedCatalog(o.db, options);
        seeded.push(await catalog(o));
      } finally {
        await o.close();
        fs.rmSync(o.dir, { recursive: true, force: true });
      }
    }
    expect(seeded[0].mixtapes).toHaveLength(6);
    // The same catalog, its audio stored under names of its own each time (nobody can guess them).
    const unnamed = ({ mixtapes, tracks }: (typeof seeded)[number]) => ({ mixtapes, tracks: tracks.map(({ key, ...track }) => ({ ...track, key: /^audio\/[0-9a-f]{24}\.mp3$/.test(key) })) });
    expect(unnamed(seeded[1])).toEqual(unnamed(seeded[0]));
    expect(seeded[1].tracks.filter((track, i) => track.key === seeded[0].tracks[i].key)).toEqual([]);
  }, 90_000);
});
