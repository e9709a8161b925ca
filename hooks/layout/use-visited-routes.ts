import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { SESSION_KEYS } from '@/lib/storage-keys';
import { readSession, writeSession } from '@/services/common/web-storage';

export function readVisitedRoutes(): string[] {
  try {
    const value: unknown = JSON.parse(readSession(SESSION_KEYS.visitedRoutes) ?? 'null');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const save = (routes: string[]) => writeSession(SESSION_KEYS.visitedRoutes, JSON.stringify(routes));

/** Keeps the tab's visited routes in session storage: starts with '/' and the current path, extended on each route change. */
export function useVisitedRoutes(): void {
  const router = useRouter();
  useEffect(() => {
    if (readVisitedRoutes().length === 0) save(['/', router.asPath]);
    const onChange = (url: string) => save([...readVisitedRoutes(), url]);
    router.events.on('routeChangeComplete', onChange);
    return () => router.events.off('routeChangeComplete', onChange);
    // Subscribes once; router.asPath only seeds the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.events]);
}
