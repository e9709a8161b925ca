/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-process-track-'));
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-process-cache-'));
process.env.DATA_DIR = dataDir;
afterAll(() => [dataDir, cache].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it('keeps a result in the cache it is given and takes it from there for the same bytes, stored under its own name', async () => {
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

  const first = await processStoredTrack('a', 'audio/a.mp3', { cache });
  const kept = fs.readdirSync(path.join(cache, 'processed'));
  expect(kept).toHaveLength(1);
  // The original serves as the standard rendition: only the data saver is a file of the result's own.
  expect(fs.readdirSync(path.join(cache, 'processed', kept[0])).sort()).toEqual(['data_saver.m4a', 'result.json']);

  // What the cache holds is what comes back (a mark no file of ours would measure, to tell it from a fresh run).
  const resultFile = path.join(cache, 'processed', kept[0], 'result.json');
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  result.result.loudness.integratedLufs = -99.5;
  fs.writeFileSync(resultFile, JSON.stringify(result));
  const second = await processStoredTrack('b', 'audio/b.mp3', { cache });
  expect(second.track.integratedLufs).toBe(-99.5);
  expect(second.track).toMatchObject({ mediaKey: 'audio/b.mp3', waveform: 'waveforms/b.json', durationSeconds: first.track.durationSeconds, size: first.track.size });
  expect(second.renditions.map((r) => r.mediaKey)).toEqual(['audio/b.mp3', 'audio/b.mp3', 'renditions/b/data_saver.m4a']);
  expect(media('renditions/b/data_saver.m4a').equals(media('renditions/a/data_saver.m4a'))).toBe(true);
  expect(media('waveforms/b.json').equals(media('waveforms/a.json'))).toBe(true);

  // Without the cache the same bytes are processed afresh, to the same result.
  const fresh = await processStoredTrack('c', 'audio/b.mp3');
  expect({ ...fresh.track, waveform: '', mediaKey: '' }).toEqual({ ...first.track, waveform: '', mediaKey: '' });
  expect(media('renditions/c/data_saver.m4a').equals(media('renditions/a/data_saver.m4a'))).toBe(true);
});
