import { sql } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { SearchPage, SearchQuery, SearchResult } from '@/lib/contracts/search';
import { getDb, rowsOf, type Db } from '../db/client';
import { SEARCH_SOURCES, type SearchSource } from './search-sources';

/** Words of a query looked at: more only slow the search without narrowing it in any useful way. */
const MAX_TERMS = 8;
/** Catalog words a typed word may stand for: those it begins (shortest first), and those it is a typo of. */
const PREFIX_WORDS = 16;
const TYPO_WORDS = 8;
/** A typo changes a word's length by this much at most: 'dreems' may be 'dreams', not 'dre'. */
const TYPO_LENGTH_CHANGE = 2;
/**
 * Matches of one kind that are ranked (plus every exact one), and the most `total` counts. Picking them in index
 * order, not by popularity, keeps a word found in 100,000 titles as cheap as a rare one (see docs/product.md, Search).
 */
const CANDIDATES = 200;
const MAX_TOTAL = 1000;

/** The query's words, lowercased without accents (the database does the same to titles: search_text). */
export function searchTerms(query: string): string[] {
  return query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/** The first string after every string that starts with `term` (in byte order, as search_words is sorted). */
const pastPrefix = (term: string) => term.slice(0, -1) + String.fromCodePoint(term.codePointAt(term.length - 1)! + 1);

/** What the typed words may mean as catalog words, and for each word taken as a typo, the closest of them. */
interface ExpandedTerms {
  words: string[][];
  corrections: (string | null)[];
}

/**
 * What each typed word may mean, as catalog words: the words it begins ('aven': avenue, avenues...), and when it
 * begins none (and typos are allowed), the words it is a typo of ('dreems': dreams), by pg_trgm similarity (0.3 and
 * up, its default) among words of about its length.
 * Words of one or two letters are taken as prefixes only.
 */
async function expandTerms(db: Db, terms: string[], exact: boolean): Promise<ExpandedTerms> {
  const list = (values: string[]) => sql.join(values.map((v) => sql`${v}::text`), sql`, `);
  const typos = exact
    ? sql``
    : sql`union all
        (select word, word <-> t.term from search_words where length(t.term) >= 3 and not exists (select 1 from prefixed) and word % t.term
          and abs(length(word) - length(t.term)) <= ${TYPO_LENGTH_CHANGE} order by word <-> t.term limit ${TYPO_WORDS})`;
  const rows = rowsOf(
    await db.execute(sql`
      select t.n::int as n, w.word, w.distance
      from unnest(array[${list(terms)}], array[${list(terms.map(pastPrefix))}]) with ordinality t(term, upper, n)
      cross join lateral (
        with prefixed as (
          select word from search_words where word >= t.term and word < t.upper order by length(word), word limit ${PREFIX_WORDS}
        )
        select word, null::real as distance from prefixed
        ${typos}
      ) w`),
  );
  const words = terms.map(() => [] as string[]);
  const corrections = terms.map(() => ({ word: null as string | null, distance: Infinity }));
  for (const row of rows) {
    const n = Number(row.n) - 1;
    words[n].push(String(row.word));
    // A distance only comes with a typo's words: the nearest stands for what was meant.
    if (row.distance !== null && Number(row.distance) < corrections[n].distance) corrections[n] = { word: String(row.word), distance: Number(row.distance) };
  }
  return { words, corrections: corrections.map((c) => c.word) };
}

const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;

/** Every typed word must be found, as any of the catalog words it may mean. */
const toTsquery = (words: string[][]) => words.map((alternatives) => `(${alternatives.map(lexeme).join(' | ')})`).join(' & ');

async function searchSource(db: Db, source: SearchSource, tsquery: string, phrase: string, limit: number, offset: number) {
  const doc = sql`search_text(${source.text})`;
  const visible = source.visible ? sql` and ${source.visible}` : sql``;
  const match = sql`to_tsvector('simple', ${doc}) @@ to_tsquery('simple', ${tsquery})${visible}`;
  const exact = sql`search_key(${source.text}) = ${phrase}${visible}`;
  // Exact titles first (+3), then how much of the text the words cover, then the most played: on a log scale, so
  // popularity orders close matches without burying a better one.
  // (d.doc is search_text of the row, worked out once: unaccent is the costly part of ranking.)
  const score = sql`((case when btrim(regexp_replace(d.doc, '[^[:alnum:]]+', ' ', 'g')) = ${phrase} then 3 else 0 end)
    + similarity(${phrase}::text, d.doc) + word_similarity(${phrase}::text, d.doc) + ln(1 + ${source.popularity}) / 20)::float8`;
  const candidates = Math.min(MAX_TOTAL, Math.max(CANDIDATES, offset + limit));
  // One index scan finds the matches (up to MAX_TOTAL) for both the count and the ranking.
  const found = sql`found as materialized (select x.id from ${source.table} x where ${match} limit ${MAX_TOTAL})`;
  const rows = rowsOf(
    await db.execute(sql`
      with ${found}, picked as (
        (select id from found limit ${candidates})
        union
        (select x.id from ${source.table} x where ${exact} limit ${limit + offset})
      )
      select ${source.columns}, ${score} as score, (select count(*) from found)::int as total
      from picked join ${source.table} x on x.id = picked.id cross join lateral (select ${doc} as doc) d ${source.joins ?? sql``}
      order by score desc, x.id limit ${limit} offset ${offset}`),
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && offset > 0) {
    [{ total }] = rowsOf(await db.execute(sql`with ${found} select count(*)::int as total from found`)) as { total: number }[];
  }
  return { rows: rows.map((r) => ({ result: source.toResult(r), score: Number(r.score) })), total };
}

/**
 * GET /search: one kind of result, or all kinds ranked together, done in the database (migration 0007_search).
 * Each kind ranks at most CANDIDATES of its matches plus its exact ones, and counts at most MAX_TOTAL: enough
 * pages for a person, and a bound on the work a common word can cause in a million rows. When a word was taken as a
 * typo, and something was found, `corrected` spells the query as it was searched; `exact` searches the words typed.
 */
export async function search({ query, filter, page, take, exact = false }: SearchQuery): Promise<SearchPage> {
  const terms = searchTerms(query);
  if (!terms.length) return { data: [], meta: { page, take, total: 0, pageCount: 0 } };
  return (await getDb()).transaction(async (tx) => {
    // Each statement is small and bounded: starting parallel workers or compiling it (JIT) costs more than it saves.
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`);
    const { words, corrections } = await expandTerms(tx as unknown as Db, terms, exact);
    const found = await searchIn(tx as unknown as Db, terms, words, filter, page, take);
    if (!found.meta.total || corrections.every((c) => c === null)) return found;
    return { ...found, corrected: terms.map((term, i) => corrections[i] ?? term).join(' ') };
  });
}

async function searchIn(db: Db, terms: string[], words: string[][], filter: SearchQuery['filter'], page: number, take: number): Promise<Paged<SearchResult>> {
  const empty = { data: [], meta: { page, take, total: 0, pageCount: 0 } };
  if (words.some((w) => !w.length)) return empty;
  const tsquery = toTsquery(words);
  const phrase = terms.join(' ');
  if (filter !== 'all') {
    const { rows, total } = await searchSource(db, SEARCH_SOURCES[filter], tsquery, phrase, take, (page - 1) * take);
    return { data: rows.map((r) => r.result), meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  }
  // Every kind's best `page * take`, merged: enough to cut any page of the whole ranking from.
  const scored: { result: SearchResult; score: number; kind: number }[] = [];
  let total = 0;
  for (const [kind, source] of Object.values(SEARCH_SOURCES).entries()) {
    const found = await searchSource(db, source, tsquery, phrase, page * take, 0);
    total += found.total;
    scored.push(...found.rows.map((r) => ({ ...r, kind })));
  }
  scored.sort((a, b) => b.score - a.score || a.kind - b.kind);
  const data = scored.slice((page - 1) * take, page * take).map((s) => s.result);
  return { data, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
}
