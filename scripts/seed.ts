// `npm run seed`: open the database (which applies migrations), move audio an older release stored under a guessable
// name to a random one (server/media/rename-guessable.ts), and seed the demo catalog when it is empty.
// `npm run seed -- --force` wipes the catalog and seeds it again; `--concurrency=N` sets the tracks made at once
// (default: one per core). `--media-later` (what `npm start` passes) seeds the artists, DJs and podcasts only, and
// leaves each mixtape to a job on the queue, which lists it once its media are made (server/demo/demo-jobs.ts).
import { closeDb, getDb } from '../server/db/client';
import { sendDemoMixtapes } from '../server/demo/demo-jobs';
import { seedCatalog } from '../server/demo/seed';
import { renameGuessableMedia } from '../server/media/rename-guessable';
import { stopJobs } from '../server/queue/job-queue';

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const mediaLater = process.argv.includes('--media-later') && !force ? sendDemoMixtapes : undefined;
  const concurrencyArg = process.argv.find((arg) => arg.startsWith('--concurrency='));
  const concurrency = concurrencyArg ? Number(concurrencyArg.slice('--concurrency='.length)) : undefined;
  const started = performance.now();
  const db = await getDb();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1).padStart(5);
  const log = (line: string) => console.log(`[${elapsed()} s] ${line}`);
  await renameGuessableMedia(db, log);
  // Two closed weeks of plays: the weekly charts, computed at start, show a week and how it moved since the one before.
  const summary = await seedCatalog(db, { force, concurrency, playWeeks: 2, log, mediaLater });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!summary.seeded) {
    console.log(`Database ready (${seconds} s).`);
    return;
  }
  const megabytes = (summary.mediaBytes / 1024 / 1024).toFixed(1);
  if (mediaLater) {
    console.log(
      `Seeded ${summary.artists} artists, ${summary.djs} DJs, ${summary.podcasts} podcasts with ${summary.episodes} episodes (${megabytes} MB) in ${seconds} s; ` +
        `the ${summary.mixtapes} mixtapes (${summary.tracks} tracks) are listed one by one as the job queue makes their media.`,
    );
    return;
  }
  console.log(
    `Seeded ${summary.mixtapes} mixtapes, ${summary.tracks} tracks (${Math.round(summary.audioSeconds / 60)} min of audio), ` +
      `${summary.artists} artists, ${summary.djs} DJs, ${summary.podcasts} podcasts with ${summary.episodes} episodes; ` +
      `${summary.mediaFiles} media files, ${megabytes} MB, in ${seconds} s.`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopJobs();
    await closeDb();
  });
