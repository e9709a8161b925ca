import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { NUMERIC_STRING_MESSAGE } from '@/lib/contracts/common';
import { HttpError } from './errors';
import { assertApiKey, authenticate, type AuthMode, type AuthUser } from './auth';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext<Q, B, U = AuthUser | null> {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Q;
  body: B;
  /** The caller, resolved as the method's `auth` says; always null without `auth`. */
  user: U;
}

type UserFor<A> = A extends 'required' ? AuthUser : AuthUser | null;

export interface MethodSpec<Q = unknown, B = unknown, A extends AuthMode | undefined = AuthMode | undefined> {
  /** Parses path params and the query string together, as Next merges them into req.query. */
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Cache-Control for a successful answer. */
  cache?: string;
  /** 'required': 401 unless logged in, and `user` is set; 'optional': `user` may be null. Checked before input. */
  auth?: A;
  /** Returns the JSON body, or writes the response itself (streams) and returns nothing. */
  handler: (ctx: RouteContext<Q, B, UserFor<A>>) => unknown;
}

export interface RouteOptions {
  /** A v2.0 route: the X-Api-Key header is required, and `auth` reads X-Auth-Token instead of a Bearer token. */
  v2?: boolean;
}

// Each method keeps its own types; the map erases them (a handler typed for a logged-in user must still fit).
type AnyMethodSpec = Omit<MethodSpec, 'handler' | 'query' | 'body'> & {
  query?: z.ZodType<unknown>;
  body?: z.ZodType<unknown>;
  handler: (ctx: any) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
};
type RouteSpec = Partial<Record<Method, AnyMethodSpec>>;

/** A method spec with its query and body types inferred from its schemas. */
export function method<Q = undefined, B = undefined, A extends AuthMode | undefined = undefined>(
  spec: MethodSpec<Q, B, A>,
): MethodSpec<Q, B, A> {
  return spec;
}

function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const key = issue.path.join('.');
  // Our schemas word their own messages ("take must not be more than 100"); zod's defaults need the field named.
  if (!key || issue.message === NUMERIC_STRING_MESSAGE || issue.message.startsWith(key)) return issue.message;
  return `${key}: ${issue.message}`;
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, issueMessage(result.error));
  return result.data;
}

function sendError(res: NextApiResponse, error: unknown) {
  const httpError =
    error instanceof HttpError ? error : new HttpError(500, 'Something went wrong on our side. Please try again.');
  if (!(error instanceof HttpError)) console.error(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(httpError.headers)) res.setHeader(name, value);
  res.status(httpError.statusCode).json(httpError.toBody());
}

/**
 * Builds a Next API handler from a method map: unknown methods answer 405 with `Allow`,
 * input is parsed with zod (400 with a showable message), errors map to the one error shape.
 */
export function route(spec: RouteSpec, options: RouteOptions = {}) {
  const allow = Object.keys(spec).join(', ');
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    const methodSpec = spec[(req.method ?? 'GET') as Method];
    if (!methodSpec) {
      res.setHeader('Allow', allow);
      return sendError(res, new HttpError(405, `Method ${req.method} is not allowed here. Allowed: ${allow}`));
    }
    try {
      if (options.v2) assertApiKey(req);
      const user = methodSpec.auth ? await authenticate(req, methodSpec.auth, !!options.v2) : null;
      const query = parse(methodSpec.query, req.query);
      const body = parse(methodSpec.body, req.body);
      const result = await methodSpec.handler({ req, res, query, body, user });
      if (res.headersSent || res.writableEnded) return;
      if (methodSpec.cache) res.setHeader('Cache-Control', methodSpec.cache);
      if (result === undefined) res.status(204).end();
      else res.status(200).json(result);
    } catch (error) {
      sendError(res, error);
    }
  };
}
