import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DmcaAction, DmcaNotice, dmcaQuerySchema, NamedWork } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import { getMediaStorage } from '../adapters/media-storage';
import { deliverInBackground } from '../auth/delivery';
import { invalidateCatalog } from '../cache/catalog-cache';
import { noticeReference } from '../catalog/takedowns';
import { takedownNotice, restoredNotice } from '../contact/messages';
import { conflict, invalid, notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { getDb, type Db } from '../db/client';
import { artists, dmcaNotices, mixtapes, mixtapeTracks, releases, trackRenditions, tracks, users } from '../db/schema';
import { recordAudit } from './audit';
import type { ConsoleActor } from './console';

// Copyright notices as admins answer them: take down the mixtape or the tracks a notice names (server/catalog/
// takedowns.ts says what that does to listeners), reject it with a reason, restore what was taken down after a
// counter-notice, and, at last, purge the files taken down. The uploader is mailed of a take-down and a
// restoration; every change is in the audit log.

type NoticeRow = typeof dmcaNotices.$inferSelect;

/** What a link to this site names: a mixtape page or embed by slug, an API path by mixtape or track id. */
export function parseWorkLinks(urls: string[]): { slugs: string[]; mixtapeIds: number[]; trackIds: number[] } {
  const slugs = new Set<string>();
  const mixtapeIds = new Set<number>();
  const trackIds = new Set<number>();
  for (const url of urls) {
    let path: string;
    try {
      path = new URL(url, 'http://site.invalid').pathname;
    } catch {
      continue;
    }
    const page = /^\/(?:mixtape|embed)\/([^/]+)\/?$/.exec(path);
    if (page) slugs.add(decodeURIComponent(page[1]));
    const api = /\/api\/v3\/(mixtapes|tracks)\/(\d{1,9})(?:\/|$)/.exec(path);
    if (api) (api[1] === 'mixtapes' ? mixtapeIds : trackIds).add(Number(api[2]));
  }
  return { slugs: [...slugs], mixtapeIds: [...mixtapeIds], trackIds: [...trackIds] };
}

async function mixtapeWorks(db: Db, where: SQL): Promise<NamedWork[]> {
  return db
    .select({ id: mixtapes.id, title: mixtapes.title, mixtape_slug: mixtapes.slug, artist: artists.name, taken_down_by: noticeReference(mixtapes.takenDownBy) })
    .from(mixtapes)
    .innerJoin(artists, eq(artists.id, mixtapes.artistId))
    .where(where)
    .orderBy(asc(mixtapes.id));
}

/** Tracks as the console names them: each with the first mixtape holding it. */
async function trackWorks(db: Db, where: SQL): Promise<NamedWork[]> {
  return db
    .selectDistinctOn([tracks.id], { id: tracks.id, title: tracks.title, mixtape_slug: mixtapes.slug, artist: tracks.artist, taken_down_by: noticeReference(tracks.takenDownBy) })
    .from(tracks)
    .leftJoin(mixtapeTracks, eq(mixtapeTracks.trackId, tracks.id))
    .leftJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId))
    .where(where)
    .orderBy(asc(tracks.id), asc(mixtapeTracks.mixtapeId));
}

/** The notice with the works its links name (a named mixtape's tracks included) and what was taken down under it. */
async function toNotice(db: Db, row: NoticeRow): Promise<DmcaNotice> {
  const links = parseWorkLinks(row.infringingUrls);
  const named = or(inArray(mixtapes.slug, links.slugs.length ? links.slugs : ['']), inArray(mixtapes.id, links.mixtapeIds.length ? links.mixtapeIds : [-1]))!;
  const namedMixtapes = await mixtapeWorks(db, named);
  const onNamed = namedMixtapes.length ? sql`${tracks.id} in (select ${mixtapeTracks.trackId} from ${mixtapeTracks} where ${inArray(mixtapeTracks.mixtapeId, namedMixtapes.map((m) => m.id))})` : sql`false`;
  const [namedTracks, downMixtapes, downTracks] = await Promise.all([
    trackWorks(db, or(inArray(tracks.id, links.trackIds.length ? links.trackIds : [-1]), onNamed)!),
    mixtapeWorks(db, eq(mixtapes.takenDownBy, row.id)),
    trackWorks(db, eq(tracks.takenDownBy, row.id)),
  ]);
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    copyrighted_work: row.copyrightedWork,
    infringing_urls: row.infringingUrls,
    status: row.status,
    reason: row.reason,
    named: { mixtapes: namedMixtapes, tracks: namedTracks },
    taken_down: { mixtapes: downMixtapes, tracks: downTracks },
    purged_at: row.purgedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listNotices(query: z.infer<typeof dmcaQuerySchema>): Promise<Paged<DmcaNotice>> {
  const db = await getDb();
  const where = query.status === 'all' ? undefined : eq(dmcaNotices.status, query.status);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(dmcaNotices).where(where).orderBy(desc(dmcaNotices.id)).limit(query.take).offset((query.page - 1) * query.take),
    db.select({ total: count() }).from(dmcaNotices).where(where),
  ]);
  return { data: await Promise.all(rows.map((row) => toNotice(db, row))), meta: pageMeta(query.page, query.take, total) };
}

