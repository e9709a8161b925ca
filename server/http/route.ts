import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { NUMERIC_STRING_MESSAGE } from '@/lib/contracts/common';
import type { LruCache } from '../core/lru-cache';
import type { AuthUser } from '../auth/sessions';
import { WithCookies } from '../core/cookies';
import { settings } from '../core/config';
import { AppError } from '../core/errors';
import type { Requester } from '../core/requester';
import { assertApiKey, authenticate, type AuthMode } from './auth';
import { setCookies } from './cookies';
import { DEFAULT_BODY_LIMIT, assertBodyFormat, readBody, type BodyFormat } from './body';
import { HttpError, httpErrorOf, logServerError } from './errors';
import { assertSafeInput } from '../core/input';
import type { UploadedFile } from '../core/files';
import { multipartBodyLimit, readMultipart, type MultipartSpec } from './multipart';
import { assertSameOrigin } from './origin';
import { requestContext } from './request-context';
import { requesterOf } from './requester';
import { jsonReply, sendEmpty, sendJson, sendReply, type Reply } from './respond';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext<Q, B, U = AuthUser | null> {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Q;
  body: B;
  /** The caller, resolved as the method's `auth` says; always null without `auth`. */
  user: U;
  /** Who is asking, in plain values for the domains (IP, User-Agent, Host). */
  requester: Requester;
  /** The files of a multipart body, by field name (empty for other methods and when none was sent). */
  files: Record<string, UploadedFile>;
}

type UserFor<A> = A extends 'required' ? AuthUser : AuthUser | null;

export interface MethodSpec<Q = unknown, B = unknown, A extends AuthMode | undefined = AuthMode | undefined> {
  /** Parses path params and the query string together, as Next merges them into req.query. */
  query?: z.ZodType<Q>;
  /** Parses the body; without it the route takes no body. */
  body?: z.ZodType<B>;
  /**
   * Body formats taken: JSON on v3 and form encoding on v2.0 unless a route says otherwise. `multipart` only on a
   * method without `body`, whose body is not read (`multipart` below reads one).
   */
  accepts?: readonly BodyFormat[];
  /**
   * Takes multipart/form-data (file uploads) instead: the text fields are parsed by `body`, the named files come
   * to the handler as buffers in `files`, each at most `maxFileBytes` (413). Only with `auth: 'required'`: a foreign
   * page may post a multipart form without asking, but cannot add the Bearer token. The body's cap defaults to
   * every file at its largest plus 64 KB of fields.
   */
  multipart?: MultipartSpec;
  /** Largest body taken, in bytes (DEFAULT_BODY_LIMIT). */
  maxBodyBytes?: number;
  /** The handler checks the text of the body itself, item by item (a batch where one bad item must not sink the rest). */
  checksOwnText?: boolean;
  /** What a successful answer holds, for the API's OpenAPI document. */
  response?: z.ZodType;
  /** The status of a successful JSON answer: 201 for a create; 200 unless set. */
  status?: 200 | 201;
  /** Cache-Control of a successful answer, or a shared cache that also keeps it; every other answer is `no-store`. */
  cache?: string | SharedCache;
  /** 'required': 401 unless logged in, and `user` is set; 'optional': `user` may be null. Checked before input. */
  auth?: A;
  /** One line for the API's documentation. */
  summary?: string;
  /**
   * Returns the JSON body (with cookies to set: core/cookies.ts's WithCookies), or writes the response itself
   * (streams) and returns nothing.
   */
  handler: (ctx: RouteContext<Q, B, UserFor<A>>) => unknown;
}

/**
 * A public read whose answer depends on nothing but its path and parsed query: one serialized answer, with its
 * ETag, serves every caller until the cache lets it go. Its handler must not use the request, the response or a
 * user (route() refuses `auth` with it).
 */
export interface SharedCache {
  /** Cache-Control of the answer. */
  control: string;
  /** Cache-Control chosen by the parsed query, in place of `control`: an answer that can no longer change (a closed week's chart) may be kept longer. */
  controlFor?(query: unknown): string;
  replies: LruCache<string, Reply>;
}

/** The Cache-Control a method declares for its successful answers. */
export const cacheControl = (spec: Pick<AnyMethodSpec, 'cache'>): string | undefined =>
  typeof spec.cache === 'object' ? spec.cache.control : spec.cache;

