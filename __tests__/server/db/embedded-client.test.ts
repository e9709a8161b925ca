/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';

// The embedded database as the server opens it: PostgreSQL's 128MB of shared buffers were most of the process's
// resident memory, for a database of a few tens of MB.
const onPostgres = Boolean(process.env.DATABASE_URL);
(onPostgres ? describe.skip : describe)('the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-embedded-'));
  beforeAll(() => {
    process.env.DATA_DIR = dataDir;
    process.env.PGLITE_SHARED_BUFFERS = '24MB';
  });
  afterAll(async () => {
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
    delete process.env.PGLITE_SHARED_BUFFERS;
  });

  it('runs with the configured shared buffers', async () => {
    const { getDb } = await import('@/server/db/client');
    const db = await getDb();
    const { rows } = (await db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    expect(rows[0].shared_buffers).toBe('24MB');
  });
});
