import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running `file` (a TypeScript module, relative to the project root), whatever started us (tsx,
 * Jest, plain Node, Next's server bundle): it registers tsx's CommonJS hook itself rather than inheriting the
 * parent's loader flags, which Jest for one does not have.
 */
export function typeScriptWorker(file: string, options: WorkerOptions = {}): Worker {
  const local = createRequire(path.join(process.cwd(), 'package.json'));
  const tsx = local.resolve('tsx/cjs/api');
  const entry = path.join(process.cwd(), file);
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { execArgv: [], ...options, eval: true });
}
