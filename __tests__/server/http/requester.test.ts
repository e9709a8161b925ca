/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { clientIp } from '@/server/http/requester';

const request = (forwarded?: string) =>
  ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress: '10.0.0.9' } }) as unknown as IncomingMessage;

afterEach(() => delete process.env.TRUST_PROXY);

it('ignores X-Forwarded-For unless told the app is behind a proxy', () => {
  expect(clientIp(request('1.2.3.4'))).toBe('10.0.0.9');
});

it('behind a proxy, believes only the entry the proxy appended, not what the client wrote before it', () => {
  process.env.TRUST_PROXY = '1';
  expect(clientIp(request('6.6.6.6, 1.2.3.4'))).toBe('1.2.3.4');
  expect(clientIp(request('1.2.3.4'))).toBe('1.2.3.4');
  expect(clientIp(request())).toBe('10.0.0.9');
});
