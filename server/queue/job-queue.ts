import cluster from 'node:cluster';
import PgBoss from 'pg-boss';
import { config } from '../core/config';
import { logger } from '../core/logger';
import { embeddedDatabase } from '../db/client';
import type { PgliteLike } from '../db/pglite-ipc';

// Work that outlives a request (processing an upload, a release coming out) goes on a job queue in the database:
// pg-boss. On PostgreSQL it opens its own small pool; on the embedded default it runs its SQL on the PGlite the app
// already owns (through the primary, in a web worker of a cluster). A job survives a restart, is retried with
// back-off, and runs once however many processes or machines share the database (each takes jobs with SKIP LOCKED).
// Every process can send jobs; the ones that run them are those that are not web workers of a cluster: the single
// server process, the cluster's primary, `next dev` and the API tests (server/jobs.ts says which queues exist).

export interface JobContext {
  id: string;
  /** How many times it was tried before this one. */
  retryCount: number;
  /** Aborted when this process stops: end the work quickly and throw, and the job is tried again later. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface QueueOptions {
  retryLimit: number;
  /** Seconds before the first retry, doubling after each (pg-boss' back-off). */
  retryDelay: number;
  /** How long a job may run before it counts as failed and is retried (a process that died holding it). */
  expireInSeconds: number;
  /** How many jobs of this queue one process runs at a time. */
  concurrency?: number;
}

/** Only web workers of a cluster leave the jobs to their primary. */
export const runsJobsHere = () => !cluster.isWorker;

/** pg-boss' `db` over PGlite: parameterless text may hold several statements (its set-up), which only exec runs. */
function overPglite(client: PgliteLike): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return (await client.query(text, values)) as { rows: unknown[] };
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

async function open(): Promise<PgBoss> {
  const embedded = await embeddedDatabase();
  const supervise = runsJobsHere();
  const boss = new PgBoss({
    ...(embedded ? { db: overPglite(embedded) } : { connectionString: config.databaseUrl, max: 2, application_name: 'mixtape-jobs' }),
    // Maintenance (expiring jobs a dead process held, archiving) and cron schedules run where jobs run.
    supervise,
    schedule: supervise,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => logger.warn({ error: error.message }, 'job queue'));
  await boss.start();
  return boss;
}

const holder = globalThis as typeof globalThis & { __mixtapeJobs?: Promise<PgBoss> };
const stopping = new Set<AbortController>();
const defined = new Map<string, Promise<void>>();
const workers = new Map<string, string[]>();

function boss(): Promise<PgBoss> {
  holder.__mixtapeJobs ??= open().catch((error) => {
    holder.__mixtapeJobs = undefined;
    throw error;
  });
  return holder.__mixtapeJobs;
}

/**
 * Runs a set-up step of the queue again when PostgreSQL broke a deadlock with it: instances starting together create
 * the same queues and schedules at once (pg-boss' DDL and upserts), and one of them loses.
 */
async function retryOnDeadlock<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01' || /deadlock detected/i.test(error instanceof Error ? error.message : '');
      if (!deadlock || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

function defineQueue(name: string, options: QueueOptions): Promise<void> {
  let done = defined.get(name);
  if (!done) {
    done = boss().then((b) => retryOnDeadlock(() => b.createQueue(name, { name, policy: 'standard', retryBackoff: true, ...options })));
    done.catch(() => defined.delete(name));
    defined.set(name, done);
  }
  return done;
}

/** A queue of jobs of one kind: send them from anywhere, run them where runsJobsHere(). */
export function jobQueue<T extends object>(name: string, options: QueueOptions) {
  return {
    name,
    /** Adds a job; with `startAfter`, not before then. Answers its id. */
    async send(data: T, send: { startAfter?: Date; singletonKey?: string; expireInSeconds?: number } = {}): Promise<string | null> {
      await defineQueue(name, options);
      const b = await boss();
      const id = await b.send(name, data, send);
      // A job sent by the process that runs them starts now rather than at the next poll.
      for (const worker of workers.get(name) ?? []) b.notifyWorker(worker);
      return id;
    },
    /** Fails a job that is running (or waiting) so that it is retried, as if its process had died. */
    async retry(id: string, reason: string): Promise<void> {
      await (await boss()).fail(name, id, { reason });
    },
    /** Sends a job by the cron expression `cron` (UTC), once across every process that shares the queue. */
    async schedule(cron: string, data: T): Promise<void> {
      await defineQueue(name, options);
      const b = await boss();
      await retryOnDeadlock(() => b.schedule(name, cron, data));
    },
    /** Starts running this queue's jobs in this process (once: a start tried again does not add workers). */
    async work(handler: JobHandler<T>): Promise<void> {
      if (workers.has(name)) return;
      await defineQueue(name, options);
      const b = await boss();
      const ids: string[] = [];
      for (let i = 0; i < (options.concurrency ?? 1); i++)
        ids.push(
          await b.work<T>(name, { batchSize: 1, includeMetadata: true }, async ([job]) => {
            const controller = new AbortController();
            stopping.add(controller);
            try {
              await handler(job.data, { id: job.id, retryCount: job.retryCount, signal: controller.signal });
            } catch (error) {
              logger.warn({ queue: name, job: job.id, error: error instanceof Error ? error.message : String(error) }, 'job failed');
              throw error;
            } finally {
              stopping.delete(controller);
            }
          }),
        );
      workers.set(name, [...(workers.get(name) ?? []), ...ids]);
    },
  };
}

/** Stops taking jobs, aborts the ones running (they are retried later, here or elsewhere) and closes the queue. */
export async function stopJobs(): Promise<void> {
  const started = holder.__mixtapeJobs;
  holder.__mixtapeJobs = undefined;
  defined.clear();
  workers.clear();
  if (!started) return;
  const b = await started.catch(() => null);
  if (!b) return;
  for (const controller of stopping) controller.abort();
  await b.stop({ graceful: true, timeout: 5_000, wait: true, close: true });
}
