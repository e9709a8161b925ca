// `npm start`: the whole product on one machine. Builds when the sources changed, prepares the database
// (migrations, and the demo catalog when it is empty), then serves the site and the API.
import { spawn } from 'node:child_process';
import nextEnv from '@next/env';
import { buildIsFresh, markBuilt } from './build-stamp.mjs';
import { NEXT_BIN, run } from './run.mjs';

// The same .env files Next reads, loaded here too so the seed step and the server agree on DATA_DIR and DATABASE_URL.
nextEnv.loadEnvConfig(process.cwd(), false);
const port = process.env.PORT || '3000';

// The embedded default is a local, self-contained product: with no mail or SMS provider configured,
// one-time codes go to the built-in outbox (/dev/outbox) so a newcomer can sign up at once.
// A deployment (DATABASE_URL set) keeps the outbox off unless it asks for it.
if (!process.env.DATABASE_URL && !process.env.SMTP_URL && !process.env.SMS_URL && process.env.DEV_OUTBOX === undefined) {
  process.env.DEV_OUTBOX = '1';
  console.log('> No SMTP_URL or SMS_URL: codes and links go to the built-in outbox at /dev/outbox');
}

if (!buildIsFresh()) {
  console.log('> Building the production bundle (first start or changed sources)...');
  await run(process.execPath, [NEXT_BIN, 'build']);
  markBuilt();
}

console.log('> Preparing the database...');
await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts']);

console.log(`> Starting on http://localhost:${port}`);
const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', port], { stdio: 'inherit', env: { ...process.env, PORT: port } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
