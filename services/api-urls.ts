// The API's addresses, apart from the axios clients (services/api-client.ts) so the first screen can name a
// stream URL without loading them.

const isAbsolute = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/**
 * Base URL for calls made during server rendering. getServerSideProps reaches the app's own API over
 * HTTP, and a relative base means nothing there, so it has to be absolute.
 */
export function serverBaseUrl(internalUrl: string | undefined, publicUrl: string | undefined, path: string): string {
  if (internalUrl) return internalUrl;
  if (isAbsolute(publicUrl)) return publicUrl;
  return `http://127.0.0.1:${process.env.PORT || 3000}${path}`;
}

/** The v3 base as the browser sees it: also what URLs handed to the page (audio src) must use. */
export function publicApiBaseUrl(): string {
  return process.env.NEXT_PUBLIC_API_URL || '/api/v3';
}

export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return publicApiBaseUrl();
  return serverBaseUrl(process.env.INTERNAL_API_URL, process.env.NEXT_PUBLIC_API_URL, '/api/v3');
}

/** For an audio element's src: the browser fetches it, so it uses the browser-facing base even in SSR. */
export function trackStreamUrl(id: number | string): string {
  return `${publicApiBaseUrl()}/tracks/${encodeURIComponent(String(id))}/stream`;
}
