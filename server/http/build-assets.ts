import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the build's own files are served from, and the extension of their brotli copies (scripts/build.mjs). */
const STATIC_PREFIX = '/_next/static/';
export const BROTLI_SUFFIX = '.br';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** Build files are named by their content: a browser or a CDN may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Compressed {
  body: Buffer;
  type: string;
}

/** True when Accept-Encoding names `br` without refusing it (`br;q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * The build's scripts and style sheets in their brotli copies, written beside them by the build and read into
 * memory once (about 1.7 MB): sent as they are to every browser that accepts brotli, 10–15% fewer bytes than
 * Next's own gzip and no compression per request. Anything else under /_next/static/, and a browser without brotli,
 * goes on to Next. Returns whether it answered.
 */
export function createBuildAssets(distDir = path.join(process.cwd(), '.next')): (req: IncomingMessage, res: ServerResponse) => boolean {
  const root = path.join(distDir, 'static');
  const files = new Map<string, Compressed>();
  if (fs.existsSync(root)) {
    for (const file of walk(root)) {
      if (!file.endsWith(BROTLI_SUFFIX)) continue;
      const original = file.slice(0, -BROTLI_SUFFIX.length);
      const type = TYPES[path.extname(original)];
      if (!type) continue;
      const url = STATIC_PREFIX + path.relative(root, original).split(path.sep).join('/');
      files.set(url, { body: fs.readFileSync(file), type });
    }
  }

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(STATIC_PREFIX)) return false;
    const query = req.url.indexOf('?');
    const asset = files.get(query === -1 ? req.url : req.url.slice(0, query));
    if (!asset) return false;
    // Cached by the way it was asked for: a cache in between keeps the brotli and the gzip copies apart.
    res.setHeader('Vary', 'Accept-Encoding');
    if (!acceptsBrotli(req.headers['accept-encoding'])) return false;
    res.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Encoding': 'br',
      'Content-Length': asset.body.length,
      'Cache-Control': IMMUTABLE,
    });
    res.end(req.method === 'HEAD' ? undefined : asset.body);
    return true;
  };
}
