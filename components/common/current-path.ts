import { useRouter } from 'next/compat/router';

/** The path shown in the address bar; works outside a Next router too (tests, error pages). */
export function useCurrentPath(): string {
  const router = useRouter();
  if (router) return router.asPath;
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
