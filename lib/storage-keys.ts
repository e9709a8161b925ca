/** localStorage keys the site reads and writes (see docs/product.md, Browser storage). */
export const LOCAL_KEYS = {
  accessToken: 'access_token',
  v2Token: 'v2_token',
  user: 'user',
  theme: 'theme',
  /** The persisted zustand store. */
  appStorage: 'app-storage',
  /** When the banner was last closed (ms since epoch). */
  bannerClosedTime: 'banner_closed_time',
  /** This browser's random id for the saves of its playback (see docs/product.md, Player and queue). */
  playbackDevice: 'playback_device',
  /** When the listener answered the offer to install the site (Install or Not now): it is made once. */
  installOfferAnswered: 'install_offer_answered',
  /** Play reports not yet confirmed by the server, kept while the network is gone (services/common/analytics.ts). */
  pendingEvents: 'pending_events',
  /** The member's favorites and bought mixtapes by id and their premium's status, as last read, with whose they are (services/common/member-ids.ts). */
  memberIds: 'member_ids',
} as const;

/** sessionStorage keys: these end with the tab. */
export const SESSION_KEYS = {
  visitedRoutes: 'visited_routes',
  /** The `updated_at` of the saved playback the listener dismissed: it is not offered again. */
  dismissedPlayback: 'dismissed_playback',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
