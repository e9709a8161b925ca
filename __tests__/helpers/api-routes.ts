import fs from 'node:fs';
import path from 'node:path';

export interface ApiRoute {
  pattern: RegExp;
  params: { name: string; catchAll: boolean }[];
  file: string;
  /** Static segments sort before dynamic ones, as Next matches them. */
  rank: number;
}

const API_DIR = path.join(process.cwd(), 'pages/api');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The route table of pages/api, built from the file tree the way Next builds it. */
export function apiRoutes(): ApiRoute[] {
  return walk(API_DIR)
    .map((file) => {
      const segments = path
        .relative(API_DIR, file)
        .replace(/\.tsx?$/, '')
        .split(path.sep)
        .filter((segment, i, all) => !(segment === 'index' && i === all.length - 1));
      const params: ApiRoute['params'] = [];
      let rank = 0;
      const source = segments
        .map((segment) => {
          const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
          const dynamic = /^\[(\w+)\]$/.exec(segment);
          if (catchAll) {
            params.push({ name: catchAll[1], catchAll: true });
            rank += 100;
            return '/(.+)';
          }
          if (dynamic) {
            params.push({ name: dynamic[1], catchAll: false });
            rank += 10;
            return '/([^/]+)';
          }
          return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        })
        .join('');
      return { pattern: new RegExp(`^/api${source}/?$`), params, file, rank };
    })
    .sort((a, b) => a.rank - b.rank);
}

export function matchRoute(routes: ApiRoute[], pathname: string) {
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | string[]> = {};
    route.params.forEach((param, i) => {
      const value = decodeURIComponent(match[i + 1]);
      params[param.name] = param.catchAll ? match[i + 1].split('/').map(decodeURIComponent) : value;
    });
    return { route, params };
  }
  return null;
}
