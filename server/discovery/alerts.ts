import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AlertKind } from '@/lib/contracts/alerts';
import { absoluteUrl } from '@/lib/absolute-url';
import { canDeliver, sendEmail } from '../auth/delivery';
import { releasedBy } from '../catalog/release';
import { mixtapeAvailable } from '../catalog/takedowns';
import { config } from '../core/config';
import { logger } from '../core/logger';
import { getDb, rowsOf } from '../db/client';
import { alertDeliveries, alertOptOuts, artists, djs, episodes, followedArtists, followedDjs, followedPodcasts, mixtapes, podcasts, releaseReminders, releases, users } from '../db/schema';
import { ownedBy } from '../studio/profiles';
import { jobQueue, type JobContext } from '../queue/job-queue';
import { alertEmail, type AlertRelease } from './alert-mail';
import { unsubscribeLinks } from './alert-settings';

// Release alerts (see docs/product.md, Release alerts): when a mixtape or an episode is out, the members who follow
// its artist, DJ or podcast, and those who asked 'Notify me' on it, get one email each. Three queues do it:
//
// - announce-releases, every minute, claims what is out and not yet announced by setting its `announced_at` in one
//   UPDATE ... RETURNING: however many processes run it, each release is claimed once. It sends a fan-out job per
//   release claimed. The studio's publish claims a release that is out now at once, the same way (announceMixtapeNow).
// - alert-fan-out walks the release's recipients by user id (keyset) and sends a batch job per ALERT_BATCH_SIZE of
//   them, so a release with thousands of followers is many short jobs that hold nothing up.
// - alert-batch emails its range of recipients. Each email is written to `alert_deliveries` before it is sent, and
//   only sent when that write made the row; a send that fails deletes it again. A batch run again (a retry, a restart
//   half-way) so tells nobody twice, and a retry sends only what failed.

type ReleaseKind = 'mixtape' | 'episode';
interface Announced {
  release: ReleaseKind;
  id: number;
}
/** The recipients of a release with a user id in (after, through]. */
interface Batch extends Announced {
  after: number;
  through: number;
}

export const ALERT_BATCH_SIZE = 100;

export const announceJobs = jobQueue<Record<string, never>>('announce-releases', { retryLimit: 2, retryDelay: 10, expireInSeconds: 5 * 60 });
export const fanOutJobs = jobQueue<Announced>('alert-fan-out', { retryLimit: 5, retryDelay: 30, expireInSeconds: 15 * 60 });
// A mail server that is down is waited for: from a minute between tries, doubling, over some four hours.
export const alertBatchJobs = jobQueue<Batch>('alert-batch', { retryLimit: 8, retryDelay: 60, expireInSeconds: 10 * 60, concurrency: 2 });

/** Sends a fan-out job for each release claimed; the claims of those not sent are given back, for the next run. */
async function fanOutClaimed(claimed: Announced[]): Promise<void> {
  for (const [i, item] of claimed.entries()) {
    try {
      await fanOutJobs.send(item);
    } catch (error) {
      const left = claimed.slice(i);
      const db = await getDb();
      const ids = (kind: ReleaseKind) => left.filter((l) => l.release === kind).map((l) => l.id);
      if (ids('mixtape').length) await db.update(mixtapes).set({ announcedAt: null }).where(inArray(mixtapes.id, ids('mixtape')));
      if (ids('episode').length) await db.update(episodes).set({ announcedAt: null }).where(inArray(episodes.id, ids('episode')));
      throw error;
    }
  }
}

/** Out, available and not announced yet: what a claim takes. */
const dueMixtapes = (now: Date) => and(isNull(mixtapes.announcedAt), releasedBy(now), mixtapeAvailable);

/** The job of announce-releases: claims every mixtape and episode that is out and unannounced, and fans each out. */
export async function announceDueReleases(): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const claimedMixtapes = await db.update(mixtapes).set({ announcedAt: now }).where(dueMixtapes(now)).returning({ id: mixtapes.id });
  const claimedEpisodes = await db
    .update(episodes)
    .set({ announcedAt: now })
    .where(and(isNull(episodes.announcedAt), lte(episodes.publishedAt, now)))
    .returning({ id: episodes.id });
  await fanOutClaimed([...claimedMixtapes.map(({ id }) => ({ release: 'mixtape' as const, id })), ...claimedEpisodes.map(({ id }) => ({ release: 'episode' as const, id }))]);
}

