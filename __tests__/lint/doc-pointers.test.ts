/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// The code points at its rules in the docs as 'docs/product.md, Buying': each such pointer must name a heading that
// exists, once, in that file, so a renamed or merged section cannot leave pointers leading nowhere.

const ROOT = process.cwd();
const SOURCE_DIRS = ['components', 'commands', 'hooks', 'services', 'store', 'lib', 'server', 'pages', 'scripts', 'theme', '__tests__', 'content'];
const SOURCE = /\.(tsx?|mjs|js|css|md)$/;

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    return entry.isDirectory() ? files(rel) : SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** Every heading of a doc (##, ###, ####), with how often it occurs. */
function headings(doc: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, title] of fs.readFileSync(path.join(ROOT, doc), 'utf8').matchAll(/^#{2,4} (.+)$/gm)) counts.set(title.trim(), (counts.get(title.trim()) ?? 0) + 1);
  return counts;
}

/** 'docs/x.md, Section' pointers of a file, read across the line breaks of a comment. */
function pointers(file: string): { doc: string; section: string }[] {
  const flat = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\s*\n\s*(?:\/\/|\*|\{\/\*)?\s*/g, ' ');
  return [...flat.matchAll(/docs\/([\w-]+\.md), ([A-Z][\w '&/-]*\w)/g)].map(([, doc, section]) => ({ doc: `docs/${doc}`, section }));
}

it('every docs pointer in the code names a heading that its doc has exactly once', () => {
  const docs = new Map<string, Map<string, number>>();
  const wrong: string[] = [];
  let seen = 0;
  for (const file of [...SOURCE_DIRS.flatMap(files), 'README.md', 'CONTRIBUTING.md']) {
    if (file === path.join('__tests__', 'lint', 'doc-pointers.test.ts')) continue;
    for (const { doc, section } of pointers(file)) {
      seen++;
      if (!docs.has(doc)) docs.set(doc, fs.existsSync(path.join(ROOT, doc)) ? headings(doc) : new Map());
      const count = docs.get(doc)!.get(section) ?? 0;
      if (count !== 1) wrong.push(`${file}: ${doc}, ${section} (${count ? `${count} headings` : 'no such heading'})`);
    }
  }
  expect(seen).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});

it('no docs heading is there twice', () => {
  const twice = fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => [...headings(`docs/${name}`)].filter(([, count]) => count > 1).map(([title]) => `docs/${name}: ${title}`));
  expect(twice).toEqual([]);
});
