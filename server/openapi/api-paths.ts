// The URL of a route file under pages/api, read from its path the way Next reads it. No file system access:
// the OpenAPI document is built from these inside Next's bundle (the tree walk is in ./api-tree.ts).

export interface ApiSegment {
  kind: 'static' | 'dynamic' | 'catchAll';
  /** The text of a static segment, or the name of a param (`id` for `[id]`, `key` for `[...key]`). */
  name: string;
}

export const ROUTE_FILE = /\.tsx?$/;

/** The URL segments after /api of a route file: its folders and name, without the extension and a last `index`. */
export function apiSegments(file: string): ApiSegment[] {
  const parts = file.replace(ROUTE_FILE, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return parts.map((part) => {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part);
    if (catchAll) return { kind: 'catchAll', name: catchAll[1] };
    const dynamic = /^\[(\w+)\]$/.exec(part);
    if (dynamic) return { kind: 'dynamic', name: dynamic[1] };
    // Optional catch-alls ([[...x]]) and anything else in brackets are not used here: refuse rather than misread them.
    if (/[[\]]/.test(part)) throw new Error(`pages/api/${file}: the segment ${part} is not understood`);
    return { kind: 'static', name: part };
  });
}

/** The OpenAPI path of a route file: '/api/v3/mixtapes/{id}' for 'v3/mixtapes/[id]/index.ts'. */
export function openApiPath(file: string): string {
  return `/api${apiSegments(file)
    .map((s) => (s.kind === 'static' ? `/${s.name}` : `/{${s.name}}`))
    .join('')}`;
}

/**
 * Route files the OpenAPI document leaves out: the root catch-all (the API's JSON 404 for paths no route serves,
 * not a route of its own), the documentation routes themselves, and the development tools (which exist only for
 * whoever holds their key).
 */
export function isDocumentedRoute(file: string): boolean {
  return !/^\[\.\.\.\w+\]\.tsx?$/.test(file) && !file.startsWith('docs/') && !file.startsWith('dev/');
}