async function noticeRow(db: Db, id: number): Promise<NoticeRow> {
  const [row] = await db.select().from(dmcaNotices).where(eq(dmcaNotices.id, id));
  if (!row) throw notFound('Notice not found');
  return row;
}

export async function getNotice(id: number): Promise<DmcaNotice> {
  const db = await getDb();
  return toNotice(db, await noticeRow(db, id));
}

async function answer(id: number, changed: boolean, message: string): Promise<DmcaAction> {
  return { changed, message, item: await getNotice(id) };
}

/** The members whose releases hold these mixtapes or tracks, with their addresses: who uploaded them. */
async function uploaders(db: Db, mixtapeIds: number[], trackIds: number[]): Promise<{ email: string; username: string; titles: string[] }[]> {
  if (!mixtapeIds.length && !trackIds.length) return [];
  const rows = await db
    .selectDistinct({ email: users.email, username: users.username, title: mixtapes.title })
    .from(releases)
    .innerJoin(users, eq(users.id, releases.ownerId))
    .innerJoin(mixtapes, eq(mixtapes.id, releases.mixtapeId))
    .where(
      or(
        inArray(mixtapes.id, mixtapeIds.length ? mixtapeIds : [-1]),
        sql`${mixtapes.id} in (select ${mixtapeTracks.mixtapeId} from ${mixtapeTracks} where ${inArray(mixtapeTracks.trackId, trackIds.length ? trackIds : [-1])})`,
      ),
    );
  const byEmail = new Map<string, { email: string; username: string; titles: string[] }>();
  for (const row of rows) {
    if (!row.email) continue;
    const entry = byEmail.get(row.email) ?? { email: row.email, username: row.username, titles: [] };
    entry.titles.push(row.title);
    byEmail.set(row.email, entry);
  }
  return [...byEmail.values()];
}

function assertNotPurged(row: NoticeRow): void {
  if (row.purgedAt) throw conflict(`The files taken down under ${row.reference} were purged: nothing more can be done with it.`);
}

/**
 * Takes down the mixtape and the tracks named in `body` under the notice: from that moment they are in no list and
 * nothing of them plays or downloads, on every web worker (the catalog's caches are emptied). What another notice
 * already took down stays under that one. A second take-down of the same items changes nothing and says so.
 */
export async function takeDown(actor: ConsoleActor, id: number, body: { mixtape_id?: number; track_ids?: number[] }): Promise<DmcaAction> {
  const db = await getDb();
  const trackIds = [...new Set(body.track_ids ?? [])];
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dmcaNotices).where(eq(dmcaNotices.id, id)).for('update');
    if (!row) throw notFound('Notice not found');
    assertNotPurged(row);
    if (body.mixtape_id !== undefined) {
      const [found] = await tx.select({ id: mixtapes.id }).from(mixtapes).where(eq(mixtapes.id, body.mixtape_id));
      if (!found) throw notFound(`No mixtape has the id ${body.mixtape_id}.`);
    }
    if (trackIds.length) {
      const found = new Set((await tx.select({ id: tracks.id }).from(tracks).where(inArray(tracks.id, trackIds))).map((t) => t.id));
      const missing = trackIds.filter((t) => !found.has(t));
      if (missing.length) throw notFound(`No track has the id ${missing.slice(0, 10).join(', ')}.`);
    }
    const downMixtapes = body.mixtape_id === undefined ? [] : await tx.update(mixtapes).set({ takenDownBy: id }).where(and(eq(mixtapes.id, body.mixtape_id), isNull(mixtapes.takenDownBy))).returning({ id: mixtapes.id });
    const downTracks = trackIds.length ? await tx.update(tracks).set({ takenDownBy: id }).where(and(inArray(tracks.id, trackIds), isNull(tracks.takenDownBy))).returning({ id: tracks.id }) : [];
    if (!downMixtapes.length && !downTracks.length) return { row, mixtapeIds: [], trackIds: [] };
    await tx.update(dmcaNotices).set({ status: 'taken_down', updatedAt: new Date() }).where(eq(dmcaNotices.id, id));
    const after = { status: 'taken_down', mixtape_id: downMixtapes[0]?.id ?? null, track_ids: downTracks.map((t) => t.id) };
    await recordAudit(tx, actor, { action: 'dmca.takedown', target: { type: 'dmca', id: row.reference }, before: { status: row.status }, after });
    return { row, mixtapeIds: downMixtapes.map((m) => m.id), trackIds: downTracks.map((t) => t.id) };
  });
  const { row } = result;
  if (!result.mixtapeIds.length && !result.trackIds.length) return answer(id, false, 'Nothing changed: what you chose is already taken down.');
  invalidateCatalog();
  for (const uploader of await uploaders(db, result.mixtapeIds, result.trackIds)) deliverInBackground('email', uploader.email, takedownNotice(uploader, row.reference));
  const what = [result.mixtapeIds.length ? 'the mixtape' : '', result.trackIds.length ? `${result.trackIds.length} ${result.trackIds.length === 1 ? 'track' : 'tracks'}` : ''].filter(Boolean).join(' and ');
  return answer(id, true, `Took down ${what} under ${row.reference}.`);
}

