import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { s3PublicOrigin, s3SettingsOf } from '../../server/adapters/s3-settings';
import { parseSettings } from '../../server/core/config';
import { AppInstance } from './instance';
import { startNginx, type Nginx } from './nginx';
import { startS3Server } from './s3-server';

// Several app instances as one site, on one machine: a fresh database on a PostgreSQL server, an S3 bucket (a local
// S3 server, or a real bucket given), the instances on ports of their own with the same database, bucket and secrets and nothing else
// shared (each its own data folder), and nginx in front. Started and stopped here, for `npm run bench:cluster`
// (scripts/bench/cluster.mjs) and the service tests (__tests__/service/two-instances.test.ts).

export interface ClusterOptions {
  /** A PostgreSQL URL allowed to create databases: the cluster gets one of its own there, dropped when it stops. */
  adminUrl: string;
  /** A bucket's settings (MEDIA_STORAGE=s3 and the S3_* variables); unset, a local S3 server is started. */
  bucket?: Record<string, string>;
  /** nginx's port; the instances take the ones after it. */
  port: number;
  /** The catalog: a script run once by tsx (and its arguments) on the fresh database, before any instance starts. */
  seed: string[];
  instances?: number;
  /** What else the instances and the seed run with. */
  env?: Record<string, string>;
  /** Told each step as it happens. */
  log?: (line: string) => void;
}

export interface Cluster {
  /** nginx: the site. */
  base: string;
  instances: AppInstance[];
  nginx: Nginx;
  /** Where the app's redirects to media point: the bucket's public origin. */
  mediaOrigin: string;
  /** The cluster's own database. */
  databaseUrl: string;
  /** What every instance runs with (besides its port and data folder). */
  env: Record<string, string>;
  /** A folder for anything the caller makes; removed with the cluster. */
  dir: string;
  /** Runs SQL on the cluster's database (the checks' look behind the API). */
  query: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  /**
   * A rolling restart: each instance in turn gets SIGTERM and is started again; the next one goes once nginx sends
   * requests to it again and it has served them for `settleMs` (warming its caches, as an orchestrator's minimum
   * ready time allows). Answers each one's exit code and how long it was away.
   */
  rollingRestart: (settleMs?: number) => Promise<{ name: string; exitCode: number | null; awaySeconds: number }[]>;
  stop: () => Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function runSeed(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const seed = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.json', ...args], { env });
  let output = '';
  seed.stdout.on('data', (chunk) => (output += chunk));
  seed.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    seed.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The seed (${args.join(' ')}) failed:\n${output}`)))),
  );
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-cluster-'));
  const name = `mixtape_cluster_${process.pid}_${options.port}`;
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const base = `http://127.0.0.1:${options.port}`;
  const ports = Array.from({ length: options.instances ?? 2 }, (_, i) => options.port + 1 + i);
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: Error) => log(`while stopping: ${error.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    await onServer(options.adminUrl, `drop database if exists ${name} with (force)`);
    await onServer(options.adminUrl, `create database ${name}`);
    stops.push(() => onServer(options.adminUrl, `drop database if exists ${name} with (force)`));
    let bucket = options.bucket;
    if (!bucket) {
      const s3 = await startS3Server(path.join(dir, 's3'));
      stops.push(() => s3.close());
      bucket = s3.env;
    }
    const mediaOrigin = s3PublicOrigin(s3SettingsOf(parseSettings(bucket)));
    log(`database ${name}, bucket at ${mediaOrigin}`);

    // What makes them one site: one database, one bucket, one secret (sessions, signed links, webhooks), one key of
    // the development tools; behind a proxy they believe, which names the site (APP_URL).
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      HOSTNAME: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
      DEV_TOOLS_KEY: randomBytes(24).toString('base64url'),
      DEV_OUTBOX: '1',
      TRUST_PROXY: '1',
      APP_URL: base,
      ...bucket,
      ...options.env,
    };
    const environment = (folder: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
      fs.mkdirSync(folder, { recursive: true });
      return { ...process.env, ...env, DATA_DIR: folder, ...extra };
    };

    log(`seeding (${options.seed.join(' ')}) ...`);
    await runSeed(options.seed, environment(path.join(dir, 'seed')));

    const instances = ports.map(
      (port, i) =>
        // PGAPPNAME names each instance's pool connections in pg_stat_activity.
        new AppInstance(`instance ${String.fromCharCode(97 + i)}`, port, environment(path.join(dir, `instance-${i}`), { PGAPPNAME: `mixtape-instance-${i}` }), path.join(dir, `instance-${i}.log`)),
    );
    stops.push(() => Promise.all(instances.map((instance) => instance.dispose())));
    log(`starting ${instances.length} instances on ports ${ports.join(', ')} ...`);
    await Promise.all(instances.map((instance) => instance.start()));
    const nginx = await startNginx(path.join(dir, 'nginx'), options.port, ports);
    stops.push(() => nginx.stop());
    log(`nginx on ${base}`);

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'mixtape-cluster-checks' });
    stops.push(() => pool.end());

    return {
      base,
      instances,
      nginx,
      mediaOrigin,
      databaseUrl,
      env,
      dir,
      query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[],
      rollingRestart: async (settleMs = 5_000) => {
        const steps = [];
        for (const [i, instance] of instances.entries()) {
          if (i > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
          const started = Date.now();
          log(`rolling restart: SIGTERM to ${instance.name}`);
          const exitCode = await instance.stop();
          await instance.start();
          // As an orchestrator does, the next one goes only once the load balancer sends this one requests again.
          await nginx.reaches(instance.port);
          const awaySeconds = Math.round((Date.now() - started) / 100) / 10;
          log(`rolling restart: ${instance.name} exited ${exitCode} and was ready again after ${awaySeconds} s`);
          steps.push({ name: instance.name, exitCode, awaySeconds });
        }
        return steps;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
