import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getMediaStorage } from '../adapters/media-storage';
import { newMediaKey, RANDOM_AUDIO_KEY } from '../adapters/stored-media';
import { rowsOf, type Db } from '../db/client';

// Audio stored before names were random (a demo track after its mixtape's slug, a studio rendition after its track's
// id) is moved to a name nobody can guess, once, when the database is prepared (`npm start`, `npm run seed`). The
// routes never served it by name; a store reachable by name some other way (a bucket behind a CDN) must not either.

/** Every column that names a stored audio file or waveform. */
const COLUMNS = [
  ['tracks', 'media_key'],
  ['tracks', 'waveform'],
  ['track_renditions', 'media_key'],
  ['episodes', 'media_key'],
  ['uploads', 'media_key'],
] as const;

/** The new name of `key`: a rendition or waveform in a folder of its own, any other audio beside the rest. */
function renamed(key: string): string {
  const folder = key.slice(0, key.indexOf('/'));
  if (folder === 'renditions' || folder === 'waveforms') return `${newMediaKey('renditions')}/${folder === 'waveforms' ? 'waveform.json' : path.basename(key)}`;
  return newMediaKey('audio', path.extname(key));
}

async function guessableKeys(db: Db): Promise<string[]> {
  const union = sql.join(
    COLUMNS.map(([table, column]) => sql`select ${sql.identifier(column)} as key from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`),
    sql` union `,
  );
  const rows = rowsOf(await db.execute(sql`select key from (${union}) keys order by key`)) as { key: string }[];
  return rows.map((row) => row.key).filter((key) => !RANDOM_AUDIO_KEY.test(key));
}

/**
 * Moves one file: a copy under the new name, every row that names it moved in one transaction, then the old file
 * removed. Another process doing the same at once finds no row left to move and drops its copy.
 */
async function moveFile(db: Db, from: string): Promise<boolean> {
  const storage = getMediaStorage();
  const local = await storage.localFile(from);
  // A row whose file is gone (purged after a take-down) keeps its name: there is nothing to serve.
  if (!local) return false;
  const to = renamed(from);
  try {
    await storage.putFile(to, local.path);
  } finally {
    await local.release();
  }
  let moved = 0;
  await db.transaction(async (tx) => {
    for (const [table, column] of COLUMNS) {
      const result = await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${to} where ${sql.identifier(column)} = ${from} returning 1`);
      moved += rowsOf(result).length;
    }
  });
  await storage.remove(moved ? from : to).catch(() => undefined);
  return moved > 0;
}

/** Renames every stored audio file and waveform whose name could be guessed; the number moved. */
export async function renameGuessableMedia(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const keys = await guessableKeys(db);
  if (!keys.length) return 0;
  log(`Moving ${keys.length} stored audio files to names nobody can guess`);
  let moved = 0;
  for (const key of keys) if (await moveFile(db, key)) moved++;
  return moved;
}
