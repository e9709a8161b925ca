import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

/**
 * A new data folder for a suite's server modules (DATA_DIR). On the embedded database it already holds a migrated
 * PGlite database, a copy of the one the test run migrated once (jest.global-setup.ts): opening a copy takes a second or
 * two where creating and migrating a new one takes several.
 */
export function freshDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !process.env.DATABASE_URL) fs.cpSync(template, path.join(dir, 'pglite'), { recursive: true });
  return dir;
}
