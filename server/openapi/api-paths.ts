// The params of a route's URL pattern ('/api/v3/mixtapes/:id', '/api/v3/media/*key'), for the OpenAPI document.

export interface PathParam {
  name: string;
  /** A last `*name` segment: the rest of the path, one or more segments. */
  rest: boolean;
}

export function pathParams(pattern: string): PathParam[] {
  return [...pattern.matchAll(/\/([:*])(\w+)/g)].map(([, kind, name]) => ({ name, rest: kind === '*' }));
}

/** The OpenAPI path of a route's pattern: '/api/v3/mixtapes/{id}' for '/api/v3/mixtapes/:id'. */
export const openApiPath = (pattern: string) => pattern.replace(/\/[:*](\w+)/g, '/{$1}');
