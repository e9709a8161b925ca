// What a media store is, whichever holds the files (a local folder: media-storage.ts; a bucket: s3-media-storage.ts).

export interface MediaStat {
  size: number;
  mtime: Date;
}

/** A stored file held open: its size and date, and its bytes read by position. Call release() when done with it. */
export interface OpenMedia extends MediaStat {
  /** Fills `buffer` from `position` on; the number of bytes read (fewer only at the end of the file). */
  read(buffer: Buffer, position: number): Promise<number>;
  release(): void;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  contentType?: string;
  /** A Content-Disposition for the answer (a download's file name). */
  contentDisposition?: string;
}

/** Where audio, covers and other media live. Keys are relative, slash-separated paths like `audio/12.mp3`. */
/** A stored file as a path on this machine's disk, for programs that read files (ffmpeg). */
export interface LocalMediaFile {
  path: string;
  /** Lets go of it (a copy fetched from a bucket is deleted). */
  release(): Promise<void>;
}

export interface MediaStorage {
  put(key: string, data: Buffer | Uint8Array): Promise<void>;
  /** Stores the file at `file` (streamed, so its size does not matter) under `key`; the file stays where it is. */
  putFile(key: string, file: string): Promise<void>;
  /** The stored file on local disk: the file itself, or a temporary copy of it. Null when there is none. */
  localFile(key: string): Promise<LocalMediaFile | null>;
  stat(key: string): Promise<MediaStat | null>;
  /** The file opened for reading, null when there is none. */
  open(key: string): Promise<OpenMedia | null>;
  remove(key: string): Promise<void>;
  /** Resolves when the store can be read and written (readiness); rejects with why not. */
  ping(): Promise<void>;
  /**
   * A short-lived URL that serves the file straight from the store (object storage), for a redirect; absent when
   * the app serves the bytes itself (a local folder).
   */
  signedUrl?(key: string, options: SignedUrlOptions): Promise<string>;
  /** Lets go of everything held open (at shutdown). */
  close(): void;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** True when a key is a plain relative path that cannot leave the media folder. */
export function isSafeMediaKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}
