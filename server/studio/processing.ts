import os from 'node:os';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import { logger } from '../core/logger';
import { getDb, type Db } from '../db/client';
import { releaseTracks, releases, trackRenditions, tracks, uploads } from '../db/schema';
import { jobQueue } from '../queue/job-queue';
import { MediaProblem } from '../media/audio-pipeline';
import { processStoredTrack } from '../media/process-track';

// Each uploaded track of a release is processed by a job on the queue (server/queue/job-queue.ts): loudness, renditions
// and waveform (media/audio-pipeline.ts), stored, then written in one transaction. A job that is run twice (a retry
// after a crash) does the same work again and writes the same rows: nothing is published by processing, so
// nothing can be published twice. A file that cannot be decoded fails its track at once, with its reason.
//
// A job's memory stays bounded whatever the upload holds: the decoding runs in ffmpeg's own processes, reading the
// file from disk past its tags' pictures (audio-pipeline.ts), and nothing of the file is read whole here. A process
// runs one such job at a time.

const RETRY_LIMIT = 3;

export const trackJobs = jobQueue<{ trackId: number }>('process-track', {
  retryLimit: RETRY_LIMIT,
  retryDelay: 10,
  concurrency: 1,
  // A job held longer by a process that died is retried (per job, from the track's length: see sendTrackJob).
  expireInSeconds: 3 * 3600,
});

/** This process, as it marks the tracks it works on: a restart on the same machine knows the ones it dropped. */
const WORKER = `${os.hostname()}:${process.pid}`;

/** Queues the processing of a track: a job may take as long as 2 minutes plus the track's length before it counts as lost. */
export function sendTrackJob(trackId: number, seconds: number) {
  return trackJobs.send({ trackId }, { singletonKey: String(trackId), expireInSeconds: Math.ceil(120 + seconds) });
}

/** After a track's status changed: the release is ready when all its tracks are, failed when one failed. */
async function settleRelease(tx: Db, releaseId: number): Promise<void> {
  await tx
    .update(releases)
    .set({
      status: sql`case
        when exists (select 1 from ${releaseTracks} where ${releaseTracks.releaseId} = ${releaseId} and ${releaseTracks.status} = 'failed') then 'failed'
        when not exists (select 1 from ${releaseTracks} where ${releaseTracks.releaseId} = ${releaseId} and ${releaseTracks.status} <> 'ready') then 'ready'
        else 'processing' end`,
      updatedAt: new Date(),
    })
    .where(and(eq(releases.id, releaseId), ne(releases.status, 'published')));
}

async function failTrack(trackId: number, releaseId: number, error: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(releaseTracks).set({ status: 'failed', error, worker: null }).where(eq(releaseTracks.trackId, trackId));
    await settleRelease(tx as unknown as Db, releaseId);
  });
}

const PROGRESS_EVERY_MS = 2_000;

/** The job: processes one track of a release. */
export async function processTrack({ trackId }: { trackId: number }, job: { id: string; retryCount: number; signal: AbortSignal }): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ releaseId: releaseTracks.releaseId, status: releaseTracks.status, original: trackRenditions.mediaKey, filename: uploads.filename })
    .from(releaseTracks)
    .innerJoin(trackRenditions, and(eq(trackRenditions.trackId, releaseTracks.trackId), eq(trackRenditions.quality, 'original')))
    .leftJoin(uploads, eq(uploads.mediaKey, trackRenditions.mediaKey))
    .where(eq(releaseTracks.trackId, trackId));
  // Removed meanwhile, or done by an earlier run of this job.
  if (!row || row.status === 'ready') return;
  await db.update(releaseTracks).set({ status: 'processing', progress: 0, error: null, worker: WORKER, jobId: job.id }).where(eq(releaseTracks.trackId, trackId));

  let last = Date.now();
  let saving = Promise.resolve();
  const onProgress = (done: number) => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    saving = saving.then(() => db.update(releaseTracks).set({ progress: Math.round(done * 100) / 100 }).where(eq(releaseTracks.trackId, trackId)).then(() => undefined));
  };
  let stored;
  try {
    stored = await processStoredTrack(row.original, { filename: row.filename ?? undefined, onProgress, signal: job.signal });
  } catch (error) {
    await saving.catch(() => undefined);
    if (error instanceof MediaProblem) return failTrack(trackId, row.releaseId, error.message);
    if (job.retryCount >= RETRY_LIMIT && !job.signal.aborted)
      await failTrack(trackId, row.releaseId, 'We could not process this file. Upload it again, and write to us if it keeps failing.');
    else await db.update(releaseTracks).set({ status: 'queued', worker: null }).where(eq(releaseTracks.trackId, trackId));
    throw error;
  }
  await saving.catch(() => undefined);
  await db.transaction(async (tx) => {
    await tx.update(tracks).set(stored.track).where(eq(tracks.id, trackId));
    for (const rendition of stored.renditions)
      await tx
        .insert(trackRenditions)
        .values({ ...rendition, trackId })
        .onConflictDoUpdate({ target: [trackRenditions.trackId, trackRenditions.quality], set: { mediaKey: rendition.mediaKey, mimeType: rendition.mimeType, bitrate: rendition.bitrate, bytes: rendition.bytes } });
    await tx.update(releaseTracks).set({ status: 'ready', progress: 1, error: null, worker: null }).where(eq(releaseTracks.trackId, trackId));
    await settleRelease(tx as unknown as Db, row.releaseId);
  });
}

/**
 * Tracks this machine was processing in a process that is gone (a crash, a `kill -9`): their jobs are retried
 * now, rather than when they expire. Jobs held by other machines are left to expire.
 */
export async function reclaimDroppedTracks(): Promise<number> {
  const db = await getDb();
  const held = await db
    .select({ trackId: releaseTracks.trackId, worker: releaseTracks.worker, jobId: releaseTracks.jobId })
    .from(releaseTracks)
    .where(and(eq(releaseTracks.status, 'processing'), like(releaseTracks.worker, `${os.hostname()}:%`)));
  let reclaimed = 0;
  for (const { trackId, worker, jobId } of held) {
    const pid = Number(worker!.slice(worker!.lastIndexOf(':') + 1));
    if (pid === process.pid || isAlive(pid) || !jobId) continue;
    await db.update(releaseTracks).set({ status: 'queued', worker: null }).where(eq(releaseTracks.trackId, trackId));
    await trackJobs.retry(jobId, 'its process stopped').catch((error) => logger.warn({ trackId, error: error.message }, 'could not retry a dropped job'));
    reclaimed++;
  }
  if (reclaimed) logger.info({ reclaimed }, 'retrying the tracks a stopped process was working on');
  return reclaimed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
