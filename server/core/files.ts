import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';

// Files in and out, as the rules see them. In: a file a client sent (server/http/multipart.ts reads them). Out: a
// file a rule answers with, described rather than sent: the transport (server/http/send-file.ts) answers
// conditional requests and byte ranges for it.

/** A file sent in a multipart body, read whole: what the client named and declared, and the bytes. */
export interface UploadedFile {
  filename: string;
  /** The type the client declared: never to be trusted, the bytes decide (see server/media/cover-image.ts). */
  declaredType: string;
  data: Buffer;
}

/** A file of the media store, sent as it is stored (or by a redirect to object storage). */
export interface StoredFile {
  kind: 'stored';
  key: string;
  mimeType: string;
  /**
   * Kept by browsers and CDNs for this long. Not `immutable`: keys are names, not hashes of the bytes (a forced
   * reseed writes new bytes under the same keys), so a client must be able to revalidate.
   */
  maxAge?: number;
  /** Cache-Control in place of the public one `maxAge` makes (a download behind a signed link is no one else's). */
  cacheControl?: string;
  /** Content-Disposition: a download's file name. */
  disposition?: string;
}

/**
 * A download built as it is sent (a mixtape's zip, an MP3 with its cover put in its tag): its size and ETag are
 * known before a byte is made, and the same bytes come every time, so it answers conditional requests and byte
 * ranges as a stored file does, and a download can be resumed.
 */
export interface BuiltFile {
  kind: 'built';
  size: number;
  etag: string;
  contentType: string;
  cacheControl: string;
  disposition: string;
  /** Writes bytes start..end (inclusive) to `out`, then ends it. */
  write(out: Writable, start: number, end: number): Promise<void>;
}

export type FileReply = StoredFile | BuiltFile;

/** A file made whole in memory (a PDF), answered as a built one: its ETag is the digest of its bytes. */
export function fileOfBytes(data: Buffer, head: Pick<BuiltFile, 'contentType' | 'cacheControl' | 'disposition'>): BuiltFile {
  return {
    kind: 'built',
    size: data.length,
    etag: `"${createHash('sha1').update(data).digest('base64url')}"`,
    ...head,
    write: async (out, start, end) => void out.end(data.subarray(start, end + 1)),
  };
}

/** Resolves once `out` can take more (or is gone). */
export const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
