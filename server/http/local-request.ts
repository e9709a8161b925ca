import type { IncomingMessage } from 'node:http';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address));

/**
 * A request made on this machine by its own user: a loopback peer that carries no forwarding header. Whatever
 * TRUST_PROXY says: a reverse proxy on the same host connects from loopback too, and what it forwards is a
 * stranger's request.
 */
export function isLocalRequest(req: IncomingMessage): boolean {
  return isLoopback(req.socket.remoteAddress) && !FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
}
