import type { CommentsConfig } from '@/lib/contracts/comments';

/** Where OpenWeb's launcher script comes from, keyed by the spot id. */
export const OPENWEB_LAUNCHER_ORIGIN = 'https://launcher.spot.im';

/**
 * Which provider fills the comments section: COMMENTS_PROVIDER, `builtin` (the default) or `openweb`, with OpenWeb's
 * spot id from NEXT_PUBLIC_OPENWEB_SPOT_ID. Read at run time (the site asks GET /config), so switching providers
 * needs no new build.
 */
export function commentsConfig(env: NodeJS.ProcessEnv = process.env): CommentsConfig {
  const provider = env.COMMENTS_PROVIDER === 'openweb' ? 'openweb' : 'builtin';
  // Read by a computed name: under `next dev` a literal NEXT_PUBLIC_ name would be fixed at compile time.
  const spotId = env[['NEXT_PUBLIC', 'OPENWEB_SPOT_ID'].join('_')]?.trim() || null;
  return { provider, spotId };
}
