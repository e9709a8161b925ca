// Tells whether the production build in .next matches the sources, so `npm start` rebuilds only when needed.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const ROOT = process.cwd();
const SOURCES = ['pages', 'components', 'commands', 'hooks', 'services', 'store', 'theme', 'lib', 'server', 'content', 'public', 'sw'];
// scripts/build.mjs: what the build makes (the compiled server) changes with it.
const FILES = ['package.json', 'package-lock.json', 'next.config.js', 'tsconfig.json', 'instrumentation-client.ts', 'scripts/build.mjs'];
const STAMP = path.join(ROOT, '.next', 'source-stamp');

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** A hash of every source file's path, size and modification time. */
export function sourceStamp() {
  const hash = crypto.createHash('sha1');
  const files = [...SOURCES.flatMap((dir) => [...walk(path.join(ROOT, dir))]), ...FILES.map((f) => path.join(ROOT, f))];
  for (const file of files.sort()) {
    if (!fs.existsSync(file)) continue;
    const stat = fs.statSync(file);
    hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  for (const name of Object.keys(process.env).filter((k) => k.startsWith('NEXT_PUBLIC_')).sort()) {
    hash.update(`${name}=${process.env[name]}\n`);
  }
  return hash.digest('hex');
}

export function buildIsFresh() {
  return fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === sourceStamp();
}

export function markBuilt() {
  fs.writeFileSync(STAMP, sourceStamp());
}
