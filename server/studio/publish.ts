import { eq, like } from 'drizzle-orm';
import { getMediaStorage } from '../adapters/media-storage';
import type { Db } from '../db/client';
import { artists, djs, mixtapes, mixtapeTracks, releases, tracks } from '../db/schema';
import { insertUnderFreeSlug, slugify } from '../db/slug';
import { generateAvatarSvg, generateCoverSvg } from '../media/cover';
import { profileToPublishUnder } from './profiles';

// A published release is a mixtape of the catalog: this writes that mixtape from the release (on publishing, and
// again after every change to a published release), so the catalog only ever holds what is out or scheduled.

type ReleaseRow = typeof releases.$inferSelect;

async function slugsLike(tx: Db, table: typeof mixtapes | typeof artists | typeof djs, text: string): Promise<string[]> {
  return (await tx.select({ slug: table.slug }).from(table).where(like(table.slug, `${slugify(text)}%`))).map((row) => row.slug);
}

/**
 * The artist or DJ page of this name (the same name, any case, is the same person) that the release's creator may
 * publish under, made for them when there is none; another's, or nobody's, is refused (see profiles.ts).
 */
async function personNamed(tx: Db, kind: 'artist' | 'dj', name: string, ownerId: number): Promise<number> {
  const table = kind === 'artist' ? artists : djs;
  return profileToPublishUnder(tx, kind, name, ownerId, async () => {
    const folder = kind === 'artist' ? 'artists' : 'djs';
    const row = await insertUnderFreeSlug(name, await slugsLike(tx, table, name), async (slug) => {
      const image = `${folder}/${slug}.svg`;
      const [inserted] = await tx.insert(table).values({ slug, name, image }).onConflictDoNothing().returning({ id: table.id, image: table.image });
      if (inserted) await getMediaStorage().put(image, Buffer.from(generateAvatarSvg(slug, name)));
      return inserted;
    });
    return row.id;
  });
}

/**
 * Writes the release's mixtape (made the first time, with a generated cover when the release has none) and its
 * tracklist; answers the mixtape's id. Runs inside the caller's transaction.
 */
export async function projectRelease(tx: Db, release: ReleaseRow, trackIds: number[]): Promise<number> {
  const artistId = await personNamed(tx, 'artist', release.artist, release.ownerId);
  const djId = release.dj ? await personNamed(tx, 'dj', release.dj, release.ownerId) : null;
  const fields = {
    title: release.title,
    description: release.description,
    releaseDate: release.releaseAt ?? new Date(),
    explicit: release.explicit,
    priceAmount: release.priceCents,
    priceCurrency: release.priceCents === null ? null : 'usd',
    artistId,
    djId,
    chapters: trackIds.length === 1 ? release.chapters : null,
    genre: release.genre,
    moods: release.moods,
  };
  let mixtapeId = release.mixtapeId;
  if (mixtapeId === null) {
    const title = `${release.artist} ${release.title}`;
    const created = await insertUnderFreeSlug(title, await slugsLike(tx, mixtapes, title), async (slug) => {
      const cover = release.cover ?? `covers/${slug}.svg`;
      const [row] = await tx.insert(mixtapes).values({ ...fields, slug, cover }).onConflictDoNothing().returning({ id: mixtapes.id, slug: mixtapes.slug });
      if (row && !release.cover)
        await getMediaStorage().put(cover, Buffer.from(generateCoverSvg(slug, { title: release.title, artist: release.artist, subtitle: release.dj ? `Hosted by ${release.dj}` : undefined })));
      return row;
    });
    mixtapeId = created.id;
  } else {
    await tx
      .update(mixtapes)
      .set({ ...fields, ...(release.cover ? { cover: release.cover } : {}) })
      .where(eq(mixtapes.id, mixtapeId));
  }
  const [{ cover }] = await tx.select({ cover: mixtapes.cover }).from(mixtapes).where(eq(mixtapes.id, mixtapeId));
  await tx.delete(mixtapeTracks).where(eq(mixtapeTracks.mixtapeId, mixtapeId));
  await tx.insert(mixtapeTracks).values(trackIds.map((trackId, i) => ({ mixtapeId: mixtapeId!, trackId, position: i + 1 })));
  for (const trackId of trackIds) await tx.update(tracks).set({ cover, album: release.title }).where(eq(tracks.id, trackId));
  return mixtapeId;
}
