import sharp from 'sharp';
import { getMediaStorage } from '../adapters/media-storage';
import { config } from '../core/config';
import { inImageSlot } from '../media/image-work';
import { readMedia } from '../media/renditions';

// The home hero's backdrop: its cover shrunk to a few pixels, handed to the page inside its HTML (a few hundred
// bytes, no request) and scaled up and blurred there by CSS. The browser measures an image for the largest paint
// at no more than its own pixels, so a 16-pixel square never is the page's largest paint: the hero's cover or its
// text is, and the backdrop no longer waits for the full cover to arrive.

/** Side of the tiny cover, in pixels: blurred over the whole hero, more would not show. */
export const HERO_BACKDROP_SIZE = 16;

/** A cover larger than this is not read for a backdrop (uploaded covers are re-encoded far below it). */
const MAX_COVER_BYTES = 8 * 1024 * 1024;

/** What the hero is drawn over: the tiny cover as a data URL, for the cover URL it was made from. */
export interface HeroBackdrop {
  cover: string;
  src: string;
}

/**
 * A cover's bytes (SVG, WebP, PNG or JPEG) as a tiny WebP data URL. A vector cover is drawn at about a tenth of
 * its size to begin with (its density), not at full size and then shrunk.
 */
export async function tinyCover(data: Buffer): Promise<string> {
  const webp = await inImageSlot(() =>
    sharp(data, { density: 8, failOn: 'error', animated: false })
      .resize(HERO_BACKDROP_SIZE, HERO_BACKDROP_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 50 })
      .toBuffer(),
  );
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/** The media key behind a cover URL the catalog gave out, or null for a cover served from elsewhere. */
export function coverMediaKey(cover: string): string | null {
  const prefix = `${config.mediaUrl}/`;
  return cover.startsWith(prefix) ? cover.slice(prefix.length) : null;
}


/**
 * Made once per cover file and kept (a cover's bytes change only with its key or its date), so rendering the home
 * page again every minute does no image work. A handful is plenty: the hero shows one cover at a time.
 */
const kept = new Map<string, string>();
const KEEP_AT_MOST = 16;

/**
 * The tiny backdrop of a cover, for the home page's render; null when there is none to make (no cover, a cover
 * served from elsewhere, a file missing or unreadable): the hero then has its plain dark ground.
 */
export async function heroBackdropForPage(cover: string | null | undefined): Promise<HeroBackdrop | null> {
  const key = cover && coverMediaKey(cover);
  if (!cover || !key) return null;
  try {
    const stat = await getMediaStorage().stat(key);
    if (!stat || stat.size > MAX_COVER_BYTES) return null;
    const version = `${key} ${stat.size} ${stat.mtime.getTime()}`;
    let src = kept.get(version);
    if (!src) {
      const data = await readMedia(getMediaStorage(), key);
      if (!data) return null;
      src = await tinyCover(data);
      if (kept.size >= KEEP_AT_MOST) kept.clear();
      kept.set(version, src);
    }
    return { cover, src };
  } catch (error) {
    console.error('Rendering the home hero without its backdrop:', error);
    return null;
  }
}
