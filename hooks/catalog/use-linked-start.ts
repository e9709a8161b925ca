import { useSyncExternalStore } from 'react';
import { linkedStart } from '@/lib/mix-chapters';

const noSubscription = () => () => undefined;
const search = () => window.location.search;
const none = () => '';

/**
 * A shared link's start in the page's mix (`?t=1234`, whole seconds), or null. Mixtape pages are cached, the same
 * HTML for every query string, so the query is read in the browser once hydrated: the server's render and the
 * hydration see none, then the page renders again with it.
 */
export function useLinkedStart(duration: number): number | null {
  const query = useSyncExternalStore(noSubscription, search, none);
  return linkedStart(new URLSearchParams(query).get('t'), duration);
}
