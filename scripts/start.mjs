// `npm start`: the whole product on one machine. Builds when the sources changed while it prepares the database
// (migrations, and the demo catalog when it is empty), then serves the site and the API in this very process
// (scripts/serve.mjs), so stopping this PID (SIGINT, SIGTERM) stops everything, gracefully.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import nextEnv from '@next/env';
import { buildIsFresh } from './build-stamp.mjs';
import { startSteps } from './start-steps.mjs';

// The same .env files Next reads, loaded here too so the seed step and the server agree on DATA_DIR and DATABASE_URL.
nextEnv.loadEnvConfig(process.cwd(), false);
const port = process.env.PORT || '3000';
const host = process.env.HOSTNAME && !['0.0.0.0', '::'].includes(process.env.HOSTNAME) ? process.env.HOSTNAME : 'localhost';
const siteUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

// The embedded default is a local, self-contained product: with no mail or SMS provider configured,
// one-time codes go to the built-in outbox (/dev/outbox) so a newcomer can sign up at once.
// A deployment (DATABASE_URL set) keeps the outbox off unless it asks for it.
if (!process.env.DATABASE_URL && !process.env.SMTP_URL && !process.env.SMS_URL && process.env.DEV_OUTBOX === undefined) {
  process.env.DEV_OUTBOX = '1';
  console.log('> No SMTP_URL or SMS_URL set: the built-in outbox is on.');
}
// The server prints the outbox's address with its key when it starts (server/http/dev-tools.ts).

// Until the server runs (it handles the signals itself), a stop signal goes to the build and seed steps in progress.
const steps = new Set();
let stoppedBy = null;
const EXIT_CODE = { SIGINT: 130, SIGTERM: 143 };
const forward = (signal) => {
  stoppedBy = signal;
  if (steps.size) for (const step of steps) step.kill(signal);
  else process.exit(EXIT_CODE[signal]);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);

function run(args, env) {
  return new Promise((resolve, reject) => {
    const step = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    steps.add(step);
    step.on('error', reject);
    step.on('exit', (code, signal) => {
      steps.delete(step);
      if (stoppedBy) process.exit(EXIT_CODE[stoppedBy]);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

try {
  await Promise.all(
    startSteps({ stale: !buildIsFresh(), firstBuild: !fs.existsSync('.next') }).map(({ title, args, env }) => {
      console.log(`> ${title}...`);
      return run(args, env);
    }),
  );
} catch (error) {
  // One step failed: the other is of no use now.
  for (const step of steps) step.kill('SIGTERM');
  throw error;
}

console.log(`> Starting on ${siteUrl}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward);
const { serve } = await import('./serve.mjs');
await serve({ port: Number(port) });
