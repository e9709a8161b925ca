// `npm run bench`: the default start (`npm start`: production build, embedded database, demo catalog) measured
// on this machine, each figure next to a ceiling measured in the same run: the API against a bare Node server
// answering the same bytes, the home page against a prerendered page of the same build, streams against a
// static file server (nginx when installed). Then what a phone gets (JavaScript in a real browser, Lighthouse
// mobile) and a mixed load of many listeners with the server's memory before and after.
//
// BENCH_SECONDS (10) per single measure, BENCH_MIXED_SECONDS (60) and BENCH_MIXED_CONNECTIONS (200) for the mixed
// load, BENCH_LIGHTHOUSE=0 to skip Lighthouse. Client and server share this machine's cores. At the end, every
// figure goes to its section of docs/performance.md with the machine and the commit (scripts/bench/report.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_LOAD_BUDGET_KB, firstLoadKb } from './first-load.mjs';
import { clickToAudioMs, lighthouseScores, scriptBytesInBrowser } from './bench/browser.mjs';
import { bareJsonServer, staticFileServer } from './bench/ceilings.mjs';
import { BENCH_TOOLS_KEY, findMediaFile, startDefaultServer, treeRssMb } from './bench/default-server.mjs';
import { load } from './bench/http-load.mjs';
import { eventBatch, mixedLoad } from './bench/mixed.mjs';
import { gitCommit, machine, writeReport } from './bench/report.mjs';
import { creatorToken, makeMix, processMix } from './bench/studio.mjs';

const PORT = Number(process.env.BENCH_PORT || 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const CEILING = `http://127.0.0.1:${PORT + 1}`;
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS || 60);
const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS || 200);
const MIX_MINUTES = Number(process.env.BENCH_MIX_MINUTES || 60);
/** The studio's processing: at least this many times real time (a 60-minute mix in under 3 minutes). */
const PROCESSING_TARGET = 20;
/** While a mix is processed, the mixed load's p95 stays within this much of its p95 alone. */
const P95_WHILE_PROCESSING = 1.25;
const BENCH_CREATOR = 'bench-creator@example.com';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-bench-'));

// Rows of docs/performance.md, in the order measured: { part, measure, result, ceiling, target, met }.
const report = [];
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best practices': 100, seo: 100 };
const CLICK_TO_AUDIO_TARGET_MS = 150;
const num = (n) => n.toLocaleString('en-US');

// One measure against its ceiling: a row for the terminal's table, and one for the report.
const versus = (part, title, app, ceiling, ceilingName, target) => {
  const ratio = Math.round((app['req/s'] / ceiling['req/s']) * 1000) / 1000;
  report.push({
    part,
    measure: title,
    result: `${num(app['req/s'])} req/s, p99 ${app['p99 ms']} ms, ${app.errors} errors`,
    ceiling: `${ceilingName}: ${num(ceiling['req/s'])} req/s (${ceiling.errors} errors); ratio ${ratio}`,
    target: `ratio ≥ ${target}`,
    met: ratio >= target,
  });
  return { measure: title, 'app req/s': app['req/s'], 'app p99 ms': app['p99 ms'], 'ceiling req/s': ceiling['req/s'], ratio, target: `≥ ${target}`, errors: app.errors + ceiling.errors };
};
const pathOf = (url) => url.slice(BASE.length) || '/';

console.log(`Starting the production build on a fresh database in ${dataDir} (server log: ${path.join(dataDir, 'server.log')}) ...`);
// The studio's long mix is made while the server seeds.
const mixFile = path.join(dataDir, 'bench-mix.flac');
const mixMade = makeMix(mixFile, MIX_MINUTES);
let server;

