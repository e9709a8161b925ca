/** A minimal ID3v2.3 writer: enough text frames for players and music-metadata to show what a track is. */

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
}

function textFrame(id: string, value: string): Buffer {
  // Latin-1 when it fits keeps tags readable by old players; anything else goes out as UTF-16 with a BOM.
  const latin1 = Array.from(value).every((char) => char.charCodeAt(0) <= 0xff);
  const body = latin1
    ? Buffer.concat([Buffer.from([0]), Buffer.from(value, 'latin1')])
    : Buffer.concat([Buffer.from([1, 0xff, 0xfe]), Buffer.from(value, 'utf16le')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'ascii');
  header.writeUInt32BE(body.length, 4); // v2.3 frame sizes are plain big-endian, not syncsafe
  return Buffer.concat([header, body]);
}

function syncsafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
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
  const body = Buffer.concat(frames);
  const header = Buffer.concat([Buffer.from('ID3', 'ascii'), Buffer.from([3, 0, 0]), syncsafe(body.length)]);
  return Buffer.concat([header, body]);
}

/** Size of the ID3v2 tag at the start of a file (0 when there is none), so the audio frames can be re-tagged. */
export function id3TagLength(data: Uint8Array): number {
  if (data.length < 10 || data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  const size = (data[6] << 21) | (data[7] << 14) | (data[8] << 7) | data[9];
  const footer = data[5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}
