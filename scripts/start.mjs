// `npm start`: the whole product on one machine. Builds when the sources changed, prepares the database
// (migrations, and the demo catalog when it is empty), then serves the site and the API.
import { spawn } from 'node:child_process';
import nextEnv from '@next/env';
import { buildIsFresh, markBuilt } from './build-stamp.mjs';
import { NEXT_BIN, run } from './run.mjs';

// The same .env files Next reads, loaded here too so the seed step and the server agree on DATA_DIR and DATABASE_URL.
nextEnv.loadEnvConfig(process.cwd(), false);
const port = process.env.PORT || '3000';

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
