// `npm test`: everything a change must pass, in order, stopping at the first failure:
// type check, lint, jest (unit, component, API over HTTP on a real database), a production build, the production
// server's own tests (workers, stop, logs), then the Playwright journeys in Debian's Chromium against that build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsFresh } from './build-stamp.mjs';
import { build } from './build.mjs';
import { run } from './run.mjs';
import { overBudget } from './first-load.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
// eslint checks again only the files whose content changed since the last run (its rules read one file at a time;
// another config checks everything again): 5 s instead of 2 minutes on a busy machine.
const ESLINT_CACHE = ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--cache-strategy', 'content'];
const steps = [
  [
    // Each tool holds one core: the type check runs beside the linters.
    'Type check and lint',
    () =>
      Promise.all([
        run(bin('tsc'), ['--noEmit']).then(() => (process.env.TYPES_CHECKED = '1')),
        (async () => {
          await run(bin('eslint'), ['.', '--max-warnings=0', ...ESLINT_CACHE]);
          // Unused files, exports and dependencies (knip.jsonc).
          await run(bin('knip'), ['--no-progress']);
        })(),
      ]),
  ],
  [
    'Jest',
    // A worker per core: jest's default leaves one core to itself, which sits idle while API suites open databases.
    () => run(bin('jest'), ['--ci', `--maxWorkers=${os.availableParallelism()}`], { env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' } }),
  ],
  [
    'Production build',
    async () => {
      if (buildIsFresh()) return console.log('Build is up to date.');
      await build();
    },
  ],
  [
    'First-load budget',
    async () => {
      const over = overBudget();
      if (over.length) throw new Error(over.join('; '));
      console.log('Every measured page is within its first-load JS budget (scripts/first-load.mjs).');
    },
  ],
  [
    'Service',
    // The production server as it runs: several workers, health, logs, a stop that loses nothing (on PGlite, or on
    // PostgreSQL with DATABASE_URL set). Its own patterns: the default run ignores __tests__/service/.
    () =>
      run(bin('jest'), ['--ci', '--runInBand', '--testPathIgnorePatterns', '/node_modules/', '--', '__tests__/service/'], {
        env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
      }),
  ],
  [
    'Playwright',
    async () => {
      await demoTracksMade;
      await run(bin('playwright'), ['test']);
    },
  ],
];

// The server Playwright starts seeds the whole demo catalog: about 75 s of making songs and their renditions on two
// cores, or seconds when the run's track cache has them. The service tests, one at a time, leave a core idle: a seed
// into a throwaway folder fills the cache meanwhile, below their priority. A failure costs only the time it saves.
let demoTracksMade = Promise.resolve();
function makeDemoTracks() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-demo-tracks-'));
  demoTracksMade = run('nice', ['-n', '10', bin('tsx'), 'scripts/seed.ts'], { stdio: 'ignore', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })
    .catch((error) => console.warn(`Making the demo's tracks ahead failed (${error.message}): the Playwright server makes them.`))
    .finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
}

// Every step's throwaway files (each API suite's database and media, the service tests' and the journeys' data folders,
// the browser's profiles) go to a folder in memory where the machine has one: on this machine's disk, creating the
// 1,300 files of a copied PGlite database took 1.1 s, in /dev/shm 0.06 s. A TMPDIR given to the run is kept.
const MEMORY = '/dev/shm';
const MEMORY_NEEDED = 4 * 1024 ** 3;
function memoryTmpdir() {
  try {
    fs.accessSync(MEMORY, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(MEMORY);
    if (bavail * bsize < MEMORY_NEEDED) return undefined;
  } catch {
    return undefined;
  }
  const dir = path.join(MEMORY, 'mixtape-tests');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
if (!process.env.TMPDIR) {
  const dir = memoryTmpdir();
  if (dir) process.env.TMPDIR = dir;
}

// Every seed of the run (the API suites', the service tests', the server Playwright starts) keeps the demo songs it
// synthesizes here, and takes those another seed made: a test-only cache, removed when the run ends (unless given).
// The journeys' server has a data folder of the run's too (hundreds of MB, which a temporary folder in memory would
// otherwise keep until the machine restarts). Given ones are used and kept.
const madeHere = [];
for (const [variable, prefix] of [['SEED_TRACK_CACHE', 'mixtape-seed-tracks-'], ['E2E_DATA_DIR', 'mixtape-e2e-']]) {
  if (process.env[variable]) continue;
  process.env[variable] = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  madeHere.push(process.env[variable]);
}
process.on('exit', () => madeHere.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) process.once(signal, () => process.exit(code));

/** Each step's time, printed at the end of the run (or of its failure), so that a slow step shows itself. */
const took = [];
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
function printTimes() {
  if (!took.length) return;
  console.log('\nStep times (min:s):');
  for (const [name, ms] of took) console.log(`  ${minutes(ms).padStart(6)}  ${name}`);
  console.log(`  ${minutes(took.reduce((sum, [, ms]) => sum + ms, 0)).padStart(6)}  in all`);
}

const only = process.argv.slice(2);
const runs = (name) => !only.length || only.some((o) => name.toLowerCase().startsWith(o));
for (const [name, step] of steps) {
  if (!runs(name)) continue;
  if (name === 'Service' && runs('Playwright')) makeDemoTracks();
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  try {
    await step();
  } catch (error) {
    took.push([`${name} (failed)`, performance.now() - started]);
    console.error(`\n${name} failed: ${error.message}`);
    printTimes();
    process.exit(1);
  }
  took.push([name, performance.now() - started]);
}
printTimes();
