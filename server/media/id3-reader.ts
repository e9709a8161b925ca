import fs from 'node:fs/promises';

// The ID3v2 tags at the front of an MP3 (or of another file that carries them there), walked frame by frame from
// the file. A tag may be any size (an uploader can embed a picture of hundreds of MB), so it is never read whole:
// the text frames are kept up to a bound, and pictures are only located, to be read later if they are small enough.

/** Frames other than pictures kept from a tag, in all: far more than any tag's text needs. */
const TEXT_MAX_BYTES = 1024 * 1024;
/** Tags read one after another at the front (ffmpeg reads every one there): more than this is no real file. */
const MAX_TAGS = 8;
/** Bytes read from the file at a time while walking frame headers. */
const WINDOW_BYTES = 64 * 1024;

/** A picture frame (APIC, or PIC in v2.2) where it lies in the file. */
export interface PictureFrame {
  /** Where its frame header starts, and its length with the header. */
  at: number;
  length: number;
  /** The picture's bytes, as its frame header says (the frame's size without its header). */
  bodyBytes: number;
  /** The version and flags of its tag, to read it back as a tag of its own. */
  version: number;
  tagFlags: number;
}

export interface FrontTags {
  /** Bytes of ID3v2 tags at the start of the file (0 when none): the audio starts there. */
  length: number;
  /** The first tag's frames other than pictures (up to TEXT_MAX_BYTES), as a tag of their own; null when none. */
  text: Buffer | null;
  /** The picture frames of every tag, in file order. */
  pictures: PictureFrame[];
}

const syncsafe = (data: Buffer, at: number) => (data[at] << 21) | (data[at + 1] << 14) | (data[at + 2] << 7) | data[at + 3];
const syncsafeBytes = (size: number) => Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);

/** A tag header (`ID3`, version, flags, size) before `body`. */
function tagAround(version: number, flags: number, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([version, 0, flags]), syncsafeBytes(body.length), body]);
}

/** Reads a file by position through a window, so that walking many small frame headers takes few reads. */
class WindowReader {
  private window = Buffer.alloc(0);
  private from = 0;

  constructor(
    private readonly handle: fs.FileHandle,
    readonly size: number,
  ) {}

