import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { config } from '../config';

export interface MediaStat {
  size: number;
  mtime: Date;
}

/** Where audio, covers and other media live. Keys are relative, slash-separated paths like `audio/12.mp3`. */
export interface MediaStorage {
  put(key: string, data: Buffer | Uint8Array): Promise<void>;
  stat(key: string): Promise<MediaStat | null>;
  /** A stream of bytes `start..end` inclusive (the whole file when omitted). */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** True when a key is a plain relative path that cannot leave the media folder. */
export function isSafeMediaKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

export class LocalMediaStorage implements MediaStorage {
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

  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }
}

let storage: MediaStorage | undefined;

export function getMediaStorage(): MediaStorage {
  storage ??= new LocalMediaStorage(config.mediaDir);
  return storage;
}

/** The public URL of a media key, as the API hands it to clients. */
export function mediaUrl(key: string | null): string | null {
  return key ? `${config.mediaUrl}/${key}` : null;
}
