import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link to its own pages: next/link, loading the page it leads to (its script and data) when a pointer
 * rests on it or a finger touches it, not as soon as it scrolls into view. In view, every card, tab and footer
 * link of a screen would load its page's code right after the first one, long tasks on a phone for pages nobody
 * opens (see docs/architecture.md, Loading on demand). `prefetch` still asks for it where a visit is likely.
 */
export function PageLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
