/** URL slugs for catalog rows: lower-case ASCII words joined by dashes. */
export function slugify(text: string): string {
  const slug = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return slug || 'untitled';
}

/** Hands out slugs, adding -2, -3 ... to repeats. */
export function slugAllocator(taken: Iterable<string> = []): (text: string) => string {
  const used = new Set(taken);
  return (text) => {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

/**
 * Stores a row under the first free slug for `text`: `insert` tries one slug and answers nothing when a row already
 * holds it (ON CONFLICT DO NOTHING). `taken`, read beforehand, skips the known ones; one taken since (a concurrent
 * insert of the same name) moves on to the next, so inserts racing for a slug each end with one of their own.
 */
export async function insertUnderFreeSlug<T>(text: string, taken: Iterable<string>, insert: (slug: string) => Promise<T | undefined>): Promise<T> {
  const next = slugAllocator(taken);
  for (;;) {
    const row = await insert(next(text));
    if (row !== undefined) return row;
  }
}
