import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { artists, djs, episodes, mixtapeTracks, mixtapes, podcasts, trackRenditions, tracks } from '../db/schema';
import type { ProcessedTrack } from '../media/process-track';
import type { CatalogPlan, PlannedMixtape, PlannedTrack } from './seed-plan';
import { forgetSeedPlays, insertSeedPlays } from './seed-plays';

/** True when no catalog row exists (the demo catalog or an import would be the first). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  // One after another: inside a transaction every query shares one connection, which must not be asked twice at once.
  for (const table of [artists, djs, mixtapes, tracks, podcasts]) {
    if ((await db.select({ id: table.id }).from(table).limit(1)).length > 0) return false;
  }
  return true;
}

// Any fixed number: concurrent seeders (two `npm start`s on one Postgres) queue on it instead of racing.
const SEED_LOCK = 20_240_601;

/** Inserts in slices: one statement may carry at most 65,535 parameters. */
async function insertMany<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** How the catalog goes in: over the one there (`force`), and with `playWeeks` closed weeks of plays before `now`'s. */
interface InsertOptions {
  force: boolean;
  playWeeks: number;
  now: Date;
}

/** The database in a seed's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes the seed's lock; answers false when (without `force`) another process filled the catalog in the meantime. */
async function claim(tx: Tx, force: boolean): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
  if (!force) return isCatalogEmpty(tx as unknown as Db);
  // CASCADE also clears rows elsewhere that point into the catalog (a playlist's tracks, say): they would dangle.
  await tx.execute(sql`truncate ${mixtapeTracks}, ${trackRenditions}, ${tracks}, ${mixtapes}, ${episodes}, ${podcasts}, ${artists}, ${djs} restart identity cascade`);
  await forgetSeedPlays(tx);
  return true;
}

/** The people's rows: the ids of artists and DJs by slug. */
async function insertPeople(tx: Tx, plan: CatalogPlan) {
  const people = async (table: typeof artists | typeof djs, list: CatalogPlan['artists']) => {
    const rows = list.length ? await tx.insert(table).values(list.map(({ slug, name, bio, image }) => ({ slug, name, bio, image }))).returning({ id: table.id, slug: table.slug }) : [];
    return new Map(rows.map((r) => [r.slug, r.id]));
  };
  return { artistIds: await people(artists, plan.artists), djIds: await people(djs, plan.djs) };
}

type PeopleIds = Awaited<ReturnType<typeof insertPeople>>;

/** What is out as the demo is made is not news: only what comes out later is announced (server/discovery/alerts.ts). */
const announcedAt = (out: Date, now: Date) => (out <= now ? out : null);

/** Mixtapes with their tracks, renditions and track lists, once their media are made (`facts`). */
async function insertMixtapes(tx: Tx, list: PlannedMixtape[], facts: Map<PlannedTrack, ProcessedTrack>, { artistIds, djIds }: PeopleIds, now: Date): Promise<void> {
  const mixtapeIds = new Map<string, number>();
  await insertMany(list, async (slice) => {
    const rows = await tx
      .insert(mixtapes)
      .values(slice.map((m) => ({
        slug: m.slug, title: m.title, description: m.description, cover: m.cover, releaseDate: m.releaseDate, site: m.site,
        featured: m.featured, premiere: m.premiere, explicit: m.explicit, priceAmount: m.price, priceCurrency: m.price === null ? null : 'usd', artistId: artistIds.get(m.artist.slug)!, djId: m.dj ? djIds.get(m.dj.slug)! : null,
        plays: m.plays, views: m.views, downloads: m.downloads, likes: m.likes, dislikes: m.dislikes, votes: m.votes, genre: m.genre, moods: m.moods, announcedAt: announcedAt(m.releaseDate, now),
      })))
      .returning({ id: mixtapes.id, slug: mixtapes.slug });
    for (const r of rows) mixtapeIds.set(r.slug, r.id);
  });

  const pairs = list.flatMap((m) => m.tracks.map((t) => ({ m, t })));
  const trackIds = new Map<string, number>();
  await insertMany(pairs, async (slice) => {
    const rows = await tx
      .insert(tracks)
      .values(slice.map(({ t }) => ({
        title: t.title, artist: t.artist, album: t.album, cover: t.cover, guestDownload: t.guestDownload,
        plays: t.plays, downloads: t.downloads, ...facts.get(t)!.track,
      })))
      .returning({ id: tracks.id, mediaKey: tracks.mediaKey });
    for (const r of rows) trackIds.set(r.mediaKey, r.id);
  });
  const renditions = pairs.flatMap(({ t }) => facts.get(t)!.renditions.map((r) => ({ ...r, trackId: trackIds.get(facts.get(t)!.track.mediaKey)! })));
  await insertMany(renditions, (slice) => tx.insert(trackRenditions).values(slice));
  await insertMany(pairs, (slice) =>
    tx.insert(mixtapeTracks).values(slice.map(({ m, t }) => ({ mixtapeId: mixtapeIds.get(m.slug)!, trackId: trackIds.get(facts.get(t)!.track.mediaKey)!, position: t.position }))),
  );
}

