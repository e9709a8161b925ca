/** The member's library, page by page: the account menu and the library pages' own tabs list them. */
export const LIBRARY_LINKS = [
  { href: '/favorites', label: 'Favorites' },
  { href: '/liked', label: 'Liked' },
  { href: '/playlists', label: 'Playlists' },
  { href: '/history', label: 'History' },
  { href: '/purchases', label: 'Purchases' },
  { href: '/downloads', label: 'Downloads' },
] as const;
