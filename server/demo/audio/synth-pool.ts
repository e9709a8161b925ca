import os from 'node:os';
import { synthesizeMany, type SynthJob, type SynthesizedMp3 } from './mp3';

export type { SynthJob };

export interface PoolOptions {
  /** Batches in progress at once, each an ffmpeg and then the caller's work on its results. Default: the cores. */
  concurrency?: number;
}

/** Songs per ffmpeg at most: enough that its start (tens of milliseconds) is small beside the encode. */
const BATCH = 8;

/**
 * Synthesizes every job, a batch at a time per slot, and hands each result to `onResult`, waiting for it before the
 * slot takes its next batch: the caller's work (storing, processing) shares the slots, and only a few batches of
 * MP3s are ever held in memory. Results arrive out of order; `index` says which job each one answers. After a
 * failure no batch starts, and the first error is thrown once the slots are idle.
 */
export async function synthesizeAll(
  jobs: SynthJob[],
  onResult: (index: number, result: SynthesizedMp3) => Promise<void>,
  options: PoolOptions = {},
): Promise<void> {
  if (!jobs.length) return;
  const slots = Math.max(1, Math.min(options.concurrency ?? os.availableParallelism(), jobs.length));
  // A whole number of batches per slot, and the jobs dealt out by length, so that every slot has as much to do.
  const batches = Array.from({ length: slots * Math.ceil(jobs.length / (slots * BATCH)) }, () => [] as number[]);
  jobs
    .map((_, i) => i)
    .sort((a, b) => jobs[b].seconds - jobs[a].seconds || a - b)
    .forEach((index, i) => batches[i % batches.length].push(index));
  let next = 0;
  let failed = false;
  const settled = await Promise.allSettled(
    Array.from({ length: slots }, async () => {
      while (next < batches.length && !failed) {
        const batch = batches[next++];
        try {
          const results = await synthesizeMany(batch.map((i) => jobs[i]));
          for (const [k, result] of results.entries()) await onResult(batch[k], result);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }),
  );
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
}
