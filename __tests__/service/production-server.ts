import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { encodeBody } from '@/scripts/cluster/http';

// The production server (scripts/serve.mjs, over the existing build) on a fresh data folder, or with DATABASE_URL a
// fresh database on that PostgreSQL server, seeded with a small catalog; for the tests of __tests__/service/.

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The body as sent (a page, the sitemap). */
  text: string;
  headers: http.IncomingHttpHeaders;
}

export interface RequestInit {
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

export class ProductionServer {
  readonly port = 3150 + (process.pid % 40) + Math.floor(Math.random() * 40);
  readonly base = `http://127.0.0.1:${this.port}`;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-service-'));
  /** Everything the server wrote to stdout and stderr since it last started. */
  logs = '';
  private child: ChildProcess | null = null;
  private databaseUrl: string | undefined;
  private dropDatabase = async () => {};

  /** `workers`: WEB_CONCURRENCY; `env`: what else the server runs with. */
  constructor(
    private readonly workers: number,
    private readonly env: () => Record<string, string> = () => ({}),
  ) {}

  environment(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      NODE_ENV: 'production' as const,
      DATA_DIR: this.dataDir,
      ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl, AUTH_SECRET: 'service-test-secret-of-enough-length-0123' } : {}),
      PORT: String(this.port),
      HOSTNAME: '127.0.0.1',
      WEB_CONCURRENCY: String(this.workers),
      LOG_FORMAT: 'json',
      ...this.env(),
    };
  }

  /** A fresh database (PGlite under dataDir, or a new PostgreSQL database), seeded with three small mixtapes. */
  async prepare(): Promise<void> {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const { Client } = await import('pg');
      const name = `mixtape_service_${process.pid}_${this.port}`;
      const run = async (statement: string) => {
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(statement);
        await admin.end();
      };
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await run(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      this.databaseUrl = url.toString();
      this.dropDatabase = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    // Not spawnSync: an S3 server the seed may write to can run in this process.
    const seed = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.json', '__tests__/service/seed-small.ts'], { env: this.environment() });
    let output = '';
    seed.stdout!.on('data', (chunk) => (output += chunk));
    seed.stderr!.on('data', (chunk) => (output += chunk));
    if ((await exited(seed)) !== 0) throw new Error(`Seeding failed:\n${output}`);
  }

  /** Starts it and resolves once it says it is ready (with its workers listening). */
  start(): Promise<void> {
    this.logs = '';
    const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: this.environment(), stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.logs += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.logs += chunk));
    const ready = this.workers > 1 ? new RegExp(`"msg":"Ready on [^"]* with ${this.workers} web workers"`) : /"msg":"Ready on [^"]*"/;
    return new Promise((resolve, reject) => {
      const deadline = Date.now() + 120_000;
      const poll = () => {
        if (ready.test(this.logs)) return resolve();
        if (child.exitCode !== null || Date.now() > deadline) return reject(new Error(`The server did not start:\n${this.logs}`));
        setTimeout(poll, 200);
      };
      poll();
    });
  }

  /** The server's process id (the primary's, with workers). */
  get pid(): number {
    return this.child!.pid!;
  }

  /** Sends SIGTERM (to the primary only, as a process manager does) and resolves with the exit code. */
  stop(): Promise<number | null> {
    if (!this.child || this.child.exitCode !== null) return Promise.resolve(this.child?.exitCode ?? null);
    this.child.kill('SIGTERM');
    return exited(this.child);
  }

  /** Kills it outright (SIGKILL): nothing of it runs a line more, as in a crash. */
  kill(): Promise<number | null> {
    if (!this.child || this.child.exitCode !== null) return Promise.resolve(this.child?.exitCode ?? null);
    this.child.kill('SIGKILL');
    return exited(this.child);
  }

  async dispose(): Promise<void> {
    await this.stop();
    await this.dropDatabase();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** One request on a connection of its own (so the cluster hands each to the next worker). */
  request(method: string, urlPath: string, init: RequestInit = {}): Promise<Answer> {
    const headers: Record<string, string> = { connection: 'close', ...init.headers };
    const body = encodeBody(init, headers);
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.base}${urlPath}`, { method, headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const json = (res.headers['content-type'] ?? '').startsWith('application/json');
          resolve({ status: res.statusCode ?? 0, body: text && json ? JSON.parse(text) : {}, text, headers: res.headers });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The JSON lines of the log (Next prints a few lines of its own as text at start). */
  logLines(): Record<string, unknown>[] {
    return this.logs
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** The pids of the processes that answered these answers (their request ids, in the request log lines). */
  async servedBy(answers: Answer[]): Promise<Set<unknown>> {
    await new Promise((resolve) => setTimeout(resolve, 100)); // the last lines of the log
    const ids = answers.map((a) => a.headers['x-request-id']);
    return new Set(this.logLines().filter((l) => l.msg === 'request' && ids.includes(l.requestId as string)).map((l) => l.pid));
  }
}
