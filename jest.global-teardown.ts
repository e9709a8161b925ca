import fs from 'node:fs';

/** After every suite: the track cache jest.global-setup.ts made (globals set there are seen here, and only here). */
export default function globalTeardown() {
  const dir = (globalThis as { madeSeedTrackCache?: string }).madeSeedTrackCache;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
