// `npm run import -- <folder>`: import real audio files, one mixtape per sub-folder (see server/catalog/import.ts).
import fs from 'node:fs';
import path from 'node:path';
import { importFolder } from '../server/catalog/import';
import { closeDb, getDb } from '../server/db/client';

async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg || !fs.existsSync(arg) || !fs.statSync(arg).isDirectory()) {
    console.error('Usage: npm run import -- <folder>   (one mixtape per sub-folder of mp3, m4a, flac, ogg or wav files)');
    process.exitCode = 1;
    return;
  }
  const root = path.resolve(arg);
  const started = performance.now();
  const db = await getDb();
  console.log(`Importing from ${root}`);
  const report = await importFolder(db, root, { log: (line) => console.log(line) });
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