export interface RouteOptions {
  /** A v2.0 route: the X-Api-Key header is required, and `auth` reads X-Auth-Token instead of a Bearer token. */
  v2?: boolean;
  /**
   * Whether the route exists for this request (a development tool, for whoever holds its key). When it says no,
   * the answer is the 404 of a path no route serves, before anything else is looked at: method, auth or input.
   */
  exists?: (req: NextApiRequest) => boolean;
}

// Each method keeps its own types; the map erases them (a handler typed for a logged-in user must still fit).
export type AnyMethodSpec = Omit<MethodSpec, 'handler' | 'query' | 'body'> & {
  query?: z.ZodType<unknown>;
  body?: z.ZodType<unknown>;
  handler: (ctx: any) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
};
export type RouteSpec = Partial<Record<Method, AnyMethodSpec>>;

/** A Next API handler built by route(), carrying its spec so the OpenAPI document is made from the same schemas. */
export type RouteHandler = ((req: NextApiRequest, res: NextApiResponse) => Promise<void>) & {
  spec: RouteSpec;
  options: RouteOptions;
};

/**
 * Routes by URL pattern ('/api/v3/mixtapes/:id'; a last `*name` segment takes the rest of the path): the API's
 * endpoints are such tables (server/routes), which the router (api-router.ts) and the OpenAPI document both read.
 */
export type RouteTable = Record<string, RouteHandler>;

/** A method spec with its query and body types inferred from its schemas. */
export function method<Q = undefined, B = undefined, A extends AuthMode | undefined = undefined>(
  spec: MethodSpec<Q, B, A>,
): MethodSpec<Q, B, A> {
  return spec;
}

function issueMessage(issue: z.core.$ZodIssue): string {
  const key = issue.path.join('.');
  // Our schemas word their own messages ("take must not be more than 100"); zod's defaults need the field named.
  if (!key || issue.message === NUMERIC_STRING_MESSAGE || issue.message.startsWith(key)) return issue.message;
  return `${key}: ${issue.message}`;
}

/** A request that failed its schema: the first issue as the message, and one message for every wrong field. */
function validationError(error: z.ZodError): HttpError {
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    // The field is named beside it, so its message stands as the schema words it.
    if (field && !errors.has(field)) errors.set(field, issue.message);
  }
  const fields = [...errors].map(([field, message]) => ({ field, message }));
  return new HttpError(400, issueMessage(error.issues[0]), {}, fields.length ? fields : undefined);
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function sendError(req: NextApiRequest, res: NextApiResponse, error: unknown) {
  const requestId = requestContext(req).id;
  let httpError = httpErrorOf(error);
  if (!httpError) {
    logServerError(error, req, requestId);
    httpError = new HttpError(500, `Something went wrong on our side. Please try again (request ${requestId}).`);
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(httpError.headers)) res.setHeader(name, value);
  if (error instanceof AppError && error.details.cookies) setCookies(req, res, error.details.cookies);
  res.setHeader('Cache-Control', 'no-store');
  // The gateway has sent X-Request-Id already; under `next dev` (no gateway) it goes out here.
  if (!res.hasHeader('X-Request-Id')) res.setHeader('X-Request-Id', requestId);
  sendJson(req, res, httpError.statusCode, { ...httpError.toBody(), requestId });
}

/**
 * With CHECK_API_REPLIES=1 (the API tests set it), an answer that does not match the method's declared `response`
 * schema fails the request: the site parses every reply with the same schemas, so the two sides cannot drift.
 */
function assertReply(req: NextApiRequest, spec: AnyMethodSpec, result: unknown): void {
  if (!settings().CHECK_API_REPLIES || !spec.response || result === undefined) return;
  const parsed = spec.response.safeParse(result);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${req.method} ${(req.url ?? '').split('?')[0]} answered off its contract at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
}

/** The JSON 404 of a path no route serves. */
export const routeNotFound = (req: NextApiRequest) =>
  new HttpError(404, `There is no ${req.method} ${(req.url ?? '').split('?')[0]} in this API.`);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const NO_FILES: Record<string, UploadedFile> = Object.freeze({}) as Record<string, UploadedFile>;

