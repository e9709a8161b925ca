// `npm run import -- <folder> [--genre=<slug>] [--mood=<slug>]...`: import real audio files, one mixtape per
// sub-folder (see server/catalog/import.ts), each with that genre and those moods when given.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFolder } from '../server/catalog/import';
import { closeDb, getDb } from '../server/db/client';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { genre: { type: 'string' }, mood: { type: 'string', multiple: true } } });
  const arg = positionals[0];
  if (!arg || !fs.existsSync(arg) || !fs.statSync(arg).isDirectory()) {
    console.error(
      'Usage: npm run import -- <folder> [--genre=<slug>] [--mood=<slug>]...   (one mixtape per sub-folder of mp3, m4a, flac, ogg or wav files; ' +
        'without --genre, a genre tag naming one of the genres)',
    );
    process.exitCode = 1;
    return;
  }
  const root = path.resolve(arg);
  const started = performance.now();
  const db = await getDb();
  console.log(`Importing from ${root}`);
  const report = await importFolder(db, root, { log: (line) => console.log(line), genre: values.genre, moods: values.mood });
  const tracks = report.imported.reduce((sum, m) => sum + m.tracks, 0);
  console.log(
    `Imported ${report.imported.length} mixtapes with ${tracks} tracks; skipped ${report.skipped.length} unreadable files; ` +
      `folders without a mixtape: ${report.failed.length} (${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
  if (report.imported.length === 0 && (report.failed.length > 0 || report.skipped.length > 0)) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
