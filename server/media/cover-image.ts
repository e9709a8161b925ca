import sharp from 'sharp';
import { AppError, invalid, tooLarge } from '../core/errors';
import { inImageSlot } from './image-work';

/** What an uploaded cover becomes: a square WebP of this side, metadata stripped. */
export interface CoverFormat {
  size: number;
  maxBytes: number;
}

export const COVER_TYPES_MESSAGE = 'The cover must be a JPEG, PNG or WebP image.';
export const COVER_UNREADABLE_MESSAGE = 'The cover could not be read as an image. Try another file.';
export const COVER_PIXELS_MESSAGE = 'The cover must be at most 40 megapixels (8000 x 5000 pixels, for example). Try a smaller image.';

/**
 * Decoding takes memory in proportion to the pixels, and a small file may unpack to a huge bitmap (a decompression
 * bomb): larger images are refused from their header, before they are decoded.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** A 413 for a cover file over `maxBytes`. */
export const coverTooLarge = (maxBytes: number) => tooLarge(`The cover must be at most ${Math.round(maxBytes / (1024 * 1024))} MB.`);

/**
 * The image kind the bytes say, never the file name or the declared type: a file is a JPEG, PNG or WebP only
 * if it starts as one.
 */
function sniff(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks an uploaded cover by its bytes and re-encodes it: a JPEG, PNG or WebP of at most `maxBytes` that decodes
 * whole (a valid header followed by junk does not) and has at most MAX_INPUT_PIXELS, turned upright, cropped to a
 * centred square, resized and written as WebP without its metadata (camera, location). Anything else is a 400 (413
 * when too large) that says what is wrong. The decoding waits for a free slot (see image-work.ts).
 */
export async function toSquareCover(data: Buffer, format: CoverFormat): Promise<Buffer> {
  if (data.length > format.maxBytes) throw coverTooLarge(format.maxBytes);
  const kind = sniff(data);
  if (!kind) throw invalid(COVER_TYPES_MESSAGE);
  try {
    // The header alone, unlimited, so an image too large is told so rather than found unreadable.
    const header = await sharp(data, { limitInputPixels: false, animated: false }).metadata();
    if (header.format !== kind) throw invalid(COVER_TYPES_MESSAGE);
    if (header.width * header.height > MAX_INPUT_PIXELS) throw tooLarge(COVER_PIXELS_MESSAGE);
    return await inImageSlot(() =>
      sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(format.size, format.size, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(COVER_UNREADABLE_MESSAGE);
  }
}
