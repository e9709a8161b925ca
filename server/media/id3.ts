/**
 * A minimal ID3v2 writer: enough text frames for players and music-metadata to show what a track is, and the
 * front cover (APIC). It writes tags for the demo's synthesized audio and puts the cover into downloaded MP3s.
 */

export interface Id3Picture {
  mimeType: string;
  data: Buffer;
}

export interface Id3Tags {
  title?: string;
  artist?: string;
  album?: string;
  /** Position in the album, and optionally the album's track count ("3/10"). */
  track?: number;
  trackTotal?: number;
  /** Length in milliseconds (TLEN), so players need not scan the file. */
  lengthMs?: number;
  genre?: string;
  year?: number;
  /** The front cover (an APIC frame of picture type 3). */
  picture?: Id3Picture;
}

type Version = 3 | 4;

function syncsafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}

const readSyncsafe = (data: Uint8Array, at: number) => (data[at] << 21) | (data[at + 1] << 14) | (data[at + 2] << 7) | data[at + 3];

function frame(id: string, body: Buffer, version: Version): Buffer {
  const header = Buffer.alloc(10);
  header.write(id, 0, 'ascii');
  // v2.3 frame sizes are plain big-endian; v2.4 ones are syncsafe like the tag's.
  if (version === 3) header.writeUInt32BE(body.length, 4);
  else syncsafe(body.length).copy(header, 4);
  return Buffer.concat([header, body]);
}

function textFrame(id: string, value: string): Buffer {
  // Latin-1 when it fits keeps tags readable by old players; anything else goes out as UTF-16 with a BOM.
  const latin1 = Array.from(value).every((char) => char.charCodeAt(0) <= 0xff);
  const body = latin1
    ? Buffer.concat([Buffer.from([0]), Buffer.from(value, 'latin1')])
    : Buffer.concat([Buffer.from([1, 0xff, 0xfe]), Buffer.from(value, 'utf16le')]);
  return frame(id, body, 3);
}

/** APIC: Latin-1 text, the MIME type, picture type 3 (front cover), an empty description, then the image. */
function pictureFrame(picture: Id3Picture, version: Version): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(picture.mimeType, 'latin1'), Buffer.from([0, 3, 0]), picture.data]);
  return frame('APIC', body, version);
}

function tagOf(frames: Buffer[], version: Version): Buffer {
  const body = Buffer.concat(frames);
  return Buffer.concat([Buffer.from('ID3', 'ascii'), Buffer.from([version, 0, 0]), syncsafe(body.length), body]);
}

/** The bytes of an ID3v2.3 tag holding the given fields (an empty tag when none are set). */
export function buildId3Tag(tags: Id3Tags): Buffer {
  const frames: Buffer[] = [];
  if (tags.title) frames.push(textFrame('TIT2', tags.title));
  if (tags.artist) frames.push(textFrame('TPE1', tags.artist));
  if (tags.album) frames.push(textFrame('TALB', tags.album));
  if (tags.track) frames.push(textFrame('TRCK', tags.trackTotal ? `${tags.track}/${tags.trackTotal}` : String(tags.track)));
  if (tags.lengthMs !== undefined) frames.push(textFrame('TLEN', String(Math.round(tags.lengthMs))));
  if (tags.genre) frames.push(textFrame('TCON', tags.genre));
  if (tags.year) frames.push(textFrame('TYER', String(tags.year)));
  if (tags.picture) frames.push(pictureFrame(tags.picture, 3));
  return tagOf(frames, 3);
}

/** Size of the ID3v2 tag at the start of a file (0 when there is none), so the audio frames can be re-tagged. */
export function id3TagLength(data: Uint8Array): number {
  if (data.length < 10 || data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  const footer = data[5] & 0x10 ? 10 : 0;
  return 10 + readSyncsafe(data, 6) + footer;
}

const FRAME_ID = /^[A-Z0-9]{4}$/;

/**
 * The frames of a v2.3 or v2.4 tag as they are stored (up to the padding), and whether one is a picture; null for a
 * tag this cannot read frame by frame (v2.2, unsynchronised as a whole, or with a frame running past its end).
 */
function readFrames(tag: Buffer): { frames: Buffer; version: Version; hasPicture: boolean } | null {
  const version = tag[3];
  const flags = tag[5];
  if ((version !== 3 && version !== 4) || flags & 0x80) return null;
  const end = Math.min(tag.length, 10 + readSyncsafe(tag, 6));
  let start = 10;
  // An extended header: v2.3 gives its size without its own four bytes, v2.4 with them (syncsafe).
  if (flags & 0x40) start = version === 3 ? 14 + tag.readUInt32BE(10) : 10 + readSyncsafe(tag, 10);
  let at = start;
  let hasPicture = false;
  while (at + 10 <= end && tag[at] !== 0) {
    const id = tag.toString('latin1', at, at + 4);
    const size = version === 3 ? tag.readUInt32BE(at + 4) : readSyncsafe(tag, at + 4);
    if (!FRAME_ID.test(id) || at + 10 + size > end) return null;
    if (id === 'APIC') hasPicture = true;
    at += 10 + size;
  }
  return { frames: tag.subarray(start, at), version, hasPicture };
}

/**
 * The tag to send in place of a file's own (`tag`, its bytes from the start of the file; empty when it has none) so
 * that the file carries `picture` as its front cover: the same frames with an APIC added, in the same version, its
 * extended header and padding left out. A tag this cannot read frame by frame, or no tag, becomes a v2.3 tag of
 * `fallback` (what the catalog knows of the track) and the picture. Null when the file carries a picture already:
 * it is sent as it is.
 */
export function withFrontCover(tag: Buffer, picture: Id3Picture, fallback: Id3Tags): Buffer | null {
  const read = tag.length >= 10 ? readFrames(tag) : null;
  if (!read) return buildId3Tag({ ...fallback, picture });
  if (read.hasPicture) return null;
  return tagOf([read.frames, pictureFrame(picture, read.version)], read.version);
}