/** Podcasts and their episodes, each as long as the track its audio comes from (`seconds`). */
async function insertPodcasts(tx: Tx, plan: CatalogPlan, seconds: (track: PlannedTrack) => number, now: Date): Promise<void> {
  for (const p of plan.podcasts) {
    const [{ id }] = await tx.insert(podcasts).values({ slug: p.slug, title: p.title, host: p.host, description: p.description, cover: p.cover }).returning({ id: podcasts.id });
    if (p.episodes.length)
      await tx.insert(episodes).values(p.episodes.map((e) => ({
        podcastId: id, slug: e.slug, title: e.title, description: e.description, mediaKey: e.mediaKey, publishedAt: e.publishedAt, plays: e.plays, announcedAt: announcedAt(e.publishedAt, now),
        durationSeconds: seconds(e.source),
      })));
  }
}

/**
 * Writes the planned catalog in one transaction. Returns false, writing nothing, when (without `force`) another
 * process filled the catalog in the meantime.
 */
export async function insertCatalog(db: Db, plan: CatalogPlan, facts: Map<PlannedTrack, ProcessedTrack>, { force, playWeeks, now }: InsertOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, force))) return false;
    await insertMixtapes(tx, plan.mixtapes, facts, await insertPeople(tx, plan), now);
    await insertPodcasts(tx, plan, (t) => facts.get(t)!.track.durationSeconds, now);
    await insertSeedPlays(tx, playWeeks, now);
    return true;
  });
}

/**
 * The catalog but its mixtapes, which come one by one as the job queue makes their media (demo-jobs.ts): artists,
 * DJs and podcasts (their episodes' audio is made beforehand, `seconds` long). False, writing nothing, when another
 * process filled the catalog in the meantime.
 */
export async function insertCatalogFrame(db: Db, plan: CatalogPlan, seconds: (track: PlannedTrack) => number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, false))) return false;
    await insertPeople(tx, plan);
    await insertPodcasts(tx, plan, seconds, now);
    return true;
  });
}

/**
 * One mixtape of a demo catalog whose mixtapes come one by one, once its media are made. The last of them (all of
 * `slugs` then there) brings the seed's plays too. Answers whether it wrote it (not when it was there already) and
 * whether it was the last.
 */
export async function insertDemoMixtape(db: Db, m: PlannedMixtape, facts: Map<PlannedTrack, ProcessedTrack>, { slugs, playWeeks, now }: { slugs: string[]; playWeeks: number; now: Date }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await tx.select({ id: mixtapes.id }).from(mixtapes).where(eq(mixtapes.slug, m.slug))).length) return { wrote: false, last: false };
    const ids = async (table: typeof artists | typeof djs, slug: string | undefined) =>
      new Map(slug ? (await tx.select({ id: table.id, slug: table.slug }).from(table).where(eq(table.slug, slug))).map((r) => [r.slug, r.id]) : []);
    const artistIds = await ids(artists, m.artist.slug);
    if (!artistIds.size) throw new Error(`The demo artist ${m.artist.slug} is not in the catalog`);
    await insertMixtapes(tx, [m], facts, { artistIds, djIds: await ids(djs, m.dj?.slug) }, now);
    const [{ there }] = await tx.select({ there: count() }).from(mixtapes).where(inArray(mixtapes.slug, slugs));
    const last = there === slugs.length;
    if (last) await insertSeedPlays(tx, playWeeks, now);
    return { wrote: true, last };
  });
}
