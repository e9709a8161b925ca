import type { StreamRendition } from '@/lib/stream-quality';

// The API's addresses, apart from the axios clients (services/common/api-client.ts) so the first screen can name a
// stream URL without loading them.

/**
 * The v3 base as the browser sees it. Only the browser calls the API (server rendering reads the catalog
 * in-process), so a relative base is enough; it is also what URLs handed to the page (audio src) use.
 */
export function apiBaseUrl(): string {
  return process.env.NEXT_PUBLIC_API_URL || '/api/v3';
}

/** Ids come from route params as strings as often as from data as numbers; the server validates them. */
export type Id = number | string;

/** An id as one segment of an API path. */
export const seg = (id: Id) => encodeURIComponent(String(id));

/** For an audio element's src: the standard rendition unless the data saver is asked for. */
export function trackStreamUrl(id: Id, rendition: StreamRendition = 'standard'): string {
  const url = `${apiBaseUrl()}/tracks/${seg(id)}/stream`;
  return rendition === 'data_saver' ? `${url}?quality=data_saver` : url;
}

/**
 * A path the API answered (a download link, `/api/v3/...`) as an absolute URL on the API's origin, which is this
 * site's unless NEXT_PUBLIC_API_URL names another.
 */
export function apiOriginUrl(path: string): string {
  return new URL(path, new URL(apiBaseUrl(), window.location.href)).href;
}
