// `npm run bench:search`: search at catalog size. Fills a separate database (a new PostgreSQL database on
// DATABASE_URL's server, else a temporary PGlite folder) with 1,000,000 tracks, 100,000 mixtapes and 50,000 artists
// generated in SQL, then times 500 mixed queries through the server's own search function and prints p50 and p95.
// Options: --tracks=N --mixtapes=N --artists=N (smaller runs), --keep (leave the database behind).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../cluster/postgres';

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const SIZE = { tracks: arg('tracks', 1_000_000), mixtapes: arg('mixtapes', 100_000), artists: arg('artists', 50_000), djs: arg('djs', 5_000) };
const QUERIES = 500;
const keep = process.argv.includes('--keep');

/** A separate database, so the bench never touches the one the app uses. Must run before server modules load. */
async function separateDatabase(): Promise<{ label: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-bench-search-'));
    process.env.DATA_DIR = dir;
    return { label: `PGlite in ${dir}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await scratchDatabase(adminUrl, 'mixtape_bench_search');
  process.env.DATABASE_URL = database.url;
  return {
    label: `PostgreSQL database ${database.name}`,
    drop: async () => {
      const { closeDb } = await import('../../server/db/client');
      await closeDb();
      await database.drop();
    },
  };
}

// Made-up words from syllables (tens of thousands of them), plus the demo's real words so common ones recur.
const SYLLABLES = ['ka', 'ro', 'mi', 'ten', 'sa', 'lo', 'vi', 'dre', 'na', 'bel', 'zu', 'qua', 'ri', 'mon', 'tas', 'el', 'fi', 'gor', 'ha', 'jun', 'ke', 'lis', 'mar', 'nor', 'pe', 'ral', 'sun', 'tor', 'ul', 'ven', 'wa', 'yo'];
const WORDS = ['dreams', 'avenue', 'midnight', 'golden', 'summer', 'streets', 'velvet', 'season', 'crown', 'waves', 'thunder', 'paradise', 'nights', 'echoes', 'legacy', 'café', 'señorita', 'niño'];
const syl = `'{${SYLLABLES.join(',')}}'::text[]`;
const words = `'{${WORDS.join(',')}}'::text[]`;
/** The n-th word: a real word one time in eight, else two or three syllables. Pure SQL, so rows never leave the database. */
const word = (n: string) =>
  `(case when (${n}) % 8 = 0 then (${words})[1 + ((${n}) / 8) % ${WORDS.length}] else ` +
  `(${syl})[1 + (${n}) % ${SYLLABLES.length}] || (${syl})[1 + ((${n}) / ${SYLLABLES.length}) % ${SYLLABLES.length}] || ` +
  `case when (${n}) % 3 = 0 then (${syl})[1 + ((${n}) / 1024) % ${SYLLABLES.length}] else '' end end)`;
/** Spreads i over a large range, so neighbouring rows get unrelated words. */
const mix = (i: string, salt: number) => `((${i}::bigint * ${2654435761 + salt * 7919}) % 1000003)`;
const title = (i: string, salt: number) => `initcap(${word(mix(i, salt))} || ' ' || ${word(mix(i, salt + 1))}) || case when ${i} % 4 = 0 then ' ' || initcap(${word(mix(i, salt + 2))}) else '' end`;

async function fill(execute: (statement: string) => Promise<unknown>) {
  const log = (what: string, started: number) => console.log(`  ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Search indexes and the word triggers are off for the load, then built once after it (as the migration does for
  // an existing catalog): far faster than updating them row by row.
  const indexes = [...['mixtapes_title', 'tracks_title', 'artists_name', 'djs_name'].flatMap((n) => [`${n}_fts_idx`, `${n}_key_idx`]), 'tracks_plays_idx'];
  const tables = ['artists', 'djs', 'mixtapes', 'tracks'];
  const definitions = (await execute(`select indexdef from pg_indexes where indexname in (${indexes.map((i) => `'${i}'`).join(',')})`)) as
    | { rows: { indexdef: string }[] }
    | { indexdef: string }[];
  const defs = (Array.isArray(definitions) ? definitions : definitions.rows).map((r) => r.indexdef);
  for (const index of indexes) await execute(`drop index if exists ${index}`);
  for (const table of tables) await execute(`alter table ${table} disable trigger ${table}_search_words`);
  let t = performance.now();
  await execute(`insert into artists (slug, name) select 'artist-' || i, ${title('i', 1)} from generate_series(1, ${SIZE.artists}) i`);
  await execute(`insert into djs (slug, name) select 'dj-' || i, 'DJ ' || initcap(${word(mix('i', 5))}) from generate_series(1, ${SIZE.djs}) i`);
  log(`${SIZE.artists} artists, ${SIZE.djs} DJs`, t);
  t = performance.now();
  await execute(
    `insert into mixtapes (slug, title, release_date, artist_id, dj_id, plays) select 'mixtape-' || i, ${title('i', 11)},
       now() - (i % 3000) * interval '1 day', 1 + i % ${SIZE.artists}, case when i % 3 = 0 then 1 + i % ${SIZE.djs} end, (i::bigint * 7919) % 100000
     from generate_series(1, ${SIZE.mixtapes}) i`,
  );
  log(`${SIZE.mixtapes} mixtapes`, t);
  t = performance.now();
  await execute(
    `insert into tracks (title, artist, duration_seconds, media_key, size, bitrate, plays) select ${title('i', 21)}, 'Artist ' || i % ${SIZE.artists},
       120 + i % 240, 'bench/' || i, 1, 128, (i::bigint * 104729) % 50000 from generate_series(1, ${SIZE.tracks}) i`,
  );
  const perMixtape = Math.ceil(SIZE.tracks / SIZE.mixtapes);
  await execute(
    `insert into mixtape_tracks (mixtape_id, track_id, position) select 1 + (i - 1) / ${perMixtape}, i, 1 + (i - 1) % ${perMixtape}
     from generate_series(1, ${SIZE.tracks}) i where 1 + (i - 1) / ${perMixtape} <= ${SIZE.mixtapes}`,
  );
  log(`${SIZE.tracks} tracks`, t);
  t = performance.now();
  for (const def of defs) await execute(def);
  await execute(
    `insert into search_words (word) select distinct unnest(tsvector_to_array(to_tsvector('simple', search_text(t))))
     from (select title as t from mixtapes union all select title from tracks union all select name from artists union all select name from djs) texts
     on conflict do nothing`,
  );
  for (const table of tables) await execute(`alter table ${table} enable trigger ${table}_search_words`);
  await execute('analyze');
  log('search indexes built', t);
}

/** Prefixes, typos, multi-word queries, each filter: made from the titles in the database. */
function makeQueries(samples: string[]): { query: string; filter: string; kind: string }[] {
  const filters = ['all', 'mixtapes', 'tracks', 'artists', 'djs', 'playlists', 'podcasts'];
  let seed = 42;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const typo = (w: string) => {
    if (w.length < 5) return w;
    const at = 1 + rand(w.length - 2);
    return w.slice(0, at) + 'aeiou'[rand(5)] + w.slice(at + 1);
  };
  return Array.from({ length: QUERIES }, (_, i) => {
    const parts = samples[rand(samples.length)].toLowerCase().split(/\s+/);
    const w = parts[rand(parts.length)];
    const kind = ['prefix', 'typo', 'multi-word', 'whole'][i % 4];
    const query =
      kind === 'prefix' ? w.slice(0, Math.max(3, Math.ceil(w.length / 2)))
      : kind === 'typo' ? typo(w)
      : kind === 'multi-word' ? parts.slice(0, 2).map((p, j) => (j === 1 ? p.slice(0, 4) : p)).join(' ')
      : parts.join(' ');
    return { query, filter: filters[i % filters.length], kind };
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const database = await separateDatabase();
  console.log(`Search bench on ${database.label}`);
  try {
    const [{ getDb }, { search }, { sql }] = await Promise.all([
      import('../../server/db/client'),
      import('../../server/catalog/search'),
      import('drizzle-orm'),
    ]);
    const db = await getDb();
    await fill((statement) => db.execute(sql.raw(statement)));
    const rows = (await db.execute(sql.raw(`(select title from mixtapes order by random() limit 200) union all (select title from tracks order by random() limit 200) union all (select name from artists order by random() limit 100)`))) as unknown;
    const samples = ((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { title: string }[]).map((r) => r.title);
    const queries = makeQueries(samples);
    for (const q of queries.slice(0, 20)) await search({ query: q.query, filter: q.filter as 'all', page: 1, take: 20 }); // warm-up
    const times: number[] = [];
    const byKind: Record<string, number[]> = {};
    let found = 0;
    for (const q of queries) {
      const started = performance.now();
      const page = await search({ query: q.query, filter: q.filter as 'all', page: 1, take: 20 });
      const ms = performance.now() - started;
      times.push(ms);
      (byKind[`${q.kind}`] ??= []).push(ms);
      (byKind[`filter=${q.filter}`] ??= []).push(ms);
      if (page.data.length) found++;
    }
    const line = (label: string, list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(`  ${label.padEnd(18)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(sorted, 95).toFixed(1).padStart(7)} ms   (${list.length})`);
    };
    console.log(`${QUERIES} queries, ${found} with results:`);
    line('all queries', times);
    for (const [label, list] of Object.entries(byKind)) line(label, list);
  } finally {
    if (!keep) await database.drop();
    else console.log('Kept the database (--keep).');
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
