import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { getMediaStorage } from '../adapters/media-storage';
import type { MediaStat, OpenMedia } from '../adapters/stored-media';
import { assertOut } from '../catalog/release';
import { noticeReference, takenDown, trackAvailable } from '../catalog/takedowns';
import { getDb } from '../db/client';
import { artists, mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { isAppError, notFound } from '../core/errors';
import { drained, type BuiltFile } from '../core/files';
import { coverJpegKeyIfReadable } from '../media/renditions';
import { openTagged, taggedAudio, type TaggedAudio } from '../media/tagged-audio';
import { attachment, safeFileName } from './download-links';

// A mixtape's zip (see docs/product.md, Downloads): every track, each MP3 with the cover in its tag as a single
// track's download has it (see server/media/tagged-audio.ts), and the cover as `cover.jpg` (the 512 px JPEG, which
// any computer or music app opens: not every one opens an SVG). Entries are stored as they are (MP3s and JPEGs do
// not compress) and streamed as the zip is built, without a temporary file. Stored entries of known sizes with a
// fixed date make the zip's size known before a byte is read (yazl's calculatedTotalSize), so the answer has a
// Content-Length, and the same bytes every time, so a range of it can be served to resume a download.

interface ZipEntry extends MediaStat {
  name: string;
  /** The bytes sent: a track with its tag, or the cover's JPEG as stored. */
  audio: TaggedAudio;
}

interface ZipPlan {
  fileName: string;
  entries: ZipEntry[];
  /** Every entry's date: the mixtape's release, so the zip's bytes depend on its files alone. */
  mtime: Date;
}

const CHUNK_BYTES = 256 * 1024;
const ZIP_COVER_SIZE = 512;
const pad = (n: number) => String(n).padStart(2, '0');

async function planZip(mixtapeId: number): Promise<ZipPlan> {
  const db = await getDb();
  const [mixtape] = await db
    .select({ title: mixtapes.title, artist: artists.name, cover: mixtapes.cover, releaseDate: mixtapes.releaseDate, withheldBy: noticeReference(mixtapes.takenDownBy) })
    .from(mixtapes)
    .innerJoin(artists, eq(artists.id, mixtapes.artistId))
    .where(eq(mixtapes.id, mixtapeId));
  if (!mixtape) throw notFound('Mixtape not found');
  if (mixtape.withheldBy) throw takenDown(mixtape.withheldBy);
  const rows = await db
    .select({ title: tracks.title, artist: tracks.artist, album: tracks.album, key: tracks.mediaKey, mimeType: tracks.mimeType, cover: tracks.cover, position: mixtapeTracks.position })
    .from(mixtapeTracks)
    .innerJoin(tracks, eq(tracks.id, mixtapeTracks.trackId))
    .where(and(eq(mixtapeTracks.mixtapeId, mixtapeId), trackAvailable))
    .orderBy(asc(mixtapeTracks.position));
  // A track or the cover gone from the store; a cover that cannot be decoded is left out instead.
  const missing = (error: unknown) => {
    throw isAppError(error, 'not-found') ? notFound('A file of this mixtape is missing') : error;
  };
  const entries: ZipEntry[] = await Promise.all(
    rows.map(async (t) => {
      const tags = { title: t.title, artist: t.artist, album: t.album, track: t.position, trackTotal: rows.length };
      const audio = await taggedAudio({ key: t.key, mimeType: t.mimeType, tags }, t.cover ?? mixtape.cover).catch(missing);
      const name = safeFileName(`${pad(t.position)} - ${t.artist} - ${t.title}`) + (path.extname(t.key) || '.mp3');
      return { name, audio, size: audio.size, mtime: audio.mtime };
    }),
  );
  if (mixtape.cover) {
    const key = await coverJpegKeyIfReadable(mixtape.cover, ZIP_COVER_SIZE).catch(missing);
    const stat = key && (await getMediaStorage().stat(key));
    if (key && stat) entries.push({ name: 'cover.jpg', audio: { key, ...stat, prefix: Buffer.alloc(0), skip: 0, version: '' }, ...stat });
  }
  return { fileName: `${safeFileName(`${mixtape.artist} - ${mixtape.title}`)}.zip`, entries, mtime: mixtape.releaseDate };
}

/** A stored file as a stream, read in chunks from the descriptor the storage holds open; released when done. */
function mediaStream(media: OpenMedia): Readable {
  let position = 0;
  return new Readable({
    highWaterMark: CHUNK_BYTES,
    read() {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      media.read(buffer, position).then(
        (read) => {
          position += read;
          this.push(read ? buffer.subarray(0, read) : null);
        },
        (error: Error) => this.destroy(error),
      );
    },
    destroy(error, callback) {
      media.release();
      callback(error);
    },
  });
}

/**
 * The zip of a plan and its exact size. Without `open` nothing is read (the entries' streams are asked for only
 * as the zip is consumed), which is how the size alone is had.
 */
function buildZip(plan: ZipPlan, open?: (entry: ZipEntry) => Promise<Readable>): { zip: ZipFile; size: number } {
  const zip = new ZipFile();
  for (const entry of plan.entries) {
    zip.addReadStreamLazy(entry.name, { compress: false, size: entry.size, mtime: plan.mtime, mode: 0o100644 }, (callback) => {
      open?.(entry).then((stream) => callback(null, stream), (error: Error) => callback(error, undefined as unknown as Readable));
    });
  }
  let size = -1;
  // Called during end() when every entry is stored with its size given: never -1 here. (@types/yazl leaves out
  // the callback's argument.)
  const end = zip.end.bind(zip) as (options: object, calculatedTotalSize: (total: number) => void) => void;
  end({}, (total) => (size = total));
  return { zip, size };
}

export async function mixtapeZipSize(mixtapeId: number): Promise<{ size: number }> {
  return { size: buildZip(await planZip(mixtapeId)).size };
}

const zipEtag = (plan: ZipPlan) =>
  `"zip-${createHash('sha1')
    .update(JSON.stringify([plan.mtime, plan.entries.map((e) => [e.name, e.audio.key, e.size, e.mtime, e.audio.version])]))
    .digest('hex')
    .slice(0, 20)}"`;

/** Writes bytes start..end of the zip as it is built, then stops building it. */
async function writeSlice(out: Writable, source: Readable, start: number, end: number): Promise<void> {
  let offset = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const from = Math.max(0, start - offset);
    const to = Math.min(chunk.length, end + 1 - offset);
    offset += chunk.length;
    if (to > from && !out.write(chunk.subarray(from, to))) await drained(out);
    if (offset > end || out.destroyed) break;
  }
  out.end();
}

/** What a signed mixtape link serves: the zip, built as it is sent, with its exact size and ETag. */
export async function mixtapeZip(mixtapeId: number, cacheControl: string): Promise<BuiltFile> {
  const plan = await planZip(mixtapeId);
  // Its date is the mixtape's release: a link is no way around it (see server/catalog/release.ts).
  assertOut([{ releaseDate: plan.mtime }]);
  const opened = new Set<Readable>();
  const { zip, size } = buildZip(plan, async (entry) => {
    const media = await openTagged(entry.audio);
    if (!media) throw new Error(`Media file missing: ${entry.audio.key}`);
    const stream = mediaStream(media);
    opened.add(stream);
    return stream;
  });
  return {
    kind: 'built',
    size,
    etag: zipEtag(plan),
    contentType: 'application/zip',
    cacheControl,
    disposition: attachment(plan.fileName),
    async write(out, start, end) {
      // A zip error (a file gone mid-way) cuts the answer short: the client sees fewer bytes than promised.
      zip.on('error', () => out.destroy());
      // yazl's output is a PassThrough.
      const output = zip.outputStream as Readable;
      try {
        await writeSlice(out, output, start, end);
      } finally {
        for (const stream of opened) stream.destroy();
        output.destroy();
      }
    },
  };
}
