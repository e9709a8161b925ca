import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { startCommand } from '../start-command.mjs';

// One app instance of the cluster: the production server (scripts/serve.mjs over the existing build, with `npm
// start`'s environment and Node flags), one process (WEB_CONCURRENCY=1) on a port of its own, its log in a file.

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** How long an instance may take to be ready: a start on two busy cores renders the cached pages too. */
const READY_WITHIN_MS = 180_000;

export class AppInstance {
  readonly base: string;
  private child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** The running process's id. */
  get pid(): number {
    return this.child!.pid!;
  }

  /** The last lines of its log, for a failure's message. */
  logTail(lines = 40): string {
    return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n') : '';
  }

  /** Starts it and resolves once it is ready (GET /api/ready answers 200). */
  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a');
    const start = startCommand();
    const child = spawn(process.execPath, [...start.nodeArgs, 'scripts/serve.mjs'], { env: { ...start.env, ...this.env, PORT: String(this.port) }, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    this.child = child;
    const deadline = Date.now() + READY_WITHIN_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited (code ${child.exitCode}) while starting:\n${this.logTail()}`);
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready within ${READY_WITHIN_MS / 1000} s:\n${this.logTail()}`);
      const ready = await fetch(`${this.base}/api/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** SIGTERM, as a process manager sends it; resolves with the exit code. */
  stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve(child?.exitCode ?? null);
    child.kill('SIGTERM');
    return exited(child);
  }

  /** Stops it however it goes: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  async dispose(graceMs = 20_000): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.stop();
    clearTimeout(kill);
  }
}