/** Rejects a notice that took nothing down (restore first), with the reason kept on it. */
export async function rejectNotice(actor: ConsoleActor, id: number, reason: string): Promise<DmcaAction> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dmcaNotices).where(eq(dmcaNotices.id, id)).for('update');
    if (!row) throw notFound('Notice not found');
    if (row.status === 'rejected') return false;
    if (row.status === 'taken_down') throw conflict('Something is taken down under this notice: restore it before rejecting the notice.');
    await tx.update(dmcaNotices).set({ status: 'rejected', reason, updatedAt: new Date() }).where(eq(dmcaNotices.id, id));
    await recordAudit(tx, actor, { action: 'dmca.reject', target: { type: 'dmca', id: row.reference }, before: { status: row.status }, after: { status: 'rejected', reason } });
    return true;
  });
  return answer(id, changed, changed ? 'The notice is rejected.' : 'Nothing changed: the notice was already rejected.');
}

/** Puts back what was taken down under the notice, after the uploader's counter-notice, and tells the uploader. */
export async function restoreNotice(actor: ConsoleActor, id: number, counterNotice: string): Promise<DmcaAction> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dmcaNotices).where(eq(dmcaNotices.id, id)).for('update');
    if (!row) throw notFound('Notice not found');
    if (row.status === 'restored') return null;
    assertNotPurged(row);
    if (row.status !== 'taken_down') throw conflict('Nothing is taken down under this notice.');
    const upMixtapes = await tx.update(mixtapes).set({ takenDownBy: null }).where(eq(mixtapes.takenDownBy, id)).returning({ id: mixtapes.id });
    const upTracks = await tx.update(tracks).set({ takenDownBy: null }).where(eq(tracks.takenDownBy, id)).returning({ id: tracks.id });
    await tx.update(dmcaNotices).set({ status: 'restored', reason: counterNotice, updatedAt: new Date() }).where(eq(dmcaNotices.id, id));
    const after = { status: 'restored', counter_notice: counterNotice, mixtape_ids: upMixtapes.map((m) => m.id), track_ids: upTracks.map((t) => t.id) };
    await recordAudit(tx, actor, { action: 'dmca.restore', target: { type: 'dmca', id: row.reference }, before: { status: row.status }, after });
    return { row, mixtapeIds: after.mixtape_ids, trackIds: after.track_ids };
  });
  if (!result) return answer(id, false, 'Nothing changed: what was taken down is already restored.');
  invalidateCatalog();
  for (const uploader of await uploaders(db, result.mixtapeIds, result.trackIds)) deliverInBackground('email', uploader.email, restoredNotice(uploader, result.row.reference));
  return answer(id, true, `Restored what was taken down under ${result.row.reference}.`);
}

/**
 * Deletes the audio files taken down under the notice (a taken-down mixtape's tracks included, unless another
 * mixtape still holds them): irreversible, so only an admin's explicit act, and only once.
 */
export async function purgeNotice(actor: ConsoleActor, id: number): Promise<DmcaAction> {
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dmcaNotices).where(eq(dmcaNotices.id, id)).for('update');
    if (!row) throw notFound('Notice not found');
    if (row.purgedAt) return null;
    if (row.status !== 'taken_down') throw invalid('Only files taken down under a notice can be purged.');
    const onDownMixtape = sql`${tracks.id} in (select ${mixtapeTracks.trackId} from ${mixtapeTracks} join ${mixtapes} on ${mixtapes.id} = ${mixtapeTracks.mixtapeId} where ${mixtapes.takenDownBy} = ${id})`;
    const heldElsewhere = sql`exists (select 1 from ${mixtapeTracks} join ${mixtapes} on ${mixtapes.id} = ${mixtapeTracks.mixtapeId} where ${mixtapeTracks.trackId} = ${tracks.id} and ${mixtapes.takenDownBy} is null)`;
    const files = await tx
      .select({ id: tracks.id, key: tracks.mediaKey, waveform: tracks.waveform, rendition: trackRenditions.mediaKey })
      .from(tracks)
      .leftJoin(trackRenditions, eq(trackRenditions.trackId, tracks.id))
      .where(or(eq(tracks.takenDownBy, id), and(onDownMixtape, sql`not ${heldElsewhere}`)));
    await tx.update(dmcaNotices).set({ purgedAt: new Date(), updatedAt: new Date() }).where(eq(dmcaNotices.id, id));
    const trackIds = [...new Set(files.map((f) => f.id))];
    await recordAudit(tx, actor, { action: 'dmca.purge', target: { type: 'dmca', id: row.reference }, before: { purged_at: null }, after: { purged_track_ids: trackIds } });
    return [...new Set(files.flatMap((f) => [f.key, f.rendition, f.waveform].filter((k): k is string => !!k)))];
  });
  if (!keys) return answer(id, false, 'Nothing changed: the files were already purged.');
  const storage = getMediaStorage();
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  return answer(id, true, `Purged ${keys.length} ${keys.length === 1 ? 'file' : 'files'}.`);
}
