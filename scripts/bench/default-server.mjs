// The default start as the benches measure it: exactly what `npm start` runs (production build, embedded PGlite,
// demo catalog; its Node flags included, without npm in between, whose own process would count in the server's
// memory) on a fresh data folder, its log in a file there; and what they read of a running server: its processes'
// resident memory, the media file a stream serves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCommand } from '../start-command.mjs';

/** The development tools' key the bench's server runs with (the outbox gives the bench its accounts' codes). */
export const BENCH_TOOLS_KEY = 'bench-dev-tools-key-0123456789abcdef';

export async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts `npm start` on `port` over `dataDir` (logging JSON to dataDir/server.log, as a log shipper would read it,
 * so the cost is measured and the terminal keeps the figures) and resolves once it answers. `env` adds to the
 * bench's settings.
 */
export async function startDefaultServer({ port, dataDir, env = {} }) {
  const log = path.join(dataDir, 'server.log');
  fs.mkdirSync(dataDir, { recursive: true });
  const start = startCommand();
  const server = spawn(process.execPath, [...start.nodeArgs, start.script], {
    // The event rate limit stays on (its cost is part of the ingest rate) but high enough for one address hammering it.
    env: {
      RATE_LIMIT_EVENTS_PER_MINUTE: '1000000000',
      ...start.env,
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      DEV_OUTBOX: '1',
      DEV_TOOLS_KEY: BENCH_TOOLS_KEY,
      ...env,
    },
    stdio: ['ignore', fs.openSync(log, 'a'), 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await exited;
  };
  process.on('exit', () => server.exitCode === null && server.signalCode === null && process.kill(-server.pid, 'SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v3/config`, 600_000);
  return { base, pid: server.pid, log, stop };
}

/** Resident memory (MB) of a process and all its descendants, from /proc. */
export function treeRssMb(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return Math.round(total / 1024 / 1024);
}

/** The file of the media folder the stream serves (the same size), for the file server to serve too. */
export function findMediaFile(root, size) {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  const file = walk(root).find((candidate) => fs.statSync(candidate).size === size);
  if (!file) throw new Error(`No file of ${size} bytes under ${root}`);
  return `/${path.relative(root, file).split(path.sep).join('/')}`;
}
