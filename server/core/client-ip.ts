import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { config } from './config';

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

/** A salted hash of the client IP: stable enough to count and limit by, without storing addresses. */
export function clientIpHash(req: IncomingMessage): string {
  const salt = process.env.CLIENT_HASH_SALT || 'mixtape-client';
  return createHash('sha256').update(`${salt}:${clientIp(req)}`).digest('base64url').slice(0, 22);
}
