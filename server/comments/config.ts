import type { CommentsConfig } from '@/lib/contracts/comments';
import { settings, type Settings } from '../core/config';

/** Where OpenWeb's launcher script comes from, keyed by the spot id. */
export const OPENWEB_LAUNCHER_ORIGIN = 'https://launcher.spot.im';

/**
 * Which provider fills the comments section: COMMENTS_PROVIDER, `builtin` (the default) or `openweb`, with OpenWeb's
 * spot id from NEXT_PUBLIC_OPENWEB_SPOT_ID. Read at run time (the site asks GET /config), so switching providers
 * needs no new build.
 */
export function commentsConfig(from: Settings = settings()): CommentsConfig {
  return { provider: from.COMMENTS_PROVIDER, spotId: from.NEXT_PUBLIC_OPENWEB_SPOT_ID?.trim() || null };
}
