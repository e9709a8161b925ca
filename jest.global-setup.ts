import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV, pgliteTemplate } from './__tests__/helpers/pglite-template';

/**
 * Before any suite (the workers inherit the variables): the migrated PGlite database the suites copy, and a track
 * cache for the demo seed (SEED_TRACK_CACHE), so that a song synthesized by one suite's seed is copied by the next
 * instead of encoded again. A cache the run was given (by scripts/test.mjs, for its later steps too) is used as it is;
 * one made here is removed by jest.global-teardown.ts.
 */
export default function globalSetup() {
  process.env[PGLITE_TEMPLATE_ENV] = pgliteTemplate(process.cwd());
  if (!process.env.SEED_TRACK_CACHE) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-seed-tracks-'));
    process.env.SEED_TRACK_CACHE = dir;
    (globalThis as { madeSeedTrackCache?: string }).madeSeedTrackCache = dir;
  }
}