try {
  // The studio's creator is an admin (ADMIN_EMAILS); its sign-up code comes from the outbox, read with the tools' key.
  server = await startDefaultServer({ port: PORT, dataDir, env: { ADMIN_EMAILS: BENCH_CREATOR } });
  const listUrl = '/api/v3/mixtapes?page=1&take=20';
  const home = await (await fetch(`${BASE}/api/v3/home`)).text();
  const list = await (await fetch(`${BASE}${listUrl}`)).text();
  const all = (await (await fetch(`${BASE}/api/v3/mixtapes?page=1&take=100`)).json()).data;
  const queues = await Promise.all(all.map(async (m) => (await (await fetch(`${BASE}/api/v3/mixtapes/${m.id}/queue`)).json()).map((t) => [t.id, m.id])));
  const pairs = queues.flat();
  const streamPath = `/api/v3/tracks/${pairs[0][0]}/stream`;
  const streamSize = Number((await fetch(`${BASE}${streamPath}`, { method: 'HEAD' })).headers.get('content-length'));
  const range = { Range: 'bytes=0-65535' };
  const mixtapePage = `/mixtape/${all[0].slug}`;
  const search = (await fetch(`${BASE}/api/v3/search?query=mix`)).status === 200;
  const seconds = { duration: DURATION };

  // Each measure against its ceiling, one after the other so they never compete for the cores.
  const table = [];
  const apiCeiling = await bareJsonServer(PORT + 1, { '/home': home, '/list': list });
  const api = 'API vs bare Node';
  table.push(versus(api, `GET ${listUrl}`, await load('list', { url: `${BASE}${listUrl}`, ...seconds }), await load('bare', { url: `${CEILING}/list`, ...seconds }), apiCeiling.name, 0.6));
  table.push(versus(api, 'GET /api/v3/home', await load('home', { url: `${BASE}/api/v3/home`, ...seconds }), await load('bare', { url: `${CEILING}/home`, ...seconds }), apiCeiling.name, 0.3));
  await apiCeiling.stop();
  const html = 'Pages vs prerendered';
  const prerendered = '/privacy (prerendered)';
  table.push(versus(html, 'GET / (home HTML) vs /privacy (prerendered)', await load('/', { url: `${BASE}/`, ...seconds }), await load('/privacy', { url: `${BASE}/privacy`, ...seconds }), prerendered, 0.5));
  table.push(versus(html, `GET ${mixtapePage} (HTML) vs /privacy`, await load('m', { url: `${BASE}${mixtapePage}`, ...seconds }), await load('/privacy', { url: `${BASE}/privacy`, ...seconds }), prerendered, 0.5));
  const mediaDir = path.join(dataDir, 'media');
  const files = await staticFileServer(PORT + 1, mediaDir);
  const mediaFile = findMediaFile(mediaDir, streamSize);
  table.push(
    versus(
      'Streams vs a file server',
      `64 KB stream range vs ${files.name}`,
      await load('stream', { url: `${BASE}${streamPath}`, headers: range, ...seconds }),
      await load('files', { url: `${CEILING}${mediaFile}`, headers: range, ...seconds }),
      files.name,
      0.5,
    ),
  );
  await files.stop();
  const ingest = await load('ingest', {
    url: `${BASE}/api/v3/log/event`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: eventBatch(pairs) }) }],
    ...seconds,
  });

  console.log(`\nautocannon, 10 connections, ${DURATION} s each, ${os.cpus().length} cores shared by client and server`);
  console.table(table);
  const eventsPerSecond = Math.round((ingest.ok * 100) / DURATION);
  console.log(`Event ingest: ${eventsPerSecond} events/s in batches of 100 (p99 ${ingest['p99 ms']} ms, ${ingest.errors} errors)`);
  report.push({ part: 'Event ingest', measure: 'POST /api/v3/log/event, batches of 100', result: `${num(eventsPerSecond)} events/s, p99 ${ingest['p99 ms']} ms, ${ingest.errors} errors` });

  console.log('\nFirst-load JavaScript, gzipped: from the build manifest (the CI budget), and in Chromium (compressed, on the wire)');
  const firstLoad = Object.entries(FIRST_LOAD_BUDGET_KB).map(([route, budget]) => ({ page: route, 'KB': Math.round(firstLoadKb(route) * 10) / 10, 'budget KB': budget }));
  console.table(firstLoad);
  for (const row of firstLoad) {
    report.push({ part: 'First-load JS (build manifest, gzipped)', measure: row.page, result: `${row.KB} KB`, target: `≤ ${row['budget KB']} KB`, met: row.KB <= row['budget KB'] });
  }
  // The four pages a phone opens most; the artist and search pages once the site has them.
  const artist = (await (await fetch(`${BASE}/api/v3/artists?take=1`)).json().catch(() => null))?.data?.[0];
  const candidates = [`${BASE}/`, `${BASE}${mixtapePage}`, ...(artist ? [`${BASE}/artist/${artist.slug}`] : []), `${BASE}/search?query=mix`];
  const pages = [];
  for (const url of candidates) if ((await fetch(url)).ok) pages.push(url);
  const scripts = await scriptBytesInBrowser(pages);
  console.table(scripts);
  for (const row of scripts) {
    report.push({ part: 'JS in Chromium (compressed, on the wire)', measure: pathOf(row.url), result: `${row['JS at load, KB']} KB at load, ${row['JS after 2 s idle, KB']} KB after 2 s idle` });
  }
  const clickToAudio = await clickToAudioMs(`${BASE}${mixtapePage}`);
  console.log(`Click to first audio (Play All to playing), median of 5: ${clickToAudio} ms (keep ≤ ${CLICK_TO_AUDIO_TARGET_MS} ms)`);
  report.push({
    part: 'Click to first audio',
    measure: `Play All to playing on ${mixtapePage}, median of 5`,
    result: `${clickToAudio} ms`,
    target: `≤ ${CLICK_TO_AUDIO_TARGET_MS} ms`,
    met: clickToAudio <= CLICK_TO_AUDIO_TARGET_MS,
  });
  const skipped = [];
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log(`Lighthouse, mobile (targets ${Object.values(LIGHTHOUSE_TARGETS).join(' / ')}):`);
    const scores = await lighthouseScores(pages);
    console.table(scores);
    for (const row of scores) {
      const categories = Object.keys(LIGHTHOUSE_TARGETS);
      report.push({
        part: 'Lighthouse mobile (performance / accessibility / best practices / SEO)',
        measure: pathOf(row.url),
        result: `${categories.map((c) => row[c]).join(' / ')} (LCP ${row.LCP}, TBT ${row.TBT}, CLS ${row.CLS})${row.failing ? `; failing: ${row.failing}` : ''}`,
        target: Object.values(LIGHTHOUSE_TARGETS).join(' / '),
        met: categories.every((c) => row[c] >= LIGHTHOUSE_TARGETS[c]),
      });
    }
  } else skipped.push('Lighthouse (BENCH_LIGHTHOUSE=0)');

  const before = treeRssMb(server.pid);
  const catalog = { slugs: all.map((m) => m.slug), mixtapeIds: all.map((m) => m.id), pairs, search };
  const mixed = await mixedLoad(BASE, catalog, { connections: MIXED_CONNECTIONS, duration: MIXED_SECONDS });
  const after = treeRssMb(server.pid);
  console.log(`\nMixed load, ${MIXED_CONNECTIONS} connections for ${MIXED_SECONDS} s (pages, lists, queues, stream ranges, event batches${search ? ', search' : ''}):`);
  console.table([{ 'req/s': mixed['req/s'], 'p50 ms': mixed['p50 ms'], 'p95 ms': mixed['p95 ms'], 'p99 ms': mixed['p99 ms'], errors: mixed.errors, 'RSS before MB': before, 'RSS after MB': after }]);
  if (mixed.errors) console.log('Errors by kind:', mixed.failures);
  const mixedPart = 'Mixed load';
  const mixedMeasure = `${MIXED_CONNECTIONS} connections for ${MIXED_SECONDS} s`;
  report.push({ part: mixedPart, measure: mixedMeasure, result: `${num(mixed['req/s'])} req/s, p50 ${mixed['p50 ms']} ms, p95 ${mixed['p95 ms']} ms, p99 ${mixed['p99 ms']} ms, ${mixed.errors} errors` });
  report.push({ part: mixedPart, measure: `resident memory of the server's processes, ${mixedMeasure}`, result: `${before} MB before, ${after} MB after` });

  // The studio: a long mix uploaded and processed by the server's job queue, with the mixed load run again meanwhile.
  await mixMade;
  const token = await creatorToken(BASE, BENCH_CREATOR, BENCH_TOOLS_KEY);
  const processing = processMix(BASE, token, mixFile);
  const during = await mixedLoad(BASE, catalog, { connections: MIXED_CONNECTIONS, duration: MIXED_SECONDS });
  const processSeconds = await processing;
  const speed = Math.round(((MIX_MINUTES * 60) / processSeconds) * 10) / 10;
  console.log(`
Studio: a ${MIX_MINUTES}-minute FLAC mix processed in ${Math.round(processSeconds)} s (${speed}x real time, target ≥ ${PROCESSING_TARGET}x).`);
  console.log(`Mixed load meanwhile: ${during['req/s']} req/s, p95 ${during['p95 ms']} ms (alone: ${mixed['p95 ms']} ms), ${during.errors} errors`);
  const studio = 'Studio processing';
  report.push({
    part: studio,
    measure: `a ${MIX_MINUTES}-minute stereo FLAC mix: loudness, 256 kbps MP3, 96 kbps AAC, waveform (upload to ready)`,
    result: `${Math.round(processSeconds)} s, ${speed}× real time`,
    target: `≥ ${PROCESSING_TARGET}× real time`,
    met: speed >= PROCESSING_TARGET,
  });
  report.push({
    part: studio,
    measure: `${mixedMeasure} of mixed load while the mix is processed`,
    result: `${num(during['req/s'])} req/s, p95 ${during['p95 ms']} ms (alone ${mixed['p95 ms']} ms), ${during.errors} errors`,
    target: `p95 ≤ ${P95_WHILE_PROCESSING} × alone`,
    met: during['p95 ms'] <= mixed['p95 ms'] * P95_WHILE_PROCESSING,
  });

  const written = writeReport('bench', {
    date: new Date(),
    machine: machine(),
    commit: gitCommit(),
    setup:
      `Setup: \`npm start\` (production build, embedded PGlite, demo catalog) on a fresh data folder; autocannon with 10 connections for ` +
      `${DURATION} s per single measure, each against a ceiling measured in the same run; the mixed load (pages, lists, queues, stream ranges, ` +
      `event batches${search ? ', search' : ''}) with ${MIXED_CONNECTIONS} connections for ${MIXED_SECONDS} s. The load generator shares the machine's cores with the server.`,
    rows: report,
    skipped,
  });
  console.log(`\nEvery figure written to ${path.relative(process.cwd(), written)}.`);
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
