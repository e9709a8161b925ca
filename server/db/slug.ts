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
