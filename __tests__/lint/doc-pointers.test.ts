/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What the docs and the code's comments point at must be there:
// - a pointer such as 'docs/product.md, Buying' names a heading that exists, once, in that file, so a renamed or
//   merged section cannot leave pointers leading nowhere;
// - a file or folder path they name (server/api.ts, scripts/cluster/, a Markdown link) exists in the repository;
// - an `npm run` script a doc names is one package.json has.
// The repository's files are listed once (git ls-files) and each is read once.

const ROOT = process.cwd();
const THIS_FILE = '__tests__/lint/doc-pointers.test.ts';

const FILES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
const FILE_SET = new Set(FILES);
const FOLDERS = new Set(FILES.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

const texts = new Map<string, string>();
const read = (file: string) => texts.get(file) ?? texts.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).get(file)!;

const CODE_DIRS = ['components', 'commands', 'hooks', 'services', 'store', 'lib', 'server', 'pages', 'scripts', 'sw', 'theme', '__tests__'];
const CODE = /\.(tsx?|mjs|cjs|js|css)$/;
/** The docs: read whole. */
const DOCS = FILES.filter((file) => /^docs\/(decisions\/)?[^/]+\.md$/.test(file) || file === 'README.md' || file === 'CONTRIBUTING.md');
/** The code (the folders above and the root's config files): read for their comments. */
const SOURCES = FILES.filter((file) => CODE.test(file) && (!file.includes('/') || CODE_DIRS.includes(file.split('/')[0])) && file !== THIS_FILE);

/** Every heading of a doc (##, ###, ####), with how often it occurs. */
function headings(doc: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, title] of read(doc).matchAll(/^#{2,4} (.+)$/gm)) counts.set(title.trim(), (counts.get(title.trim()) ?? 0) + 1);
  return counts;
}

/** 'docs/x.md, Section' pointers of a file, read across the line breaks of a comment. */
function pointers(file: string): { doc: string; section: string }[] {
  const flat = read(file).replace(/\s*\n\s*(?:\/\/|\*|\{\/\*)?\s*/g, ' ');
  return [...flat.matchAll(/docs\/([\w-]+\.md), ([A-Z][\w '&/-]*\w)/g)].map(([, doc, section]) => ({ doc: `docs/${doc}`, section }));
}

/** The comments of a source file (a URL's '//' is not one). */
const comments = (file: string) => read(file).match(/\/\*[\s\S]*?\*\/|(?<![:\\'"`])\/\/[^\n]*/g)?.join('\n') ?? '';

// A path is named from the repository's root: it starts with one of its top folders. Not paths: what follows a '/', '.' or word character (URLs, /api/v3/..., .next/..., node_modules/..., keys
// under DATA_DIR), and globs or placeholders (a '*', '<', '{' or '$' in or right after it).
const TOP = [...new Set(FILES.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))].map((top) => top.replace(/\./g, '\\.'));
const PATH = new RegExp(`(?<![\\w./@$<-])((?:${TOP.join('|')})(?:/[\\w.\\[\\]@-]*)+)([*<{$]?)`, 'g');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.d.ts'];

function exists(named: string): boolean {
  if (named.endsWith('/')) return FOLDERS.has(named.slice(0, -1));
  return FOLDERS.has(named) || EXTENSIONS.some((extension) => FILE_SET.has(named + extension));
}

/** A path git ignores is one the build or a run writes (public/sw.js), not one to find in the repository. */
function built(named: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '-q', named], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

/** The paths a text names, with trailing punctuation (and a Markdown link's closing bracket) taken off. */
function paths(text: string): string[] {
  return [...text.matchAll(PATH)]
    .filter(([, , glob]) => !glob)
    .map(([, named]) => named.replace(/[.:]+$/, ''))
    .map((named) => (named.endsWith(']') && !named.includes('[') ? named.slice(0, -1) : named));
}

/** Relative Markdown link targets of a doc, resolved from its folder. */
function links(doc: string): string[] {
  return [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target.replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)));
}

it('every docs pointer in the code names a heading that its doc has exactly once', () => {
  const docs = new Map<string, Map<string, number>>();
  const wrong: string[] = [];
  let seen = 0;
  const pointing = FILES.filter((file) => /\.(tsx?|mjs|js|css|md)$/.test(file) && [...CODE_DIRS, 'content'].includes(file.split('/')[0]) && file !== THIS_FILE);
  for (const file of [...pointing, 'README.md', 'CONTRIBUTING.md']) {
    for (const { doc, section } of pointers(file)) {
      seen++;
      if (!docs.has(doc)) docs.set(doc, FILE_SET.has(doc) ? headings(doc) : new Map());
      const count = docs.get(doc)!.get(section) ?? 0;
      if (count !== 1) wrong.push(`${file}: ${doc}, ${section} (${count ? `${count} headings` : 'no such heading'})`);
    }
  }
  expect(seen).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});

it('no docs heading is there twice', () => {
  const twice = DOCS.filter((doc) => doc.startsWith('docs/')).flatMap((doc) =>
    [...headings(doc)].filter(([, count]) => count > 1).map(([title]) => `${doc}: ${title}`),
  );
  expect(twice).toEqual([]);
});

it('every path the docs and the comments name exists', () => {
  const missing: { file: string; name: string }[] = [];
  let seen = 0;
  for (const file of [...DOCS, ...SOURCES]) {
    const named = [...paths(DOCS.includes(file) ? read(file) : comments(file)), ...(DOCS.includes(file) ? links(file) : [])];
    seen += named.length;
    for (const name of new Set(named)) if (!exists(name)) missing.push({ file, name });
  }
  expect(seen).toBeGreaterThan(500);
  expect(missing.filter(({ name }) => !built(name)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
});

it('every npm script the docs name is in package.json', () => {
  const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
  const missing = DOCS.flatMap((doc) =>
    [...read(doc).matchAll(/\bnpm (?:run ([\w:.-]*\w)|(start|test)\b)/g)]
      .map(([, script, short]) => script ?? short)
      .filter((script) => !scripts.includes(script))
      .map((script) => `${doc}: npm run ${script}`),
  );
  expect(missing).toEqual([]);
});