  /** `length` bytes at `at` (fewer at the end of the file). The answer is valid until the next call. */
  async bytes(at: number, length: number): Promise<Buffer> {
    const inWindow = at >= this.from && at + length <= this.from + this.window.length;
    if (!inWindow) {
      const want = Math.min(Math.max(length, WINDOW_BYTES), Math.max(0, this.size - at));
      const buffer = Buffer.alloc(want);
      let filled = 0;
      while (filled < want) {
        const { bytesRead } = await this.handle.read(buffer, filled, want - filled, at + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      this.window = buffer.subarray(0, filled);
      this.from = at;
    }
    return this.window.subarray(at - this.from, Math.min(at - this.from + length, this.window.length));
  }
}

interface WalkedTag {
  end: number;
  text: Buffer | null;
  pictures: PictureFrame[];
}

const FRAME_ID = { 2: /^[A-Z0-9]{3}$/, 3: /^[A-Z0-9]{4}$/, 4: /^[A-Z0-9]{4}$/ } as Record<number, RegExp>;

/** The tag at `start`, or null when there is none (or one of a version this does not know). */
async function walkTag(reader: WindowReader, start: number): Promise<WalkedTag | null> {
  const header = Buffer.from(await reader.bytes(start, 10));
  if (header.length < 10 || header.toString('latin1', 0, 3) !== 'ID3') return null;
  const [version, , flags] = header.subarray(3, 6);
  if (!FRAME_ID[version]) return null;
  const bodyEnd = start + 10 + syncsafe(header, 6);
  const end = bodyEnd + (version === 4 && flags & 0x10 ? 10 : 0);
  // Before v2.4, unsynchronisation applies to the whole tag, frame headers included: its frames cannot be walked.
  // Such a tag (rare) is kept whole when small, else left unread.
  if (flags & 0x80 && version < 4) {
    const size = bodyEnd - start - 10;
    const text = size <= TEXT_MAX_BYTES ? tagAround(version, flags & 0xc0, Buffer.from(await reader.bytes(start + 10, size))) : null;
    return { end, text, pictures: [] };
  }
  let at = start + 10;
  if (flags & 0x40 && version >= 3) {
    const extended = await reader.bytes(at, 4);
    if (extended.length < 4) return { end, text: null, pictures: [] };
    // v2.3 gives the extended header's size without its own four bytes, v2.4 with them (syncsafe).
    at += version === 3 ? 4 + extended.readUInt32BE(0) : syncsafe(extended, 0);
  }
  const headerBytes = version === 2 ? 6 : 10;
  const kept: Buffer[] = [];
  let keptBytes = 0;
  const pictures: PictureFrame[] = [];
  while (at + headerBytes <= bodyEnd) {
    const frame = await reader.bytes(at, headerBytes);
    if (frame.length < headerBytes || frame[0] === 0) break; // padding, or the file ends
    const id = frame.toString('latin1', 0, version === 2 ? 3 : 4);
    const size = version === 2 ? frame.readUIntBE(3, 3) : version === 3 ? frame.readUInt32BE(4) : syncsafe(frame, 4);
    const length = headerBytes + size;
    if (!FRAME_ID[version].test(id) || at + length > bodyEnd) break;
    if (id === 'APIC' || id === 'PIC') pictures.push({ at, length, bodyBytes: size, version, tagFlags: flags & 0x80 });
    else if (keptBytes + length <= TEXT_MAX_BYTES) {
      kept.push(Buffer.from(await reader.bytes(at, length)));
      keptBytes += length;
    }
    at += length;
  }
  // The tag-wide unsynchronisation flag of v2.4 stays: the frames kept are as stored.
  return { end, text: kept.length ? tagAround(version, flags & 0x80, Buffer.concat(kept)) : null, pictures };
}

/** The ID3v2 tags at the front of `file`: how long they are, their text frames, and where their pictures lie. */
export async function readFrontTags(file: string): Promise<FrontTags> {
  const handle = await fs.open(file, 'r');
  try {
    const reader = new WindowReader(handle, (await handle.stat()).size);
    const found: FrontTags = { length: 0, text: null, pictures: [] };
    for (let i = 0; i < MAX_TAGS; i++) {
      const tag = await walkTag(reader, found.length);
      if (!tag) break;
      found.length = tag.end;
      found.text ??= tag.text;
      found.pictures.push(...tag.pictures);
    }
    return found;
  } finally {
    await handle.close();
  }
}

/** Bytes of ID3v2 tags at the front of `file`, from their headers alone: where its audio starts. */
export async function frontTagsLength(file: string): Promise<number> {
  const handle = await fs.open(file, 'r');
  try {
    const header = Buffer.alloc(10);
    let length = 0;
    for (let i = 0; i < MAX_TAGS; i++) {
      const { bytesRead } = await handle.read(header, 0, 10, length);
      if (bytesRead < 10 || header.toString('latin1', 0, 3) !== 'ID3' || !FRAME_ID[header[3]]) break;
      length += 10 + syncsafe(header, 6) + (header[3] === 4 && header[5] & 0x10 ? 10 : 0);
    }
    return length;
  } finally {
    await handle.close();
  }
}

/** A picture frame read back from the file, as a tag holding it alone (for a tag reader to decode). */
export async function pictureTag(file: string, picture: PictureFrame): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const frame = Buffer.alloc(picture.length);
    let filled = 0;
    while (filled < frame.length) {
      const { bytesRead } = await handle.read(frame, filled, frame.length - filled, picture.at + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return tagAround(picture.version, picture.tagFlags, frame.subarray(0, filled));
  } finally {
    await handle.close();
  }
}
