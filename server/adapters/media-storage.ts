import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Writable } from 'node:stream';
import { drained } from '../core/files';
import { lruCache } from '../core/lru-cache';
import { config, settings } from '../core/config';
import { S3MediaStorage } from './s3-media-storage';
import { isSafeMediaKey, type LocalMediaFile, type MediaStat, type MediaStorage, type OpenMedia } from './stored-media';
import { s3SettingsOf } from './s3-settings';

const openFd = promisify(fs.open);
const fstat = promisify(fs.fstat);
const readFd = promisify(fs.read);

/** A file descriptor shared by the requests reading it; closed once dropped from the cache and no reader is left. */
interface SharedFile extends MediaStat {
  fd: number;
  readers: number;
  dropped: boolean;
}

const closeFile = (file: SharedFile) => fs.close(file.fd, () => {});
/** Errors of a key with no file behind it (a 404); any other failure to open is the server's. */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

async function openFile(full: string): Promise<SharedFile> {
  const fd = await openFd(full, 'r');
  const stat = await fstat(fd).catch((error) => {
    fs.close(fd, () => {});
    throw error;
  });
  if (!stat.isFile()) {
    fs.close(fd, () => {});
    throw Object.assign(new Error(`Not a file: ${full}`), { code: 'ENOENT' });
  }
  return { fd, size: stat.size, mtime: stat.mtime, readers: 0, dropped: false };
}

/**
 * Open files kept for reuse: a busy track is read by many requests, and opening it for each cost more than reading.
 * Enough for the demo catalog's 315 tracks with room to spare, and well inside the common soft limit of 1,024
 * descriptors with the sockets of a few hundred listeners beside them.
 */
const OPEN_FILES = 512;
/**
 * How long a descriptor is kept after it was opened. Keys are never written twice while the site runs (a cover gets
 * a new key per upload, an import takes free keys, this process's own writes drop the descriptor at once), so this
 * bounds only what a file replaced behind the server's back (a forced reseed by another process) would serve:
 * at most this long. Under load every busy track stays open: at 2 s, a catalog of hundreds of tracks read at
 * random was reopened on most requests, and open, fstat and close took 6% of the server's CPU.
 */
const OPEN_FILE_TTL_MS = 5 * 60_000;

export class LocalMediaStorage implements MediaStorage {
  private readonly files = lruCache<string, SharedFile>({
    max: OPEN_FILES,
    ttlMs: OPEN_FILE_TTL_MS,
    onDrop: (file) => {
      file.dropped = true;
      if (file.readers === 0) closeFile(file);
    },
  });

  constructor(private readonly root: string) {}

  /** Absolute path of a key; throws for any key that could escape the root. */
  resolve(key: string): string {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Unsafe media key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer | Uint8Array): Promise<void> {
    const full = this.resolve(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Write to a temporary name first so a reader never sees half a file.
    const temp = `${full}.${process.pid}.tmp`;
    await fsp.writeFile(temp, data);
    await fsp.rename(temp, full);
    this.files.delete(key);
  }

  async putFile(key: string, file: string): Promise<void> {
    const full = this.resolve(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${process.pid}.tmp`;
    await fsp.copyFile(file, temp);
    await fsp.rename(temp, full);
    this.files.delete(key);
  }

  async localFile(key: string): Promise<LocalMediaFile | null> {
    if (!(await this.stat(key))) return null;
    return { path: this.resolve(key), release: async () => {} };
  }

  async stat(key: string): Promise<MediaStat | null> {
    if (!isSafeMediaKey(key)) return null;
    try {
      const s = await fsp.stat(this.resolve(key));
      return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
    } catch {
      return null;
    }
  }

  async open(key: string): Promise<OpenMedia | null> {
    if (!isSafeMediaKey(key)) return null;
    const full = this.resolve(key);
    for (;;) {
      let file: SharedFile;
      try {
        file = await this.files.get(key, () => openFile(full));
      } catch (error) {
        if (NOT_THERE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
      // Dropped while this request waited for it, and maybe closed already: take a fresh one.
      if (file.dropped) continue;
      file.readers++;
      let released = false;
      return {
        size: file.size,
        mtime: file.mtime,
        read: (buffer, position) => readFd(file.fd, buffer, 0, buffer.length, position).then((result) => result.bytesRead),
        release: () => {
          if (released) return;
          released = true;
          if (--file.readers === 0 && file.dropped) closeFile(file);
        },
      };
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
    this.files.delete(key);
  }

  async ping(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  close(): void {
    this.files.clear();
  }
}

let storage: MediaStorage | undefined;

/** MEDIA_STORAGE: `local` (DATA_DIR/media, the default) or `s3` (an S3-compatible bucket, see s3-media-storage.ts). */
export function getMediaStorage(): MediaStorage {
  if (!storage) {
    storage = settings().MEDIA_STORAGE === 's3' ? new S3MediaStorage(s3SettingsOf()) : new LocalMediaStorage(config.mediaDir);
  }
  return storage;
}

/** The public URL of a media key, as the API hands it to clients. */
export function mediaUrl(key: string | null): string | null {
  return key ? `${config.mediaUrl}/${key}` : null;
}

/** Bytes read and written per step: a 64 KB range (what players ask for) is one read and one write. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Writes bytes `start..end` of an open file to `out`, then ends it: each chunk is read into a buffer of its own and
 * handed over as is (one copy out of the kernel, none in between), with backpressure. `out` gone stops the reading.
 */
export async function writeRange(out: Writable, media: OpenMedia, start: number, end: number): Promise<void> {
  for (let position = start; position <= end; ) {
    if (out.destroyed) return;
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, end - position + 1));
    const read = await media.read(buffer, position);
    if (read === 0) throw new Error('The media file is shorter than its size');
    position += read;
    const chunk = read === buffer.length ? buffer : buffer.subarray(0, read);
    if (position > end) out.end(chunk);
    else if (!out.write(chunk)) await drained(out);
  }
}
