/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { RANDOM_AUDIO_KEY } from '@/server/adapters/stored-media';
import { freshDataDir } from '../../helpers/data-dir';

// The embedded database: a DATABASE_URL meant for the API suites must not receive this.
delete process.env.DATABASE_URL;
const dir = freshDataDir('rename-guessable-');
process.env.DATA_DIR = dir;

afterAll(async () => {
  const { closeDb } = await import('@/server/db/client');
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('moves audio stored under guessable names (an older release\'s) to random ones, files and every row that names them', async () => {
  const [{ getDb }, { seedCatalog }, { renameGuessableMedia }, { rowsOf }] = await Promise.all([
    import('@/server/db/client'),
    import('@/server/demo/seed'),
    import('@/server/media/rename-guessable'),
    import('@/server/db/client'),
  ]);
  const { sql } = await import('drizzle-orm');
  const db = await getDb();
  await seedCatalog(db, { now: new Date('2026-03-10T12:00:00Z'), mixtapes: 1, artists: 1, djs: 1, podcasts: 1, minTracks: 2, maxTracks: 2, minSeconds: 3, maxSeconds: 3 });
  const media = path.join(dir, 'media');
  const query = async <T,>(text: string) => rowsOf(await db.execute(sql.raw(text))) as T[];
  const stored = async () => ({
    tracks: await query<{ id: number; media_key: string; waveform: string }>('select id, media_key, waveform from tracks order by id'),
    renditions: await query<{ track_id: number; quality: string; media_key: string }>('select track_id, quality, media_key from track_renditions order by track_id, quality'),
    episodes: await query<{ id: number; media_key: string }>('select id, media_key from episodes order by id'),
  });

  // What an older release stored: audio after the mixtape's slug, renditions and waveforms after the track's id.
  const [first] = (await stored()).tracks;
  const old = { audio: 'audio/night-drive-01.mp3', saver: `renditions/${first.id}/data_saver.m4a`, waveform: `waveforms/${first.id}.json`, episode: 'audio/podcasts/late-talk-1.mp3' };
  const before = await stored();
  const saverKey = before.renditions.find((r) => r.track_id === first.id && r.quality === 'data_saver')!.media_key;
  const [episode] = before.episodes;
  const move = (from: string, to: string) => {
    fs.mkdirSync(path.dirname(path.join(media, to)), { recursive: true });
    fs.renameSync(path.join(media, from), path.join(media, to));
  };
  const bytes = { audio: fs.readFileSync(path.join(media, first.media_key)), saver: fs.readFileSync(path.join(media, saverKey)), waveform: fs.readFileSync(path.join(media, first.waveform)) };
  move(first.media_key, old.audio);
  move(saverKey, old.saver);
  move(first.waveform, old.waveform);
  move(episode.media_key, old.episode);
  await query(`update tracks set media_key = '${old.audio}', waveform = '${old.waveform}' where id = ${first.id}`);
  await query(`update track_renditions set media_key = '${old.audio}' where track_id = ${first.id} and media_key = '${first.media_key}'`);
  await query(`update track_renditions set media_key = '${old.saver}' where track_id = ${first.id} and quality = 'data_saver'`);
  await query(`update episodes set media_key = '${old.episode}' where id = ${episode.id}`);
  // A row whose file was purged keeps its name: there is nothing left to serve or move.
  await query(`update episodes set media_key = 'audio/podcasts/purged-2.mp3' where id = ${before.episodes[1].id}`);

  expect(await renameGuessableMedia(db)).toBe(4);
  const after = await stored();
  const keys = [...after.tracks.flatMap((t) => [t.media_key, t.waveform]), ...after.renditions.map((r) => r.media_key), ...after.episodes.map((e) => e.media_key)];
  expect(keys.filter((key) => !RANDOM_AUDIO_KEY.test(key))).toEqual(['audio/podcasts/purged-2.mp3']);
  const renamed = after.tracks.find((t) => t.id === first.id)!;
  // The same file under its new name, for every row that named it, and the old name gone.
  expect(after.renditions.filter((r) => r.track_id === first.id && r.quality !== 'data_saver').map((r) => r.media_key)).toEqual([renamed.media_key, renamed.media_key]);
  expect(fs.readFileSync(path.join(media, renamed.media_key)).equals(bytes.audio)).toBe(true);
  expect(fs.readFileSync(path.join(media, after.renditions.find((r) => r.track_id === first.id && r.quality === 'data_saver')!.media_key)).equals(bytes.saver)).toBe(true);
  expect(fs.readFileSync(path.join(media, renamed.waveform)).equals(bytes.waveform)).toBe(true);
  for (const key of Object.values(old)) expect([key, fs.existsSync(path.join(media, key))]).toEqual([key, false]);
  // Once is enough.
  expect(await renameGuessableMedia(db)).toBe(0);
}, 60_000);
