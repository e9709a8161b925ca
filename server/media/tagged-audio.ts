import { createHash } from 'node:crypto';
import { getMediaStorage } from '../adapters/media-storage';
import type { MediaStat, OpenMedia } from '../adapters/stored-media';
import { lruCache } from '../core/lru-cache';
import { notFound } from '../core/errors';
import { id3TagLength, withFrontCover, type Id3Tags } from './id3';
import { coverJpegKey, readMedia } from './renditions';

// A downloaded MP3 carries its cover as an ID3v2 front-cover picture (APIC), added as it is sent: a new tag (the
// file's own frames and the cover) goes out first, then the stored file's bytes after its own tag, read straight
// from the store as for any download. Nothing is rewritten: streams keep sending the stored file (a player has the
// cover already, and need not load it with every track), catalogs seeded or imported before covers were tagged
// get them too, and a changed cover shows in the next download. The new tag is made once per file and cover and
// kept; only the stored tag (a few hundred bytes) and the cover's JPEG are read to make it.

/** The cover's side in the tag: big enough for any player's full-screen view. */
const TAG_COVER_SIZE = 512;
/** A tag larger than this (it holds pictures already, surely) is left as it is rather than read into memory. */
const MAX_TAG_BYTES = 4 * 1024 * 1024;
const EMPTY = Buffer.alloc(0);

/** A download as it is sent: `prefix`, then the stored file from byte `skip` on. */
export interface TaggedAudio extends MediaStat {
  key: string;
  prefix: Buffer;
  skip: number;
  /** Names the sent bytes beside the file's size and date (empty when the file goes as it is): for ETags. */
  version: string;
}

export interface AudioToTag {
  key: string;
  mimeType: string;
  /** What the catalog knows of the track, for a file whose own tag cannot be extended. */
  tags: Id3Tags;
}

interface Retag {
  prefix: Buffer;
  skip: number;
  version: string;
}

// ~30 KB each (the cover's JPEG): a few MB at most. A file's key, size and date and the cover's name the entry, so
// a file or cover replaced is tagged afresh.
const retags = lruCache<string, Retag>({ max: 256, ttlMs: 10 * 60_000 });

async function retag(file: AudioToTag, jpegKey: string): Promise<Retag> {
  const storage = getMediaStorage();
  const head = (await readMedia(storage, file.key, 10)) ?? EMPTY;
  const tagLength = id3TagLength(head);
  if (tagLength > MAX_TAG_BYTES) return { prefix: EMPTY, skip: 0, version: '' };
  const [tag, jpeg] = await Promise.all([tagLength ? readMedia(storage, file.key, tagLength) : EMPTY, readMedia(storage, jpegKey)]);
  if (!jpeg) throw notFound('Cover not found');
  const prefix = withFrontCover(tag ?? EMPTY, { mimeType: 'image/jpeg', data: jpeg }, file.tags);
  if (!prefix) return { prefix: EMPTY, skip: 0, version: '' };
  return { prefix, skip: tagLength, version: createHash('sha1').update(prefix).digest('hex').slice(0, 16) };
}

/**
 * What a download of `file` sends: an MP3 with `coverKey` as its front cover (unless it carries a picture already,
 * or the cover is missing or cannot be decoded), anything else as it is stored. 404 when the file is missing.
 */
export async function taggedAudio(file: AudioToTag, coverKey: string | null): Promise<TaggedAudio> {
  const storage = getMediaStorage();
  const stat = await storage.stat(file.key);
  if (!stat) throw notFound('Media file not found');
  const plain: TaggedAudio = { key: file.key, size: stat.size, mtime: stat.mtime, prefix: EMPTY, skip: 0, version: '' };
  if (file.mimeType !== 'audio/mpeg' || !coverKey) return plain;
  // A cover gone or that cannot be decoded: the file goes as it is rather than not at all.
  const jpegKey = await coverJpegKey(coverKey, TAG_COVER_SIZE).catch(() => null);
  const jpeg = jpegKey && (await storage.stat(jpegKey));
  if (!jpeg) return plain;
  const id = JSON.stringify([file.key, stat.size, stat.mtime.getTime(), jpegKey, jpeg.size, jpeg.mtime.getTime(), file.tags]);
  const { prefix, skip, version } = await retags.get(id, () => retag(file, jpegKey));
  if (!prefix.length) return plain;
  const mtime = jpeg.mtime > stat.mtime ? jpeg.mtime : stat.mtime;
  return { key: file.key, size: prefix.length + stat.size - skip, mtime, prefix, skip, version };
}

/** Opens a download for reading by position, as the stored file is read (null when the file is gone). */
export async function openTagged(audio: TaggedAudio): Promise<OpenMedia | null> {
  const media = await getMediaStorage().open(audio.key);
  if (!media || !audio.prefix.length) return media;
  const { prefix, skip } = audio;
  return {
    size: audio.size,
    mtime: audio.mtime,
    read: async (buffer, position) => {
      let filled = position < prefix.length ? prefix.copy(buffer, 0, position) : 0;
      while (filled < buffer.length) {
        const read = await media.read(buffer.subarray(filled), position + filled - prefix.length + skip);
        if (read === 0) break;
        filled += read;
      }
      return filled;
    },
    release: () => media.release(),
  };
}
