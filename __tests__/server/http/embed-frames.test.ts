/** @jest-environment node */
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayServer } from '@/server/http/gateway';
import { createSecurityHeaders, EMBEDDABLE_PATH_PREFIXES } from '@/server/http/security-headers';

// The embedded player is the one page other sites may frame: over HTTP through the production gateway, with the
// site's own list of embeddable paths.

let server: Server;
let base: string;

beforeAll(async () => {
  const headers = createSecurityHeaders({ production: true, inlineScripts: () => [], embeddablePrefixes: EMBEDDABLE_PATH_PREFIXES });
  // The page answers the path it was asked for, as Next would route it.
  server = createGatewayServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><p>${req.url}</p>`);
  }, headers);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const frameAncestors = (res: Response) => /frame-ancestors ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

it('lets any site frame /embed/{slug}', async () => {
  const res = await fetch(`${base}/embed/some-mixtape`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-frame-options')).toBeNull();
  expect(frameAncestors(res)).toBe('*');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

it.each(['/', '/mixtape/some-mixtape', '/embed', '/embedded/x', '/player/3', '/api/v3/home'])('keeps refusing frames on %s', async (path) => {
  const res = await fetch(`${base}${path}`);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(frameAncestors(res)).toBe("'none'");
});

/** A GET with the path sent as written: fetch would resolve its dot segments before sending it. */
function rawGet(path: string): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base, { path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const rawFrameAncestors = (headers: IncomingHttpHeaders) => /frame-ancestors ([^;]+)/.exec(String(headers['content-security-policy']))?.[1];

it.each([
  ['/embed/%2e%2e/account', '/account'],
  ['/embed/.%2E/x/%2E./premium?plan=yearly', '/premium?plan=yearly'],
  ['/embed/some-mixtape/../../account', '/account'],
  ['/_next/static/%2e%2e/%2e%2e/account', '/account'],
])('refuses frames on %s, which is %s once its dot segments are resolved', async (path, page) => {
  const answer = await rawGet(path);
  expect(answer.body).toContain(`<p>${page}</p>`);
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(rawFrameAncestors(answer.headers)).toBe("'none'");
});

it('lets any site frame the embed page reached through dot segments', async () => {
  const answer = await rawGet('/account/%2e%2e/embed/some-mixtape');
  expect(answer.body).toContain('<p>/embed/some-mixtape</p>');
  expect(answer.headers['x-frame-options']).toBeUndefined();
  expect(rawFrameAncestors(answer.headers)).toBe('*');
});
