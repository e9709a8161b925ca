import { parentPort } from 'node:worker_threads';
import { synthesizeMp3 } from './mp3';
import type { SynthJob } from './synth-pool';

// One job at a time: the pool hands out the next job only when this one has answered.
parentPort?.on('message', (job: SynthJob) => {
  try {
    parentPort!.postMessage({ ok: true, result: synthesizeMp3(job.seed, job.seconds, job.tags) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.stack || error.message : String(error) });
  }
});