async function readInput(req: NextApiRequest, spec: AnyMethodSpec, options: RouteOptions) {
  const query = req.query;
  assertSafeInput(query);
  if (!STATE_CHANGING.has(req.method!)) return { query, body: undefined, files: NO_FILES };
  assertSameOrigin(req);
  if (spec.multipart) {
    if (!assertBodyFormat(req, ['multipart'])) return { query, body: undefined, files: NO_FILES };
    const { fields, files } = await readMultipart(req, spec.multipart, spec.maxBodyBytes ?? multipartBodyLimit(spec.multipart));
    assertSafeInput(fields);
    return { query, body: fields, files };
  }
  const formats = spec.accepts ?? (options.v2 ? ['form'] : ['json']);
  if (!spec.body) {
    // Nothing is read, but the rule on what may be sent holds for every state-changing call.
    assertBodyFormat(req, formats);
    return { query, body: undefined, files: NO_FILES };
  }
  const body = await readBody(req, formats as readonly Exclude<BodyFormat, 'multipart'>[], spec.maxBodyBytes ?? DEFAULT_BODY_LIMIT);
  if (!spec.checksOwnText) assertSafeInput(body);
  return { query, body, files: NO_FILES };
}

/** Answers from the shared cache, keyed by path and parsed query (so parameter order and unknown parameters do not split it). */
async function sendShared(req: NextApiRequest, res: NextApiResponse, spec: AnyMethodSpec, cache: SharedCache, query: unknown) {
  const key = `${(req.url ?? '').split('?')[0]}?${JSON.stringify(query)}`;
  const reply = await cache.replies.get(key, async () => {
    const result = await spec.handler({ req, res, query, body: undefined, user: null, requester: requesterOf(req), files: NO_FILES });
    if (result === undefined) throw new Error(`${req.method} ${key}: a shared cache keeps JSON answers only`);
    assertReply(req, spec, result);
    return jsonReply(result);
  });
  res.setHeader('Cache-Control', cache.controlFor?.(query) ?? cache.control);
  sendReply(req, res, 200, reply);
}

/**
 * Builds a Next API handler from a method map: unknown methods answer 405 with `Allow` (HEAD is served by GET),
 * state-changing calls must come from this site and send a body in a format the route takes, input is parsed
 * with zod (400 with a showable message), and every error maps to the one error shape.
 */
export function route(spec: RouteSpec, options: RouteOptions = {}): RouteHandler {
  for (const methodSpec of Object.values(spec)) {
    if (typeof methodSpec.cache === 'object' && methodSpec.auth) throw new Error('A shared cache cannot keep answers that depend on the caller.');
    if (methodSpec.multipart && methodSpec.auth !== 'required') throw new Error('A multipart method must require a logged-in caller (see MethodSpec.multipart).');
    if (methodSpec.body && methodSpec.accepts?.includes('multipart')) throw new Error('A multipart body is read by MethodSpec.multipart, not accepts.');
  }
  const methods = Object.keys(spec).flatMap((m) => (m === 'GET' && !spec.HEAD ? ['GET', 'HEAD'] : [m]));
  const allow = methods.join(', ');
  const handler = async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (options.exists && !options.exists(req)) return sendError(req, res, routeNotFound(req));
    const name = (req.method ?? 'GET') as Method;
    const methodSpec = spec[name] ?? (name === 'HEAD' ? spec.GET : undefined);
    if (!methodSpec) {
      res.setHeader('Allow', allow);
      return sendError(req, res, new HttpError(405, `Method ${req.method} is not allowed here. Allowed: ${allow}`));
    }
    try {
      if (options.v2) assertApiKey(req);
      const user = methodSpec.auth ? await authenticate(req, methodSpec.auth, !!options.v2) : null;
      if (user) requestContext(req).userId = user.id;
      const input = await readInput(req, methodSpec, options);
      const query = parse(methodSpec.query, input.query);
      const body = parse(methodSpec.body, input.body);
      if (typeof methodSpec.cache === 'object') return await sendShared(req, res, methodSpec, methodSpec.cache, query);
      let result = await methodSpec.handler({ req, res, query, body, user, requester: requesterOf(req), files: input.files });
      if (res.headersSent || res.writableEnded) return;
      if (result instanceof WithCookies) {
        setCookies(req, res, result.cookies);
        result = result.body;
      }
      assertReply(req, methodSpec, result);
      res.setHeader('Cache-Control', methodSpec.cache ?? 'no-store');
      if (result === undefined) sendEmpty(res, 204);
      else sendJson(req, res, methodSpec.status ?? 200, result);
    } catch (error) {
      sendError(req, res, error);
    }
  };
  return Object.assign(handler, { spec, options });
}
