import path from 'node:path';
import { API_DIR, apiSegments, listApiFiles } from '@/server/openapi/api-tree';

export interface ApiRoute {
  pattern: RegExp;
  params: { name: string; catchAll: boolean }[];
  file: string;
  /** Static segments sort before dynamic ones, as Next matches them. */
  rank: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The route table of pages/api, built from the file tree the way Next builds it (server/openapi/api-tree.ts). */
export function apiRoutes(): ApiRoute[] {
  return listApiFiles()
    .map((file) => {
      const params: ApiRoute['params'] = [];
      let rank = 0;
      const source = apiSegments(file)
        .map((segment) => {
          if (segment.kind === 'catchAll') {
            params.push({ name: segment.name, catchAll: true });
            rank += 100;
            return '/(.+)';
          }
          if (segment.kind === 'dynamic') {
            params.push({ name: segment.name, catchAll: false });
            rank += 10;
            return '/([^/]+)';
          }
          return `/${escape(segment.name)}`;
        })
        .join('');
      return { pattern: new RegExp(`^/api${source}/?$`), params, file: path.join(API_DIR, file), rank };
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
