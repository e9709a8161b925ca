// `npm run bench`: throughput and latency of the hot paths on a production build over a fresh seeded
// database, next to a plain Node http server answering the same JSON from memory (the ceiling on this
// machine, measured in the same run), and the gzipped first-load JS of the main pages.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { FIRST_LOAD_BUDGET_KB, firstLoadKb } from './first-load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-bench-'));

async function waitFor(url, timeoutMs) {
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

function load(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: DURATION, headers }, (error, result) => {
      if (error) return reject(error);
      const bad = result.non2xx + result.errors;
      resolve({
        title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: bad,
      });
    });
  });
}

let eventSeq = 0;
const eventRun = `${process.pid.toString(36)}-${Date.now().toString(36)}`;

/** A batch of 100 analytics events with fresh event_ids, mixing the five kinds over real catalog ids. */
function eventBatch(pairs) {
  const time = new Date().toISOString();
  const events = Array.from({ length: 100 }, (_, i) => {
    const [track_id, mixtape_id] = pairs[(eventSeq + i) % pairs.length];
    const base = { event_id: `bench-${eventRun}-${eventSeq + i}`, time };
    return [
      { ...base, event: 'track_play', track_id, mixtape_id },
      { ...base, event: 'track_completion', track_id, percentage: 92.5 },
      { ...base, event: 'mixtape_view', mixtape_id },
      { ...base, event: 'track_play', track_id },
      { ...base, event: 'track_download', track_id },
    ][i % 5];
  });
  eventSeq += 100;
  return JSON.stringify({ events });
}

/** The ingest rate: POST /api/v3/log/event, batches of 100 unique events, as players flush them. */
function loadIngest(pairs) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${BASE}/api/v3/log/event`,
        method: 'POST',
        connections: 10,
        duration: DURATION,
        headers: { 'Content-Type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: eventBatch(pairs) }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          title: 'POST /api/v3/log/event, 100 events a batch',
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          errors: result.non2xx + result.errors,
          'events/s': Math.round((result['2xx'] * 100) / DURATION),
        });
      },
    );
  });
}

const firstLoadJs = (route) => `${firstLoadKb(route).toFixed(1)} KB (budget ${FIRST_LOAD_BUDGET_KB[route]} KB)`;

console.log(`Starting the production build on a fresh database in ${dataDir} ...`);
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  // The event rate limit stays on (its cost is part of the ingest rate) but high enough for one address hammering it.
  env: { RATE_LIMIT_EVENTS_PER_MINUTE: '1000000000', ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

try {
  await waitFor(`${BASE}/api/v3/config`, 300_000);
  const home = await (await fetch(`${BASE}/api/v3/home`)).text();
  const list = await (await fetch(`${BASE}/api/v3/mixtapes?page=1&take=20`)).text();
  const firstTrack = JSON.parse(list).data[0];
  const detail = await (await fetch(`${BASE}/api/v3/mixtapes/${firstTrack.id}`)).json();
  const streamUrl = `${BASE}/api/v3/tracks/${detail.tracks[0].id}/stream`;

  const results = [];
  results.push(await load('GET /api/v3/home', `${BASE}/api/v3/home`));
  results.push(await load('GET /api/v3/mixtapes?page=1&take=20', `${BASE}/api/v3/mixtapes?page=1&take=20`));
  results.push(await load('GET / (home page HTML)', `${BASE}/`));
  results.push(await load('GET stream, 64 KB range', streamUrl, { Range: 'bytes=0-65535' }));
  const queues = await Promise.all(
    JSON.parse(list).data.map(async (m) => (await (await fetch(`${BASE}/api/v3/mixtapes/${m.id}/queue`)).json()).map((t) => [t.id, m.id])),
  );
  const ingest = await loadIngest(queues.flat());
  results.push(ingest);

  // The ceiling: the same JSON bodies from memory, no framework, no database.
  const ceiling = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(req.url.startsWith('/home') ? home : list);
  });
  await new Promise((r) => ceiling.listen(PORT + 1, '127.0.0.1', r));
  results.push(await load('ceiling: plain http, /home JSON from memory', `http://127.0.0.1:${PORT + 1}/home`));
  results.push(await load('ceiling: plain http, list JSON from memory', `http://127.0.0.1:${PORT + 1}/list`));
  ceiling.close();

  console.log(`\nautocannon, 10 connections, ${DURATION} s each, ${os.cpus().length} cores (client and server share them)`);
  console.table(results);
  console.log(`Event ingest: ${ingest['events/s']} events/s in batches of 100 (target: at least 5,000)`);
  console.log('First-load JS (gzipped):');
  console.table([
    { page: '/', 'first-load JS': firstLoadJs('/') },
    { page: '/mixtape/[slug]', 'first-load JS': firstLoadJs('/mixtape/[slug]') },
  ]);
} finally {
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
