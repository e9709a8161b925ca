import type { IncomingMessage } from 'node:http';
import { config } from '../core/config';
import type { Requester } from '../core/requester';

/**
 * The client's IP address. X-Forwarded-For is only believed with TRUST_PROXY set (the app behind one reverse proxy):
 * otherwise any client could pick a fresh address per request and dodge every limit.
 */
export function clientIp(req: IncomingMessage): string {
  if (config.trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    // The last entry is the one our own proxy appended; earlier ones are whatever the client sent.
    const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    const nearest = entries[entries.length - 1]?.trim();
    if (nearest) return nearest;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Who is asking, in the plain values the domains take. */
export const requesterOf = (req: IncomingMessage): Requester => ({ ip: clientIp(req), userAgent: req.headers['user-agent'], host: req.headers.host });
