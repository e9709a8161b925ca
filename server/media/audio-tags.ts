import { EMBEDDED_PICTURE_MAX_BYTES } from '@/lib/contracts/studio';
import { importEsm } from '../core/import-esm';
import { pictureTag, readFrontTags } from './id3-reader';
import { loadMusicMetadata } from './load-esm';

// What an audio file's tags say (music-metadata), to pre-fill a release or an import, and its embedded picture, for
// a cover. Memory stays bounded whatever the file holds: a picture is only read when its size, read first, is at most
// EMBEDDED_PICTURE_MAX_BYTES, and no read of the tag reader takes more than that (or more than TAG_READ_BUDGET in all).
// The ID3v2 tags at the front of a file (an MP3's) are walked frame by frame (id3-reader.ts): the reader is handed
// their text frames only, so a file with a huge picture still gives its title.

export type PictureState = 'none' | 'usable' | 'too-large';

export interface AudioTags {
  title?: string;
  artist?: string;
  albumArtist?: string;
  album?: string;
  trackNo?: number;
  genres?: string[];
  explicit?: boolean;
  /** Whether the file embeds a picture, and whether it is small enough to become a cover. */
  picture: PictureState;
}

export interface EmbeddedPicture {
  /** Its MIME type as the tag says ('image/jpeg'), which the bytes may belie. */
  format: string;
  data: Uint8Array;
}

/** The most the tag reader may read at once: a picture at the limit with its frame's own header. */
const READ_MAX_BYTES = EMBEDDED_PICTURE_MAX_BYTES + 64 * 1024;
/**
 * The most it may read in all from a file (its tags are at the start, and at most a few small blocks at the end):
 * a tag made of many small parts (an Ogg comment split over thousands of pages) stops here too.
 */
const TAG_READ_BUDGET = 2 * READ_MAX_BYTES;

/** strtok3 as Node loads it: its entry for Node adds tokenizers over files to the core its types describe. */
type Strtok3 = typeof import('strtok3') & {
  fromFile: (file: string, options: { maxBufferSize: number }) => Promise<import('strtok3').ITokenizer>;
};

type Metadata = Awaited<ReturnType<Awaited<ReturnType<typeof loadMusicMetadata>>['parseFile']>>;

/** A read past the bounds: the file's tags hold more than is read here. */
class TagsTooLarge extends Error {}

/** music-metadata over the file through a tokenizer that refuses reads past the bounds. */
async function parseBounded(file: string, skipCovers: boolean): Promise<Metadata> {
  const [{ fromFile, BufferSizeError }, { parseFromTokenizer }] = await Promise.all([importEsm<Strtok3>('strtok3'), loadMusicMetadata()]);
  const tokenizer = await fromFile(file, { maxBufferSize: READ_MAX_BYTES });
  let spent = 0;
  const spend = (length: number) => {
    spent += length;
    if (spent > TAG_READ_BUDGET) throw new TagsTooLarge();
  };
  const [read, peek] = [tokenizer.readBuffer.bind(tokenizer), tokenizer.peekBuffer.bind(tokenizer)];
  tokenizer.readBuffer = (buffer, options) => (spend(options?.length ?? buffer.length), read(buffer, options));
  tokenizer.peekBuffer = (buffer, options) => (spend(options?.length ?? buffer.length), peek(buffer, options));
  try {
    return await parseFromTokenizer(tokenizer, { skipCovers, duration: false });
  } catch (error) {
    throw error instanceof BufferSizeError ? new TagsTooLarge() : error;
  } finally {
    await tokenizer.close();
  }
}

/** A tag (ID3v2, read from the file by id3-reader.ts) alone, as music-metadata reads it. */
async function parseTag(tag: Buffer, skipCovers: boolean): Promise<Metadata> {
  const { parseBuffer } = await loadMusicMetadata();
  return parseBuffer(tag, { mimeType: 'audio/mpeg' }, { skipCovers, duration: false, skipPostHeaders: true });
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function tagsOf({ common, native }: Metadata, picture: PictureState): AudioTags {
  // iTunes' advisory rating: in MP4 as `rtng`, in ID3 as a TXXX frame.
  const advisory = Object.values(native)
    .flat()
    .find((tag) => ['rtng', 'TXXX:ITUNESADVISORY', 'ITUNESADVISORY'].includes(tag.id))?.value;
  return {
    title: text(common.title),
    artist: text(common.artist),
    albumArtist: text(common.albumartist),
    album: text(common.album),
    trackNo: common.track.no ?? undefined,
    genres: common.genre?.filter((genre) => text(genre)) ?? [],
    explicit: advisory === undefined ? undefined : ['1', '4', 1, 4].includes(advisory as string | number),
    picture,
  };
}

const fits = (bytes: number) => bytes <= EMBEDDED_PICTURE_MAX_BYTES;

/**
 * The tags of `file` (title, artists, album, track number, genres, the explicit flag) and whether it embeds a
 * picture fit for a cover; no tags when they cannot be read (or hold more than is read here).
 */
export async function readAudioTags(file: string): Promise<AudioTags> {
  try {
    const front = await readFrontTags(file);
    if (front.length) {
      const picture: PictureState = !front.pictures.length ? 'none' : fits(front.pictures[0].bodyBytes) ? 'usable' : 'too-large';
      return front.text ? tagsOf(await parseTag(front.text, true), picture) : { picture };
    }
    // Other files: the pictures' sizes are known once they are read (each at most READ_MAX_BYTES).
    try {
      const metadata = await parseBounded(file, false);
      const first = metadata.common.picture?.[0];
      return tagsOf(metadata, !first ? 'none' : fits(first.data.length) ? 'usable' : 'too-large');
    } catch (error) {
      if (!(error instanceof TagsTooLarge)) throw error;
      // Too much with the pictures: one is too large. The reader skips pictures in most formats, but reads an MP4's
      // whole even then: its tags are left unread.
      const withoutPictures = await parseBounded(file, true).catch((again: unknown) => {
        if (again instanceof TagsTooLarge) return null;
        throw again;
      });
      return withoutPictures ? tagsOf(withoutPictures, 'too-large') : { picture: 'too-large' };
    }
  } catch {
    return { picture: 'none' };
  }
}

/** The first picture embedded in `file`, when there is one of at most EMBEDDED_PICTURE_MAX_BYTES. */
export async function readEmbeddedPicture(file: string): Promise<EmbeddedPicture | null> {
  try {
    const front = await readFrontTags(file);
    let found;
    if (front.length) {
      const [first] = front.pictures;
      if (!first || !fits(first.bodyBytes)) return null;
      found = (await parseTag(await pictureTag(file, first), false)).common.picture?.[0];
    } else found = (await parseBounded(file, false)).common.picture?.[0];
    return found && fits(found.data.length) ? { format: found.format, data: found.data } : null;
  } catch {
    return null;
  }
}
