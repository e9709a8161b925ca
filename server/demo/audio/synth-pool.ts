import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { serverThread } from '../../core/worker-threads';
import type { Id3Tags } from './id3';
import { synthesizeMp3, type SynthesizedMp3 } from './mp3';

export interface SynthJob {
  seed: number;
  seconds: number;
  tags: Id3Tags;
}

export interface PoolOptions {
  /** Worker threads to use; 0 synthesizes on the calling thread. Default: the machine's cores (at most 4). */
  workers?: number;
}

type Reply = { ok: true; result: SynthesizedMp3 } | { ok: false; message: string };

function run(worker: Worker, job: SynthJob): Promise<SynthesizedMp3> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (reply: Reply) => {
      cleanup();
      if (!reply.ok) return reject(new Error(reply.message));
      // Structured cloning turns the Buffer into a plain Uint8Array: wrap it again without copying.
      const { data } = reply.result;
      resolve({ ...reply.result, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`Synth worker exited with code ${code}`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job);
  });
}

/**
 * Synthesizes every job, on worker threads when there is more than a little work, and hands each result to
 * `onResult` as soon as it is ready (so the caller can write it out instead of holding hundreds of MP3s in memory).
 * Results arrive out of order; `index` says which job each one answers.
 */
export async function synthesizeAll(
  jobs: SynthJob[],
  onResult: (index: number, result: SynthesizedMp3) => Promise<void>,
  options: PoolOptions = {},
): Promise<void> {
  const count = Math.min(options.workers ?? Math.min(os.availableParallelism(), 4), jobs.length);
  if (count <= 0) {
    for (let i = 0; i < jobs.length; i++) await onResult(i, synthesizeMp3(jobs[i].seed, jobs[i].seconds, jobs[i].tags));
    return;
  }
  const workers = Array.from({ length: count }, () => serverThread('server/demo/audio/synth-worker.ts'));
  // Longest first, so no worker is left with one long job while the others idle at the end.
  const order = jobs.map((_, i) => i).sort((a, b) => jobs[b].seconds - jobs[a].seconds || a - b);
  let next = 0;
  let failed = false;
  try {
    await Promise.all(
      workers.map(async (worker) => {
        while (next < jobs.length && !failed) {
          const index = order[next++];
          try {
            await onResult(index, await run(worker, jobs[index]));
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
