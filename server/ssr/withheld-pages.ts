import { takenDownMixtape } from '../catalog/takedowns';

// The pages of a mixtape taken down under a copyright notice answer 451 with the notice's reference
// (pages/unavailable.tsx), however long Next's cache would have kept them: the production server asks here before
// handing a page request to Next (scripts/serve.mjs).

const PAGE = /^\/(?:mixtape|embed)\/([^/?#]+)\/?$/;
/** What a client-side navigation fetches instead of the page: its props as JSON. */
const PAGE_DATA = /^\/_next\/data\/[^/]+\/(?:mixtape|embed)\/([^/?#]+)\.json$/;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** The taken-down mixtape a page URL shows (`data`: its props, fetched by a client-side navigation), or null. */
export async function withheldPage(url: string): Promise<{ slug: string; reference: string; data: boolean } | null> {
  const path = url.split('?', 1)[0];
  const page = PAGE.exec(path);
  const data = page ? null : PAGE_DATA.exec(path);
  const slug = decode((page ?? data)?.[1] ?? '');
  if (!slug) return null;
  const reference = await takenDownMixtape(slug);
  return reference ? { slug, reference, data: !!data } : null;
}

/**
 * For the 451 page: the notice the mixtape with this slug is taken down under, or null once it is not. Read from the
 * database: the page runs in Next's copy of the server code, whose kept answers a lone process does not empty.
 */
export const withheldMixtape = (slug: string): Promise<string | null> => takenDownMixtape(slug, { fresh: true });
