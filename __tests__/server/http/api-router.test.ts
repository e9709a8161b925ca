/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler } from 'next';
import { createApiRouter } from '@/server/http/api-router';

// A route tree of its own, each file answering its name and the query it was given.
const FILES = ['index.ts', 'a/b.ts', 'a/[x].ts', 'a/[x]/c.ts', 'a/[...rest].ts', 'a/b/d.ts', '[...all].ts'];
const echo = (file: string): NextApiHandler => (req, res) => res.end(JSON.stringify({ file, query: req.query }));

let server: http.Server;
let base: string;

beforeAll(async () => {
  const route = createApiRouter(FILES.map((file) => ({ file, handler: echo(file) })));
  server = http.createServer((req, res) => void route(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const routed = async (path: string) => (await fetch(`${base}${path}`)).json();

it.each([
  ['/api', 'index.ts', {}],
  ['/api/a/b', 'a/b.ts', {}],
  ['/api/a/z', 'a/[x].ts', { x: 'z' }],
  ['/api/a/b/c', 'a/[x]/c.ts', { x: 'b' }],
  ['/api/a/b/d', 'a/b/d.ts', {}],
  ['/api/a/b/e', 'a/[...rest].ts', { rest: ['b', 'e'] }],
  ['/api/a/z/c/d', 'a/[...rest].ts', { rest: ['z', 'c', 'd'] }],
  ['/api/a', '[...all].ts', { all: ['a'] }],
  ['/api/q/r%20s', '[...all].ts', { all: ['q', 'r s'] }],
])('routes %s to %s: static, then dynamic, then catch-all, per segment', async (path, file, query) => {
  expect(await routed(path)).toEqual({ file, query });
});

it('decodes params and gives them precedence over the query string, where a repeated key is a list', async () => {
  expect(await routed('/api/a/%C3%A9t%C3%A9?x=other&y=1&y=2&z=a+b')).toEqual({ file: 'a/[x].ts', query: { x: 'été', y: ['1', '2'], z: 'a b' } });
});

it('refuses a tree Next would refuse', () => {
  expect(() => createApiRouter(['a/[x].ts', 'a/[y]/b.ts'].map((file) => ({ file, handler: echo(file) })))).toThrow('[y] beside [x]');
});
