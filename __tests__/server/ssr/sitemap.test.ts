/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { GENRES, MOODS } from '@/lib/genres';
import { LIST_LINKS } from '@/lib/list-links';
import { startTestApi, type TestApi } from '../../helpers/api-server';
import { createMember } from '../../helpers/member-tokens';

// sitemap.xml and robots.txt over HTTP: each page's getServerSideProps answering a real request, on a seeded
// database with a public and a private playlist.

let api: TestApi;
let server: http.Server;
let base: string;

beforeAll(async () => {
  process.env.APP_URL = 'https://mixtapes.example';
  api = await startTestApi({ seed: { mixtapes: 6, artists: 3, djs: 2, podcasts: 1 } });
  const owner = await createMember('sitemapper');
  const [{ getDb }, { playlists }] = await Promise.all([import('@/server/db/client'), import('@/server/db/schema')]);
  await (await getDb()).insert(playlists).values([
    { userId: owner.id, slug: 'open-crate', name: 'Open Crate', public: true },
    { userId: owner.id, slug: 'secret-stash', name: 'Secret Stash', public: false },
  ]);
  const pages: Record<string, GetServerSideProps> = {
    '/sitemap.xml': (await import('@/pages/sitemap.xml')).getServerSideProps,
    '/robots.txt': (await import('@/pages/robots.txt')).getServerSideProps,
  };
  server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    void pages[req.url ?? '']({ req, res, query: {}, resolvedUrl: req.url ?? '' } as GetServerSidePropsContext);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.stop();
  delete process.env.APP_URL;
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

it('sitemap.xml lists home, the list pages, the browsing pages, the genres and moods, every mixtape, artist, DJ, podcast and public playlist', async () => {
  const res = await fetch(`${base}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const urls = locs(xml);
  expect(urls[0]).toBe('https://mixtapes.example/');
  for (const page of LIST_LINKS) expect(urls).toContain(`https://mixtapes.example${page.path}`);
  for (const path of ['/genres', '/charts', '/artists', '/djs', '/podcasts']) expect(urls).toContain(`https://mixtapes.example${path}`);
  for (const { slug } of [...GENRES, ...MOODS]) expect(urls).toContain(`https://mixtapes.example/genre/${slug}`);

  const [{ getDb }, schema] = await Promise.all([import('@/server/db/client'), import('@/server/db/schema')]);
  const db = await getDb();
  const expected = [
    ...(await db.select({ slug: schema.mixtapes.slug }).from(schema.mixtapes)).map((r) => `/mixtape/${r.slug}`),
    ...(await db.select({ slug: schema.artists.slug }).from(schema.artists)).map((r) => `/artist/${r.slug}`),
    ...(await db.select({ slug: schema.djs.slug }).from(schema.djs)).map((r) => `/dj/${r.slug}`),
    ...(await db.select({ slug: schema.podcasts.slug }).from(schema.podcasts)).map((r) => `/podcast/${r.slug}`),
  ];
  expect(expected.length).toBeGreaterThan(10);
  for (const path of expected) expect(urls).toContain(`https://mixtapes.example${path}`);
  expect(urls).toContain('https://mixtapes.example/playlist/open-crate');
  expect(urls).not.toContain('https://mixtapes.example/playlist/secret-stash');
  expect(new Set(urls).size).toBe(urls.length);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

it('robots.txt lets crawlers read the pages, not the API, and points at the sitemap', async () => {
  const res = await fetch(`${base}/robots.txt`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const text = await res.text();
  expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /api/\n');
  expect(text).toContain('Sitemap: https://mixtapes.example/sitemap.xml');
});
