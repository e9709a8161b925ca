import { logger } from '../core/logger';
import { jobQueue } from '../queue/job-queue';
import { updateCharts } from './charts';

/**
 * The weekly job: run every Monday just after midnight UTC for the week that closed, and at every start of the
 * processes that run jobs (server/jobs.ts) for the weeks missed. Any number of processes may run it at once:
 * computeChart writes each week once.
 */
export const chartJobs = jobQueue<{ weekJustClosed?: boolean }>('weekly-charts', { retryLimit: 5, retryDelay: 60, expireInSeconds: 900 });

export async function runChartJob(data: { weekJustClosed?: boolean }): Promise<void> {
  const written = await updateCharts(new Date(), data);
  if (written.length) logger.info({ charts: written }, 'weekly charts computed');
}
