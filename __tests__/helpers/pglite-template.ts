import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the test run's migrated PGlite database is, for freshDataDir (data-dir.ts). */
export const PGLITE_TEMPLATE_ENV = 'MIXTAPE_TEST_PGLITE_TEMPLATE';

const TEMPLATE_PREFIX = 'mixtape-pglite-template-';

/** What the template depends on: the migrations and the PGlite build. Another of either makes a new template. */
function templateKey(root: string): string {
  const hash = crypto.createHash('sha256');
  const migrations = path.join(root, 'server/db/migrations');
  for (const file of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite database migrated by the server's own client (server/db/client.ts), kept in the temp folder under a key of
 * what it depends on, so later runs reuse it. Built aside and renamed into place: a run never sees half of one.
 */
export function pgliteTemplate(root: string): string {
  const dir = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey(root)}`);
  if (fs.existsSync(dir)) return dir;
  const dataDir = fs.mkdtempSync(`${dir}-building-`);
  const open = "import('./server/db/client').then(async (m) => { const c = m.default ?? m; await c.getDb(); await c.closeDb(); })";
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: '', DATABASE_URL: '' };
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--eval', open], { cwd: root, env, stdio: 'inherit' });
  try {
    fs.renameSync(path.join(dataDir, 'pglite'), dir);
  } catch (error) {
    // Another run renamed its own first: that one serves.
    if (!fs.existsSync(dir)) throw error;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The templates of earlier migrations serve no later run (and in a memory-backed temp folder they hold memory).
  for (const old of fs.readdirSync(os.tmpdir())) {
    if (old.startsWith(TEMPLATE_PREFIX) && path.join(os.tmpdir(), old) !== dir && !old.includes('-building-')) {
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
    }
  }
  return dir;
}
