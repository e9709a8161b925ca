import { createHash } from 'node:crypto';
import { settings } from './config';

/**
 * Who is asking, in plain values: the transport reads them off the request (server/http/requester.ts) and the
 * domains take them, so a rule never sees a request.
 */
export interface Requester {
  /** The client's IP address: a proxy's X-Forwarded-For is believed only with TRUST_PROXY (server/http/requester.ts). */
  ip: string;
  /** The User-Agent it sent, if any. */
  userAgent?: string;
  /** The host the request was sent to (its Host header), if any. */
  host?: string;
}

/** A salted hash of the requester's IP: stable enough to count and limit by, without storing addresses. */
export function ipHash(requester: Pick<Requester, 'ip'>): string {
  const salt = settings().CLIENT_HASH_SALT;
  return createHash('sha256').update(`${salt}:${requester.ip}`).digest('base64url').slice(0, 22);
}
