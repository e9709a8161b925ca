/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createApiRouter } from '@/server/http/api-router';
import type { RouteHandler, RouteTable } from '@/server/http/route';

// A route table of its own, each route answering its pattern and the query it was given.
const PATTERNS = ['/api', '/api/a/b', '/api/a/:x', '/api/a/:x/c', '/api/a/*rest', '/api/a/b/d'];
const echo = (pattern: string) => Object.assign(async (req: NextApiRequest, res: NextApiResponse) => void res.end(JSON.stringify({ pattern, query: req.query })), { spec: {}, options: {} }) satisfies RouteHandler;

let server: http.Server;
let base: string;

beforeAll(async () => {
  const table: RouteTable = Object.fromEntries(PATTERNS.map((pattern) => [pattern, echo(pattern)]));
  const route = createApiRouter(table);
  server = http.createServer((req, res) => void route(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const routed = async (path: string) => (await fetch(`${base}${path}`)).json();

it.each([
  ['/api', '/api', {}],
  ['/api/a/b', '/api/a/b', {}],
  ['/api/a/z', '/api/a/:x', { x: 'z' }],
  ['/api/a/b/c', '/api/a/:x/c', { x: 'b' }],
  ['/api/a/b/d', '/api/a/b/d', {}],
  ['/api/a/z/c/d', '/api/a/*rest', { rest: ['z', 'c', 'd'] }],
  ['/api/a/q/r%20s', '/api/a/*rest', { rest: ['q', 'r s'] }],
])('routes %s to %s: a static segment before a param, a param before the rest of the path', async (path, pattern, query) => {
  expect(await routed(path)).toEqual({ pattern, query });
});

it('decodes params and gives them precedence over the query string, where a repeated key is a list', async () => {
  expect(await routed('/api/a/%C3%A9t%C3%A9?x=other&y=1&y=2&z=a+b')).toEqual({ pattern: '/api/a/:x', query: { x: 'été', y: ['1', '2'], z: 'a b' } });
});

it('answers a path no route serves with the JSON 404, and an unclean path with a 308 to its clean form', async () => {
  const missing = await fetch(`${base}/api/nowhere`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ statusCode: 404, message: 'There is no GET /api/nowhere in this API.' });
  const unclean = await fetch(`${base}/api/a/b/?x=1`, { redirect: 'manual' });
  expect(unclean.status).toBe(308);
  expect(unclean.headers.get('location')).toBe('/api/a/b?x=1');
});
