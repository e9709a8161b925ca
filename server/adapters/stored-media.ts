import { randomBytes } from 'node:crypto';

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

/**
 * A new key in `folder` that nobody can guess or count through (96 random bits), for every file that is not public by
 * nature: audio, its renditions and waveforms. A name made from a slug or an id would hand the file to whoever can
 * ask a store for it by name (a bucket behind a CDN, a mistaken proxy rule), past the rules of the routes that serve it.
 */
export const newMediaKey = (folder: string, extension = ''): string => `${folder}/${randomBytes(12).toString('hex')}${extension}`;

/** The names audio is stored under: newMediaKey's (a file, or a track's renditions' folder) or a tus upload's random id. */
export const RANDOM_AUDIO_KEY = /^(audio\/[0-9a-f]{24}(\.\w+)?|uploads\/[0-9a-f]{32}|renditions\/[0-9a-f]{24}\/(standard\.mp3|data_saver\.m4a|waveform\.json))$/;

/**
 * The folders whose files are public by nature: covers and their renditions, avatars, podcast and playlist artwork,
 * and the radio's ad. `GET /media/{key}` serves these alone; audio, waveforms and uploads leave only through the routes
 * that apply the release, take-down, draft and purchase rules (streams, downloads, previews). A CDN or a bucket
 * policy that serves media by name must be limited to the same folders.
 */
const PUBLIC_MEDIA_FOLDERS = ['covers', 'artists', 'djs', 'podcasts', 'playlists', 'ads'] as const;

/** True when `key` is in a public folder (and safe). */
export function isPublicMediaKey(key: string): boolean {
  const folder = key.slice(0, key.indexOf('/'));
  return isSafeMediaKey(key) && (PUBLIC_MEDIA_FOLDERS as readonly string[]).includes(folder);
}
