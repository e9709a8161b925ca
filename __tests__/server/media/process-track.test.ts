/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-process-track-'));
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-process-cache-'));
process.env.DATA_DIR = dataDir;
afterAll(() => [dataDir, cache].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it('keeps a result in the cache it is given and takes it from there for the same bytes, stored under a name of its own', async () => {
  const [{ synthesizeTrack }, { getMediaStorage }, { processStoredTrack }] = await Promise.all([
    import('@/server/demo/audio/mp3'),
    import('@/server/adapters/media-storage'),
    import('@/server/media/process-track'),
  ]);
  const audio = await synthesizeTrack(51, 4, { title: 'Kept' });
  const storage = getMediaStorage();
  await storage.put('audio/a.mp3', audio);
  await storage.put('audio/b.mp3', audio);
  const media = (key: string) => fs.readFileSync(path.join(dataDir, 'media', key));

  const first = await processStoredTrack('audio/a.mp3', { cache });
  const kept = fs.readdirSync(path.join(cache, 'processed'));
  expect(kept).toHaveLength(1);
  // The original serves as the standard rendition: only the data saver is a file of the result's own.
  expect(fs.readdirSync(path.join(cache, 'processed', kept[0])).sort()).toEqual(['data_saver.m4a', 'result.json']);

  // What the cache holds is what comes back (a mark no file of ours would measure, to tell it from a fresh run).
  const resultFile = path.join(cache, 'processed', kept[0], 'result.json');
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  result.result.loudness.integratedLufs = -99.5;
  fs.writeFileSync(resultFile, JSON.stringify(result));
  const second = await processStoredTrack('audio/b.mp3', { cache });
  expect(second.track.integratedLufs).toBe(-99.5);
  expect(second.track).toMatchObject({ mediaKey: 'audio/b.mp3', durationSeconds: first.track.durationSeconds, size: first.track.size });
  // Stored in a folder of its own that nobody can guess, never the first one's.
  const [, standard, dataSaver] = second.renditions.map((r) => r.mediaKey);
  expect(standard).toBe('audio/b.mp3');
  const folder = dataSaver.slice(0, dataSaver.lastIndexOf('/'));
  expect(folder).toMatch(/^renditions\/[0-9a-f]{24}$/);
  expect(second.track.waveform).toBe(`${folder}/waveform.json`);
  expect(first.track.waveform).not.toBe(second.track.waveform);
  const firstSaver = first.renditions[2].mediaKey;
  expect(media(dataSaver).equals(media(firstSaver))).toBe(true);
  expect(media(second.track.waveform).equals(media(first.track.waveform))).toBe(true);

  // Without the cache the same bytes are processed afresh, to the same result.
  const fresh = await processStoredTrack('audio/b.mp3');
  expect({ ...fresh.track, waveform: '', mediaKey: '' }).toEqual({ ...first.track, waveform: '', mediaKey: '' });
  expect(media(fresh.renditions[2].mediaKey).equals(media(firstSaver))).toBe(true);
});
