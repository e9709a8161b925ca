import type { IncomingMessage } from 'node:http';

const FORWARDING_HEADERS = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip']);

/**
 * The headers as the client sent them: Next adds X-Forwarded-For (and -Host, -Proto, -Port) to every request
 * before routing, so `req.headers` cannot tell a forwarded request from a direct one.
 */
const sentHeaderNames = (req: IncomingMessage) => req.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address));

/**
 * A request made on this machine by its own user: a loopback peer that carries no forwarding header. Whatever
 * TRUST_PROXY says: a reverse proxy on the same host connects from loopback too, and what it forwards is a
 * stranger's request.
 */
export function isLocalRequest(req: IncomingMessage): boolean {
  return isLoopback(req.socket.remoteAddress) && !sentHeaderNames(req).some((name) => FORWARDING_HEADERS.has(name));
}
