import type { IncomingMessage, ServerResponse } from 'node:http';
import { takenDownMixtape } from '../catalog/takedowns';

// The production server asks here before handing a page request to Next (scripts/serve.mjs), so that what it answers
// for a page named by a slug is decided on the slug itself, once, before the take-down check and before Next's cache:
// - a slug written another way (`/mixtape/<slug>%20`, upper case) is sent on to its one URL with a 308, and one that
//   names no slug at all is a 404, so Next never renders nor keeps a second copy of a page under another URL;
// - the pages of a mixtape taken down under a copyright notice answer 451 with the notice's reference
//   (pages/unavailable.tsx), however long Next's cache would have kept them.

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The pages named by a slug: a mixtape's, its embed, an artist's, a DJ's, a podcast's, a playlist's, a genre's. */
const SLUG_PAGES = 'mixtape|embed|artist|dj|podcast|playlist|genre';
const PAGE = new RegExp(`^/(${SLUG_PAGES})/([^/?#]+)/?$`);
/** What a client-side navigation fetches instead of the page: its props as JSON. */
const PAGE_DATA = new RegExp(`^/_next/data/[^/]+/(${SLUG_PAGES})/([^/?#]+)\\.json$`);
/** The pages that show a mixtape, which a take-down withholds. */
const MIXTAPE_PAGES = new Set(['mixtape', 'embed']);

/** A slug as the catalog makes them (server/db/slug.ts) and the API takes them: lower-case ASCII words and dashes. */
const SLUG = /^[a-z0-9-]{1,200}$/;

/** Whether `text` is a slug as it is stored: the only form the pages render (and so cache) anything under. */
export const isCanonicalSlug = (text: string): boolean => SLUG.test(text);

/**
 * The slug a URL's path segment (as sent, percent-encoded) names: decoded, trimmed of white space and lower-cased.
 * Null when that is still no slug (a bad escape, a slash, a space or a letter outside a-z inside it).
 */
export function canonicalSlug(segment: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const slug = text.trim().toLowerCase();
  return isCanonicalSlug(slug) ? slug : null;
}

/** What the gate does with a page request: nothing (null: Next answers), or one of these. */
export type PageVerdict =
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; data: boolean }
  | { kind: 'withheld'; slug: string; reference: string; data: boolean };

/** The verdict on a request's URL (a path and query, as the gateway passes it on). */
export async function judgePage(url: string): Promise<PageVerdict | null> {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const page = PAGE.exec(path);
  const data = page ? null : PAGE_DATA.exec(path);
  const match = page ?? data;
  if (!match) return null;
  const [, kind, segment] = match;
  const slug = canonicalSlug(segment);
  if (slug === null) return { kind: 'not-found', data: !!data };
  if (slug !== segment) {
    // A client-side navigation's props under another URL would be a second copy of the page: it gets a 404, on which
    // Next loads the page itself, and that is sent on.
    if (data) return { kind: 'not-found', data: true };
    return { kind: 'redirect', location: `/${kind}/${slug}${query === -1 ? '' : url.slice(query)}` };
  }
  if (!MIXTAPE_PAGES.has(kind)) return null;
  const reference = await takenDownMixtape(slug);
  return reference ? { kind: 'withheld', slug, reference, data: !!data } : null;
}

/** How the pages the gate answers itself are rendered (Next's in production, stand-ins in the API tests). */
export interface PageRenderers {
  /** Every page request the gate lets through. */
  page: Listener;
  /** The 404 page. */
  notFound: Listener;
  /** The 451 page of the mixtape taken down with this slug. */
  unavailable: (req: IncomingMessage, res: ServerResponse, slug: string) => unknown;
}

const sendData = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));

/** The page requests' listener: the gate, then `render`. */
export function gatedPages(render: PageRenderers): Listener {
  return async (req, res) => {
    const verdict = await judgePage(req.url ?? '/');
    if (!verdict) return render.page(req, res);
    switch (verdict.kind) {
      case 'redirect':
        res.writeHead(308, { Location: verdict.location }).end();
        return;
      case 'not-found':
        if (verdict.data) return sendData(res, 404, { statusCode: 404, message: 'There is no such page.', error: 'Not Found' });
        return render.notFound(req, res);
      case 'withheld':
        // A client-side navigation's props fetch gets the status alone, and Next then loads the page in full.
        if (verdict.data) return sendData(res, 451, { reference: verdict.reference });
        return render.unavailable(req, res, verdict.slug);
    }
  };
}

/**
 * For the 451 page: the notice the mixtape with this slug is taken down under, or null once it is not. Read from the
 * database: the page runs in Next's copy of the server code, whose kept answers a lone process does not empty.
 */
export const withheldMixtape = (slug: string): Promise<string | null> => takenDownMixtape(slug, { fresh: true });