/**
 * A mixtape the studio has just published, out now: announced at once rather than at the next minute. A failure
 * only delays it: the next run of announce-releases finds it still unannounced.
 */
export async function announceMixtapeNow(mixtapeId: number): Promise<void> {
  try {
    const db = await getDb();
    const now = new Date();
    const claimed = await db.update(mixtapes).set({ announcedAt: now }).where(and(eq(mixtapes.id, mixtapeId), dueMixtapes(now))).returning({ id: mixtapes.id });
    await fanOutClaimed(claimed.map(({ id }) => ({ release: 'mixtape', id })));
  } catch (error) {
    logger.warn({ mixtapeId, error: error instanceof Error ? error.message : String(error) }, 'announcing a published mixtape at once failed; the next minute will');
  }
}

// --- Who hears of a release.

/** One reason members hear of a release: the follows of its artist, DJ or podcast, or the reminders of it. */
interface Source {
  kind: AlertKind;
  table: PgTable;
  user: AnyPgColumn;
  item: AnyPgColumn;
  id: number;
}

/** A release as its email tells it, and the reasons to tell each member, the most particular first. */
interface Loaded {
  item: AlertRelease;
  sources: Source[];
}

const follows = (kind: AlertKind, table: typeof followedArtists | typeof followedDjs | typeof followedPodcasts, id: number): Source => ({
  kind,
  table,
  user: table.userId,
  item: table.itemId,
  id,
});

/** The release while it is still out and available (a mixtape taken down since is told to nobody), else null. */
async function loadRelease({ release, id }: Announced): Promise<Loaded | null> {
  const db = await getDb();
  if (release === 'episode') {
    const [row] = await db
      .select({ title: episodes.title, podcastId: podcasts.id, podcast: podcasts.title, slug: podcasts.slug })
      .from(episodes)
      .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
      .where(and(eq(episodes.id, id), lte(episodes.publishedAt, new Date())));
    if (!row) return null;
    return {
      item: { release, title: row.title, podcast: row.podcast, url: absoluteUrl(config.appUrl, `/podcast/${row.slug}`) },
      sources: [follows('podcasts', followedPodcasts, row.podcastId)],
    };
  }
  const [row] = await db
    .select({
      title: mixtapes.title,
      slug: mixtapes.slug,
      artistId: mixtapes.artistId,
      djId: mixtapes.djId,
      artist: artists.name,
      dj: djs.name,
      creator: releases.ownerId,
      artistsOwn: ownedBy('artist', mixtapes.artistId, releases.ownerId),
      djsOwn: ownedBy('dj', mixtapes.djId, releases.ownerId),
    })
    .from(mixtapes)
    .innerJoin(artists, eq(artists.id, mixtapes.artistId))
    .leftJoin(djs, eq(djs.id, mixtapes.djId))
    .leftJoin(releases, eq(releases.mixtapeId, mixtapes.id))
    .where(and(eq(mixtapes.id, id), releasedBy(new Date()), mixtapeAvailable));
  if (!row) return null;
  // A studio release tells an artist's or a DJ's followers only when its creator is one of that profile's own (see
  // docs/product.md, The studio): a creator no longer linked to it mails nobody in its name. The catalog's own
  // mixtapes (seeded, imported) have no creator and tell them as ever.
  const fromTheirOwn = (owns: boolean) => row.creator === null || owns;
  // A member with several reasons gets one email, under the first: they asked for this very mixtape, then its
  // artist, then its DJ. A kind turned off only drops its own reason, so another that is on still tells them.
  const sources: Source[] = [{ kind: 'coming_soon', table: releaseReminders, user: releaseReminders.userId, item: releaseReminders.mixtapeId, id }];
  if (fromTheirOwn(row.artistsOwn)) sources.push(follows('artists', followedArtists, row.artistId));
  if (row.djId !== null && fromTheirOwn(row.djsOwn)) sources.push(follows('djs', followedDjs, row.djId));
  return { item: { release, title: row.title, artist: row.artist, dj: row.dj, url: absoluteUrl(config.appUrl, `/mixtape/${row.slug}`) }, sources };
}

