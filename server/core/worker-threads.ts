import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

let compiledThreads: string | undefined;

/** Called by the production bundle (server/production.ts), which has its threads' entries compiled beside it. */
export function setCompiledThreadsDir(dir: string): void {
  compiledThreads = dir;
}

/**
 * A worker thread running `file`, a module of server/ (its path from the project root, 'server/db/pglite-thread.ts').
 * In the production bundle, its compiled twin. Otherwise whatever started us (tsx, Jest, Next's server bundle),
 * through tsx's CommonJS hook, which the thread registers itself rather than inheriting the parent's loader flags
 * (Jest for one has none).
 */
export function serverThread(file: string, options: WorkerOptions = {}): Worker {
  if (compiledThreads) {
    const compiled = path.join(compiledThreads, path.relative('server', file).replace(/\.ts$/, '.js'));
    return new Worker(compiled, { execArgv: [], ...options });
  }
  const local = createRequire(path.join(process.cwd(), 'package.json'));
  const tsx = local.resolve('tsx/cjs/api');
  // Not traced by the build: this path is for tsx and Jest, never the production bundle.
  const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), file);
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { execArgv: [], ...options, eval: true });
}
