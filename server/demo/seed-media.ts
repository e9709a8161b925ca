// The media half of a big demo seed (seed.ts, writeMediaApart), in a process of its own: it hears the plan, writes
// every cover, avatar and track (writeMedia), telling each key written, then the facts of each track, and exits.
import { getMediaStorage } from '../adapters/media-storage';
import type { CatalogPlan } from './seed-plan';
import { writeMedia, type MediaNews, type SeedOptions } from './seed';

const tell = (news: MediaNews) => new Promise<void>((resolve, reject) => process.send!(news, undefined, {}, (error) => (error ? reject(error) : resolve())));

// Its seed gone (stopped, or failed), the work is of no use.
process.on('disconnect', () => process.exit(1));

process.once('message', async ({ plan, options }: { plan: CatalogPlan; options: Pick<SeedOptions, 'concurrency'> }) => {
  try {
    const storage = getMediaStorage();
    const put = async (key: string, data: Buffer) => {
      await storage.put(key, data);
      await tell({ kind: 'wrote', key, bytes: data.length });
    };
    const wrote = (key: string) => void tell({ kind: 'wrote', key, bytes: 0 });
    const facts = await writeMedia(plan, { ...options, log: (message) => void tell({ kind: 'log', message }) }, put, wrote);
    await tell({ kind: 'done', facts: [...facts].map(([track, processed]) => [track.mediaKey, processed]) });
    process.exit(0);
  } catch (error) {
    await tell({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }).catch(() => {});
    process.exit(1);
  }
});
