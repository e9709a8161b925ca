import type { TestApi } from './api-server';
import { runSql } from './members';

/** A stored file of a track and what `GET /media/{key}` answers for it. */
export interface StoredByName {
  key: string;
  byName: number;
}

/**
 * Every file stored for a track (its audio, its renditions, its waveform), each with what asking the public media
 * path for it by name answers: always a 404, whatever the track's state, since audio leaves only through its routes.
 */
export async function storedFilesOf(api: TestApi, trackId: number): Promise<StoredByName[]> {
  const rows = await runSql<{ key: string }>(
    `select media_key as key from tracks where id = ${trackId} union select media_key from track_renditions where track_id = ${trackId} union select waveform from tracks where id = ${trackId} and waveform is not null`,
  );
  return Promise.all(rows.map(async ({ key }) => ({ key, byName: (await fetch(`${api.url}/api/v3/media/${key}`)).status })));
}
