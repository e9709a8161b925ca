import type { DownloadKind } from '@/lib/contracts/library';
import { isSignature, signature } from '../core/secret';
import { forbidden } from '../core/errors';

// Download links (see docs/product.md, Downloads): signed with a key of their own derived from the app's secret,
// naming what they download (the track or mixtape, never a media key) and when they stop working.

export const DOWNLOAD_LINK_SECONDS = 10 * 60;
export const INVALID_LINK_MESSAGE = 'This download link is not valid. Start the download again.';
export const EXPIRED_LINK_MESSAGE = 'This download link has expired. Start the download again.';

const signed = (kind: DownloadKind, id: number, expires: number) => `${kind}/${id}/${expires}`;

/** A link to the file, valid for DOWNLOAD_LINK_SECONDS: a path under the API, for the site to open as is. */
export function downloadUrl(kind: DownloadKind, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  return `/api/v3/downloads/${kind}/${id}?expires=${expires}&signature=${signature('download-link', signed(kind, id, expires))}`;
}

/** 403 unless the link was made here for this item and has not expired. */
export function assertDownloadLink(kind: DownloadKind, id: number, expires: string, given: string, now = Date.now()): void {
  if (!isSignature('download-link', signed(kind, id, Number(expires)), given)) throw forbidden(INVALID_LINK_MESSAGE);
  if (Number(expires) * 1000 < now) throw forbidden(EXPIRED_LINK_MESSAGE);
}

/** A file name fit for any disk: no path separators, control or reserved characters. */
export function safeFileName(name: string): string {
  const clean = name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return clean.slice(0, 180) || 'download';
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` for old clients (other characters become
 * `_`) and the real name as UTF-8 in `filename*` (RFC 8187), which every current browser prefers.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
