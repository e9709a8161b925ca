/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayServer } from '@/server/http/gateway';
import { createSecurityHeaders, EMBEDDABLE_PATH_PREFIXES } from '@/server/http/security-headers';

// The embedded player is the one page other sites may frame: over HTTP through the production gateway, with the
// site's own list of embeddable paths.

let server: Server;
let base: string;

beforeAll(async () => {
  const headers = createSecurityHeaders({ production: true, inlineScripts: [], embeddablePrefixes: EMBEDDABLE_PATH_PREFIXES });
  server = createGatewayServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<!doctype html><p>page</p>');
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
