// The first screen's modules: what the pages with a first-load budget (scripts/first-load.mjs) and the app itself load
// before they are interactive, found by following their static imports as the bundler does (type-only names are
// dropped, a door's re-exports lead only to the files whose names are used, `import()` starts a chunk of its own).
// Lint (eslint.config.mjs) keeps the packages that would blow the budget out of them, so that the rule fails in the
// editor rather than after a build. A page's server/ imports (for getStaticProps and getServerSideProps) are left out,
// as Next leaves them out of the browser's bundle.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_LOAD_BUDGET_KB } from './first-load.mjs';

/** The pages whose first load is budgeted like the first screen (the studio's and the console's come with MUI). */
const FIRST_SCREEN_BUDGET_KB = 170;
const SOURCE = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const IMPORTS = /^[ \t]*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm;
const BARE_IMPORTS = /^[ \t]*import\s+['"]([^'"]+)['"]/gm;
const TYPES = /^[ \t]*export\s+(?:declare\s+)?(?:type|interface)\s+([A-Za-z_$][\w$]*)/gm;
const LOCAL_LISTS = /^[ \t]*export\s+(type\s+)?\{([^}]*)\}\s*;?\s*$/gm;

/** `a`, `b as c`, `type d` in braces: [imported, local, typeOnly]. */
function names(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const typeOnly = part.startsWith('type ');
      const [imported, local = imported] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return [imported.trim(), local.trim(), typeOnly];
    });
}

function parse(text) {
  const imports = []; // { spec, names: Set|'*' } of values only
  const reexports = new Map(); // exported name -> { spec, name }
  const stars = [];
  for (const [, keyword, typeKeyword, clause, spec] of text.matchAll(IMPORTS)) {
    if (typeKeyword) continue;
    const braces = clause.match(/\{([\s\S]*)\}/);
    const listed = braces ? names(braces[1]).filter(([, , typeOnly]) => !typeOnly) : [];
    const outside = clause.replace(/\{[\s\S]*\}/, '').replace(/,/g, ' ').trim();
    if (keyword === 'export') {
      if (clause.trim() === '*' || clause.startsWith('* as')) stars.push(spec);
      for (const [imported, exported] of listed) reexports.set(exported, { spec, name: imported });
      continue;
    }
    if (outside.startsWith('* as')) imports.push({ spec, names: '*' });
    else {
      const wanted = new Set(listed.map(([imported]) => imported));
      if (outside) wanted.add('default');
      // Every name of the braces a type: nothing of the module is loaded.
      if (wanted.size || !braces) imports.push({ spec, names: wanted });
    }
  }
  for (const [, spec] of text.matchAll(BARE_IMPORTS)) imports.push({ spec, names: new Set() });
  const types = new Set([...text.matchAll(TYPES)].map((m) => m[1]));
  for (const [, typeKeyword, list] of text.matchAll(LOCAL_LISTS)) if (typeKeyword) for (const [, exported] of names(list)) types.add(exported);
  return { imports, reexports, stars, types };
}

/**
 * The first screen's files, each with the chain of files that brings it (from a page), and for each the packages it
 * imports by value: `{ files: Map<file, chain[]>, packages: Map<file, Set<package>> }`, paths relative to `root`.
 */
export function firstScreen(root = process.cwd()) {
  const parsed = new Map();
  const read = (file) => {
    if (!parsed.has(file)) parsed.set(file, parse(fs.readFileSync(path.join(root, file), 'utf8')));
    return parsed.get(file);
  };
  const resolve = (from, spec) => {
    let base;
    if (spec.startsWith('@/')) base = spec.slice(2);
    else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
    else return null;
    if (/\.(css|json|svg|png)$/.test(base)) return undefined;
    for (const ending of ['', ...SOURCE]) {
      const file = base + ending;
      if (fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile()) return file;
    }
    return undefined;
  };

  const files = new Map();
  const packages = new Map();
  const asked = new Set();
  const pending = [];
  // A file's names as they are asked for: a type costs nothing, a re-export leads on, a value of its own loads it.
  const ask = (file, wanted, chain) => {
    const { reexports, stars, types } = read(file);
    const list = wanted === '*' ? null : [...wanted];
    if (list && list.length === 0 && files.has(file)) return;
    let own = list === null || list.length === 0;
    for (const name of list ?? []) {
      const key = `${file}#${name}`;
      if (asked.has(key)) continue;
      asked.add(key);
      if (types.has(name)) continue;
      const onward = reexports.get(name);
      if (onward) {
        const target = resolve(file, onward.spec);
        if (target) ask(target, new Set([onward.name]), [...chain, file]);
        continue;
      }
      const star = stars.map((spec) => resolve(file, spec)).find((target) => target && exports(target, name));
      if (star) ask(star, new Set([name]), [...chain, file]);
      else own = true;
    }
    if (own && !files.has(file)) {
      files.set(file, chain);
      pending.push(file);
    }
  };
  const exports = (file, name) => {
    const { reexports, types, stars } = read(file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return reexports.has(name) || types.has(name) || new RegExp(`export\\s+(?:async\\s+)?(?:function|const|let|class)\\s+${name}\\b`).test(text) || stars.some((s) => resolve(file, s) && exports(resolve(file, s), name));
  };

  const pages = ['_app', ...Object.keys(FIRST_LOAD_BUDGET_KB).filter((route) => FIRST_LOAD_BUDGET_KB[route] <= FIRST_SCREEN_BUDGET_KB).map((route) => (route === '/' ? 'index' : route.slice(1)))];
  for (const page of pages) {
    const file = resolve('pages/x', `./${page}`);
    if (file) ask(file, '*', []);
  }
  while (pending.length) {
    const file = pending.shift();
    const chain = [...files.get(file), file];
    for (const { spec, names: wanted } of read(file).imports) {
      const target = resolve(file, spec);
      if (target === null) {
        if (!packages.has(file)) packages.set(file, new Set());
        packages.get(file).add(spec);
      } else if (target && !target.startsWith('server/')) ask(target, wanted, chain);
    }
  }
  return { files, packages };
}

// `node scripts/first-screen.mjs [file]`: the first screen's modules, or the chain of imports that brings one file.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { files } = firstScreen();
  const [file] = process.argv.slice(2);
  if (!file) console.log([...files.keys()].sort().join('\n'));
  else if (files.has(file)) console.log([...files.get(file), file].join('\n  imports '));
  else console.log(`${file} is not on the first screen.`);
}
