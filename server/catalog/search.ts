import { sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { SearchQuery, SearchResult } from '@/lib/contracts/search';
import { getDb, type Db } from '../db/client';
import { SEARCH_SOURCES, type SearchSource } from './search-sources';

/**
 * How close a misspelled word must come to a word of a title (pg_trgm's word similarity, 0 to 1). 0.4 takes
 * 'dreems' for 'dreams' (0.43) and 'avenu' for 'avenue' (0.83) while leaving unrelated words out.
 */
const TYPO_THRESHOLD = 0.4;
/** Words of a query looked at: more only slow the search without narrowing it in any useful way. */
const MAX_TERMS = 8;

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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

/**
 * Every word must be found, each either as the start of a word of the text (full-text search, a prefix query) or
 * as a word close enough to one of it (trigrams): 'aven' finds 'Avenue & Dreams', so does 'dreems avenu'.
 */
function matchAll(doc: SQL, terms: string[]): SQL {
  return sql.join(
    terms.map((t) => sql`(to_tsvector('simple', ${doc}) @@ to_tsquery('simple', ${`${t}:*`}) or ${t}::text <% ${doc})`),
    sql` and `,
  );
}

/**
 * Exact titles first (similarity of the whole text is 1), then the closest matches of the words typed, then the
 * most played: popularity counts on a log scale so it orders close matches without burying a better one.
 */
const score = (doc: SQL, phrase: string, popularity: SQL) =>
  sql`(2 * similarity(${phrase}::text, ${doc}) + word_similarity(${phrase}::text, ${doc}) + ln(1 + ${popularity}) / 20)::float8`;

interface Scored {
  result: SearchResult;
  score: number;
  kind: number;
}

async function searchSource(tx: Tx, source: SearchSource, terms: string[], limit: number, offset: number) {
  const phrase = terms.join(' ');
  const where = source.visible ? sql`${source.visible} and ${matchAll(source.doc, terms)}` : matchAll(source.doc, terms);
  const rows = rowsOf(
    await tx.execute(sql`
      select ${source.columns}, ${score(source.doc, phrase, source.popularity)} as score, (count(*) over ())::int as total
      from ${source.from} where ${where}
      order by score desc, ${source.order} limit ${limit} offset ${offset}`),
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && offset > 0) {
    const [row] = rowsOf(await tx.execute(sql`select count(*)::int as total from ${source.from} where ${where}`));
    total = Number(row.total);
  }
  return { rows: rows.map((r) => ({ result: source.toResult(r), score: Number(r.score) })), total };
}

/** GET /search: one kind of result, or all kinds ranked together. Done in the database (see migration 0007_search). */
export async function search({ query, filter, page, take }: SearchQuery): Promise<Paged<SearchResult>> {
  const terms = searchTerms(query);
  const empty = { data: [], meta: { page, take, total: 0, pageCount: 0 } };
  if (!terms.length) return empty;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    if (filter !== 'all') {
      const { rows, total } = await searchSource(tx, SEARCH_SOURCES[filter], terms, take, (page - 1) * take);
      return { data: rows.map((r) => r.result), meta: { page, take, total, pageCount: Math.ceil(total / take) } };
    }
    // Every kind's best `page * take`, merged: enough to cut any page of the whole ranking from.
    const scored: Scored[] = [];
    let total = 0;
    const sources = Object.values(SEARCH_SOURCES);
    for (const [kind, source] of sources.entries()) {
      const found = await searchSource(tx, source, terms, page * take, 0);
      total += found.total;
      scored.push(...found.rows.map((r) => ({ ...r, kind })));
    }
    scored.sort((a, b) => b.score - a.score || a.kind - b.kind);
    const data = scored.slice((page - 1) * take, page * take).map((s) => s.result);
    return { data, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  });
}