/** The next `take` user ids after `after` with any reason to hear of the release, in order. */
async function recipientIdsAfter(sources: Source[], after: number, take: number): Promise<number[]> {
  const db = await getDb();
  // Each reason read by its (item, user) index from `after` on, at most `take` of each; UNION drops the repeats.
  const branches = sources.map((s) => sql`(select ${s.user} as user_id from ${s.table} where ${s.item} = ${s.id} and ${s.user} > ${after} order by 1 limit ${take})`);
  const rows = rowsOf(await db.execute(sql`select user_id from (${sql.join(branches, sql` union `)}) r order by user_id limit ${take}`));
  return rows.map((row) => Number(row.user_id));
}

interface Recipient {
  userId: number;
  email: string;
  kind: AlertKind;
}

/**
 * The batch's recipients that get the email: with an email address, not suspended, and with a reason whose kind
 * they have not turned off; each once, under the first such reason.
 */
async function batchRecipients(sources: Source[], { after, through }: Batch): Promise<Recipient[]> {
  const db = await getDb();
  const reasons = sources.map(
    (s, rank) =>
      sql`select ${s.user} as user_id, ${s.kind}::text as kind, ${rank}::int as rank from ${s.table} where ${s.item} = ${s.id} and ${s.user} > ${after} and ${s.user} <= ${through}`,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select r.user_id, ${users.email} as email, (array_agg(r.kind order by r.rank))[1] as kind
      from (${sql.join(reasons, sql` union all `)}) r
      join ${users} on ${users.id} = r.user_id
      where ${users.email} is not null and ${users.suspendedAt} is null
        and not exists (select 1 from ${alertOptOuts} where ${alertOptOuts.userId} = r.user_id and ${alertOptOuts.kind} = r.kind)
      group by r.user_id, ${users.email}
      order by r.user_id`),
  );
  return rows.map((row) => ({ userId: Number(row.user_id), email: String(row.email), kind: row.kind as AlertKind }));
}

/** The job of alert-fan-out: a batch job per ALERT_BATCH_SIZE recipients of the release, by user id. */
export async function fanOut(announced: Announced): Promise<void> {
  const loaded = await loadRelease(announced);
  if (!loaded) return;
  for (let after = 0; ; ) {
    const ids = await recipientIdsAfter(loaded.sources, after, ALERT_BATCH_SIZE);
    if (!ids.length) return;
    const through = ids[ids.length - 1];
    // A fan-out run again (a retry) queues its batches again: they find their recipients told and tell nobody twice.
    await alertBatchJobs.send({ ...announced, after, through });
    if (ids.length < ALERT_BATCH_SIZE) return;
    after = through;
  }
}

/**
 * The job of alert-batch: emails its recipients, each once ever (see above). It stops between two emails when its
 * process stops, and fails when an email could not be sent, so that the retry sends those.
 */
export async function sendAlertBatch(batch: Batch, job: Pick<JobContext, 'signal'>): Promise<void> {
  if (!canDeliver('email')) {
    logger.warn({ release: batch.release, id: batch.id }, 'alert emails not sent: email delivery is not configured');
    return;
  }
  const loaded = await loadRelease(batch);
  if (!loaded) return;
  const db = await getDb();
  let failed = 0;
  for (const recipient of await batchRecipients(loaded.sources, batch)) {
    job.signal.throwIfAborted();
    const delivery = { release: batch.release, releaseId: batch.id, userId: recipient.userId };
    const [claimed] = await db.insert(alertDeliveries).values(delivery).onConflictDoNothing().returning({ userId: alertDeliveries.userId });
    if (!claimed) continue;
    try {
      await sendEmail(alertEmail(recipient.email, recipient.kind, loaded.item, unsubscribeLinks(recipient.userId, recipient.kind)));
    } catch (error) {
      await db
        .delete(alertDeliveries)
        .where(and(eq(alertDeliveries.release, batch.release), eq(alertDeliveries.releaseId, batch.id), eq(alertDeliveries.userId, recipient.userId)));
      failed += 1;
      // Not the address: logs keep no emails.
      logger.warn({ release: batch.release, id: batch.id, error: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'an alert email failed');
    }
  }
  if (failed) throw new Error(`${failed} alert email(s) of this batch could not be sent; the retry sends them`);
}
