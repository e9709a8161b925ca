import path from 'node:path';
import { API_DIR, apiSegments, listApiFiles } from '@/server/openapi/api-tree';

export interface ApiRoute {
  pattern: RegExp;
  params: { name: string; catchAll: boolean }[];
  file: string;
  /** Per segment 0 static, 1 dynamic, 2 catch-all: compared segment by segment, as Next picks a route. */
  rank: number[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The route table of pages/api, built from the file tree the way Next builds it (server/openapi/api-tree.ts). */
export function apiRoutes(): ApiRoute[] {
  return listApiFiles()
    .map((file) => {
      const params: ApiRoute['params'] = [];
      const rank: number[] = [];
      const source = apiSegments(file)
        .map((segment) => {
          if (segment.kind === 'catchAll') {
            params.push({ name: segment.name, catchAll: true });
            rank.push(2);
            return '/(.+)';
          }
          if (segment.kind === 'dynamic') {
            params.push({ name: segment.name, catchAll: false });
            rank.push(1);
            return '/([^/]+)';
          }
          rank.push(0);
          return `/${escape(segment.name)}`;
        })
        .join('');
      return { pattern: new RegExp(`^/api${source}/?$`), params, file: path.join(API_DIR, file), rank };
    })
    .sort((a, b) => compareRanks(a.rank, b.rank));
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
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
