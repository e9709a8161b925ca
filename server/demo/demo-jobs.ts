import { eq } from 'drizzle-orm';
import { getMediaStorage } from '../adapters/media-storage';
import { invalidateCatalog } from '../cache/catalog-cache';
import { getDb } from '../db/client';
import { mixtapes } from '../db/schema';
import { runChartJob } from '../discovery/chart-jobs';
import { jobQueue, type JobContext } from '../queue/job-queue';
import type { PlannedMixtape } from './seed-plan';
import { writeMediaApart, type LaterMixtapes } from './seed';
import { insertDemoMixtape } from './seed-insert';

// `npm start` on an empty database lists the demo catalog's mixtapes as their media get made, rather than making all
// of them (minutes on two cores) before the site answers: the seed inserts the artists, DJs and podcasts, and sends
// one job per mixtape here. Each job synthesizes and processes its mixtape's tracks (as seedCatalog does, in a
// process of its own below the web's priority), then inserts the mixtape with them in one transaction: a listener
// meets it whole or not at all, like a release that is not out yet. The last one brings the seed's plays, and the
// weekly charts they make.

interface DemoMixtapeJob {
  /** As JSON carries it: its dates are strings. */
  mixtape: PlannedMixtape;
  /** Every mixtape of the catalog, so that the last one knows it is. */
  slugs: string[];
  playWeeks: number;
  now: string;
}

export const demoMixtapeJobs = jobQueue<DemoMixtapeJob>('demo-mixtape', { retryLimit: 3, retryDelay: 10, expireInSeconds: 900 });

/** Queues a job per mixtape: what the home page shows first first (the featured, then the newest out, then the rest). */
export async function sendDemoMixtapes({ mixtapes, playWeeks, now }: LaterMixtapes): Promise<void> {
  const slugs = mixtapes.map((m) => m.slug);
  const out = (m: PlannedMixtape) => Number(m.releaseDate <= now);
  const order = [...mixtapes].sort((a, b) => Number(b.featured) - Number(a.featured) || out(b) - out(a) || b.releaseDate.getTime() - a.releaseDate.getTime());
  for (const mixtape of order) await demoMixtapeJobs.send({ mixtape, slugs, playWeeks, now: now.toISOString() });
}

/** The job: makes one mixtape's media, then lists it (nothing, when a run before did). */
export async function makeDemoMixtape(data: DemoMixtapeJob, job: Pick<JobContext, 'signal'>): Promise<void> {
  const mixtape: PlannedMixtape = { ...data.mixtape, releaseDate: new Date(data.mixtape.releaseDate) };
  const db = await getDb();
  if ((await db.select({ id: mixtapes.id }).from(mixtapes).where(eq(mixtapes.slug, mixtape.slug))).length) return;
  const storage = getMediaStorage();
  const written = new Set<string>();
  const removeWritten = (keep: Set<string>) => Promise.all([...written].filter((key) => !keep.has(key)).map((key) => storage.remove(key).catch(() => {})));
  let outcome: { wrote: boolean; last: boolean };
  try {
    const facts = await writeMediaApart({ artists: [], djs: [], mixtapes: [mixtape], podcasts: [] }, { signal: job.signal, nice: true }, (key) => written.add(key));
    outcome = await insertDemoMixtape(db, mixtape, facts, { slugs: data.slugs, playWeeks: data.playWeeks, now: new Date(data.now) });
  } catch (error) {
    await removeWritten(new Set());
    throw error;
  }
  if (!outcome.wrote) {
    // Listed meanwhile by another run of this job: its cover and originals (named by the plan) are that one's now.
    await removeWritten(new Set([mixtape.cover, ...mixtape.tracks.map((t) => t.mediaKey)]));
    return;
  }
  invalidateCatalog();
  if (outcome.last && data.playWeeks > 0) await runChartJob({});
}
