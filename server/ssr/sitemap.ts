import type { ServerResponse } from 'node:http';
import { asc, eq } from 'drizzle-orm';
import { genrePath } from '@/lib/genre-pages';
import { GENRES, MOODS } from '@/lib/genres';
import { BROWSE_LINKS, LIST_LINKS } from '@/lib/list-links';
import { config } from '../core/config';
import { mixtapeAvailable } from '../catalog/takedowns';
import { getDb } from '../db/client';
import { artists, djs, mixtapes, playlists, podcasts } from '../db/schema';

// What search engines are told about the site: every public page a visitor can open, read from the tables that
// hold them (the catalog and public playlists). Private playlists never appear.

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * The site's public paths: home, the list pages, the browsing pages (genres, charts, indexes), a page for each genre
 * and mood, then every mixtape, artist, DJ, podcast and public playlist.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const db = await getDb();
  const [tapes, artistRows, djRows, podcastRows, playlistRows] = await Promise.all([
    db.select({ slug: mixtapes.slug, lastModified: mixtapes.releaseDate }).from(mixtapes).where(mixtapeAvailable).orderBy(asc(mixtapes.id)),
    db.select({ slug: artists.slug }).from(artists).orderBy(asc(artists.id)),
    db.select({ slug: djs.slug }).from(djs).orderBy(asc(djs.id)),
    db.select({ slug: podcasts.slug }).from(podcasts).orderBy(asc(podcasts.id)),
    db.select({ slug: playlists.slug, lastModified: playlists.createdAt }).from(playlists).where(eq(playlists.public, true)).orderBy(asc(playlists.id)),
  ]);
  const now = new Date();
  return [
    { path: '/' },
    ...LIST_LINKS.map((page) => ({ path: page.path })),
    ...BROWSE_LINKS.map((page) => ({ path: page.path })),
    ...[...GENRES, ...MOODS].map((g) => ({ path: genrePath(g.slug) })),
    // An unreleased tape's page exists already; its date is the future release, so it is left out.
    ...tapes.map((m) => ({ path: `/mixtape/${m.slug}`, lastModified: m.lastModified <= now ? m.lastModified : undefined })),
    ...artistRows.map((a) => ({ path: `/artist/${a.slug}` })),
    ...djRows.map((d) => ({ path: `/dj/${d.slug}` })),
    ...podcastRows.map((p) => ({ path: `/podcast/${p.slug}` })),
    ...playlistRows.map((p) => ({ path: `/playlist/${p.slug}`, lastModified: p.lastModified })),
  ];
}

/** The sitemap protocol's XML for these entries, with absolute URLs under APP_URL. */
export function sitemapXml(entries: readonly SitemapEntry[], base = config.appUrl): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeXml(base + path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every page, not the API, the development outbox, the console, the pop-out player or embeds. */
export function robotsTxt(base = config.appUrl): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dev/', 'Disallow: /admin', 'Disallow: /player/', 'Disallow: /embed/', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** Writes a text answer from getServerSideProps (sitemap.xml, robots.txt): kept an hour by browsers and crawlers. */
export function sendText(res: ServerResponse, type: string, body: string): void {
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(body);
}
