/** The member's library, page by page: the account menu and the library pages' own tabs list them. */
export const LIBRARY_LINKS = [
  { href: '/favorites', label: 'Favorites' },
  { href: '/liked', label: 'Liked' },
  { href: '/playlists', label: 'Playlists' },
  { href: '/history', label: 'History' },
  { href: '/purchases', label: 'Purchases' },
] as const;

/**
 * What is saved offline on this device: in the account menu after the library, not among the library's tabs (five fit
 * a 375 px phone; see docs/product.md, Offline and installing).
 */
export const DOWNLOADS_LINK = { href: '/downloads', label: 'Downloads' } as const;

/**
 * Whom the member follows and the feed of their releases (see docs/product.md, Following and alerts): in the account
 * menu beside the library, not among its tabs, for the same reason as Downloads.
 */
export const FOLLOWING_LINK = { href: '/following', label: 'Following' } as const;

/** The keyboard shortcuts' dialog, opened from the footer and from the account menu. */
export const SHORTCUTS_LINK = 'Keyboard shortcuts';
