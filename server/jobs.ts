import { logger } from './core/logger';
import { demoMixtapeJobs, makeDemoMixtape } from './demo/demo-jobs';
import { alertBatchJobs, announceDueReleases, announceJobs, fanOut, fanOutJobs, sendAlertBatch } from './discovery/alerts';
import { chartJobs, runChartJob } from './discovery/chart-jobs';
import { runsJobsHere, stopJobs } from './queue/job-queue';
import { processTrack, reclaimDroppedTracks, trackJobs } from './studio/processing';
import { sweepUploads, uploadSweeps } from './studio/uploads';

// The queues this app runs and the work each does (server/queue/job-queue.ts): started in the processes that run jobs
// (the single server process, a cluster's primary, `next dev`, the API tests), stopped with them.

let started: Promise<void> | undefined;
let retry: NodeJS.Timeout | undefined;
/** How long a start that failed waits before it is tried again (each step is idempotent: workers, queues, schedules). */
const RETRY_START_MS = 3_000;

export function startJobs(): Promise<void> {
  if (!runsJobsHere()) return Promise.resolve();
  started ??= (async () => {
    await trackJobs.work(processTrack);
    await reclaimDroppedTracks();
    await uploadSweeps.work(async () => {
      const swept = await sweepUploads();
      if (swept) logger.info({ swept }, 'abandoned uploads deleted');
    });
    // Hourly, at a minute of its own.
    await uploadSweeps.schedule('23 * * * *', {});
    await demoMixtapeJobs.work(makeDemoMixtape);
    await chartJobs.work(runChartJob);
    // The week that closed at midnight UTC between Sunday and Monday, a few minutes after it.
    await chartJobs.schedule('5 0 * * 1', { weekJustClosed: true });
    // The weeks missed by a server that was down on a Monday, or by a fresh install, before the first page is served;
    // failing, the job queue tries again.
    await runChartJob({}).catch((error) => {
      logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'the weekly charts could not catch up at start');
      return chartJobs.send({});
    });
    await fanOutJobs.work(fanOut);
    await alertBatchJobs.work(sendAlertBatch);
    await announceJobs.work(announceDueReleases);
    // What came out in the last minute is announced within the next.
    await announceJobs.schedule('* * * * *', {});
    logger.info('the job queue started');
  })().catch((error) => {
    started = undefined;
    // Instances starting together may deadlock in the queue's set-up, which PostgreSQL breaks by failing one of them.
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'the job queue did not start yet; trying again');
    retry = setTimeout(() => void startJobs(), RETRY_START_MS);
    retry.unref();
  });
  return started;
}

export async function closeJobs(): Promise<void> {
  clearTimeout(retry);
  started = undefined;
  await stopJobs();
}
