import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { getMediaStorage, type MediaStat, type OpenMedia } from '../adapters/media-storage';
import { assertOut } from '../catalog/release';
import { getDb } from '../db/client';
import { artists, mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { notFound } from '../http/errors';
import { etagMatches, sendEmpty, sendJson } from '../http/respond';
import { parseRange } from '../playback/byte-range';
import { drained } from '../playback/send-media';
import { attachment, safeFileName } from './download-links';

// A mixtape's zip (see docs/product.md, Downloads): every track and the cover, stored as they are (MP3s do not
// compress) and streamed as the zip is built, without a temporary file. Stored entries of known sizes with a
// fixed date make the zip's size known before a byte is read (yazl's calculatedTotalSize), so the answer has a
// Content-Length, and the same bytes every time, so a range of it can be served to resume a download.

interface ZipEntry extends MediaStat {
  name: string;
  key: string;
}

interface ZipPlan {
  fileName: string;
  entries: ZipEntry[];
  /** Every entry's date: the mixtape's release, so the zip's bytes depend on its files alone. */
  mtime: Date;
}

const CHUNK_BYTES = 256 * 1024;
const pad = (n: number) => String(n).padStart(2, '0');

async function planZip(mixtapeId: number): Promise<ZipPlan> {
  const db = await getDb();
  const [mixtape] = await db
    .select({ title: mixtapes.title, artist: artists.name, cover: mixtapes.cover, releaseDate: mixtapes.releaseDate })
    .from(mixtapes)
    .innerJoin(artists, eq(artists.id, mixtapes.artistId))
    .where(eq(mixtapes.id, mixtapeId));
  if (!mixtape) throw notFound('Mixtape not found');
  const rows = await db
    .select({ title: tracks.title, artist: tracks.artist, key: tracks.mediaKey, position: mixtapeTracks.position })
    .from(mixtapeTracks)
    .innerJoin(tracks, eq(tracks.id, mixtapeTracks.trackId))
    .where(eq(mixtapeTracks.mixtapeId, mixtapeId))
    .orderBy(asc(mixtapeTracks.position));
  const files = rows.map((t) => ({ key: t.key, name: safeFileName(`${pad(t.position)} - ${t.artist} - ${t.title}`) + (path.extname(t.key) || '.mp3') }));
  if (mixtape.cover) files.push({ key: mixtape.cover, name: `cover${path.extname(mixtape.cover)}` });
  const storage = getMediaStorage();
  const entries = await Promise.all(
    files.map(async (file) => {
      const stat = await storage.stat(file.key);
      if (!stat) throw notFound('A file of this mixtape is missing');
      return { ...file, ...stat };
    }),
  );
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
    .update(JSON.stringify([plan.mtime, plan.entries.map((e) => [e.name, e.key, e.size, e.mtime])]))
    .digest('hex')
    .slice(0, 20)}"`;

/** Writes bytes start..end of the zip as it is built, then stops building it. */
async function writeSlice(res: ServerResponse, source: Readable, start: number, end: number): Promise<void> {
  let offset = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const from = Math.max(0, start - offset);
    const to = Math.min(chunk.length, end + 1 - offset);
    offset += chunk.length;
    if (to > from && !res.write(chunk.subarray(from, to))) await drained(res);
    if (offset > end || res.destroyed) break;
  }
  res.end();
}

/** GET of a signed mixtape link: the zip, with its exact Content-Length, conditional requests and byte ranges. */
export async function sendMixtapeZip(req: IncomingMessage, res: ServerResponse, mixtapeId: number, cacheControl: string): Promise<void> {
  const plan = await planZip(mixtapeId);
  // Its date is the mixtape's release: a link is no way around it (see server/catalog/release.ts).
  assertOut([{ releaseDate: plan.mtime }]);
  const storage = getMediaStorage();
  const opened = new Set<Readable>();
  const { zip, size } = buildZip(plan, async (entry) => {
    const media = await storage.open(entry.key);
    if (!media) throw new Error(`Media file missing: ${entry.key}`);
    const stream = mediaStream(media);
    opened.add(stream);
    return stream;
  });
  const etag = zipEtag(plan);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Disposition', attachment(plan.fileName));
  if (req.headers['if-none-match'] && etagMatches(req.headers['if-none-match'], etag)) return sendEmpty(res, 304);
  const ifRange = req.headers['if-range'];
  const range = parseRange(ifRange && ifRange !== etag ? undefined : req.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    return sendJson(req, res, 416, { statusCode: 416, message: 'Requested range not satisfiable', error: 'Range Not Satisfiable' });
  }
  const { start, end } = range.kind === 'partial' ? range : { start: 0, end: size - 1 };
  res.statusCode = range.kind === 'partial' ? 206 : 200;
  if (range.kind === 'partial') res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD') return void res.end();
  // A zip error (a file gone mid-way) cuts the answer short: the client sees fewer bytes than promised.
  zip.on('error', () => res.destroy());
  // yazl's output is a PassThrough.
  const output = zip.outputStream as Readable;
  try {
    await writeSlice(res, output, start, end);
  } finally {
    for (const stream of opened) stream.destroy();
    output.destroy();
  }
}
