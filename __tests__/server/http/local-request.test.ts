/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { isLocalRequest } from '@/server/http/local-request';

/** A request as the server sees it: `rawHeaders` as the client sent them, `headers` after Next's own additions. */
function request(remoteAddress: string, sent: Record<string, string> = {}): IncomingMessage {
  const headers = { host: 'localhost:3000', ...sent, 'x-forwarded-for': sent['x-forwarded-for'] ?? remoteAddress };
  return { socket: { remoteAddress }, rawHeaders: Object.entries({ Host: 'localhost:3000', ...sent }).flat(), headers } as unknown as IncomingMessage;
}

it('takes a loopback peer that sent no forwarding header, though Next adds X-Forwarded-For to every request', () => {
  for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLocalRequest(request(address))).toBe(true);
});

it('refuses other peers, and any request that carries a forwarding header, whatever TRUST_PROXY says', () => {
  for (const address of ['10.0.0.2', '192.168.1.4', '::ffff:10.0.0.2', '203.0.113.9', '::2']) expect(isLocalRequest(request(address))).toBe(false);
  const forwarded: Record<string, string>[] = [{ 'X-Forwarded-For': '127.0.0.1' }, { Forwarded: 'for=127.0.0.1' }, { 'X-Real-IP': '127.0.0.1' }];
  for (const sent of forwarded) {
    expect(isLocalRequest(request('127.0.0.1', sent))).toBe(false);
  }
});
