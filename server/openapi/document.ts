import { z } from 'zod';
import {
  createDocument,
  type CreateDocumentOptions,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiMediaTypeObject,
  type ZodOpenApiParameters,
  type ZodOpenApiPathItemObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import pkg from '@/package.json';
import { loginResultSchema, meSchema, publicUserSchema } from '@/lib/contracts/auth';
import { mixtapeDetailSchema, mixtapeSchema, personRefSchema, trackSchema } from '@/lib/contracts/catalog';
import { apiErrorSchema, pageMetaSchema } from '@/lib/contracts/common';
import { playlistSchema } from '@/lib/contracts/playlists';
import { DEFAULT_BODY_LIMIT, MEDIA_TYPES } from '@/server/http/body';
import { multipartBodyLimit } from '@/server/http/multipart';
import { cacheControl, type AnyMethodSpec, type RouteTable } from '@/server/http/route';
import { openApiPath, pathParams } from './api-paths';

type OpenApiDocument = ReturnType<typeof createDocument>;
type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Tags by path prefix (whole segments), first match wins, listed in this order; a path under none is tagged by its first segment after the version. */
const TAGS: readonly { prefix: string; tag: string }[] = [
  { prefix: '/api/v3/auth', tag: 'auth' },
  { prefix: '/api/v3/users/playlists', tag: 'playlists' },
  { prefix: '/api/v3/users', tag: 'users' },
  { prefix: '/api/v3/home', tag: 'catalog' },
  { prefix: '/api/v3/mixtapes', tag: 'catalog' },
  { prefix: '/api/v3/config', tag: 'catalog' },
  { prefix: '/api/v3/playlists', tag: 'playlists' },
  { prefix: '/api/v3/tracks', tag: 'player' },
  { prefix: '/api/v3/media', tag: 'player' },
  { prefix: '/api/v3/radio', tag: 'player' },
  { prefix: '/api/v3/log', tag: 'logs' },
  { prefix: '/api/v2.0', tag: 'accounts v2.0' },
];

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'v3 log-in, two-factor codes, sessions and password recovery.',
  users: 'v3 accounts: your own (`/users/me`) and public profiles.',
  catalog: 'Mixtapes, lists, the home page and client configuration. Lists answer `{ data, meta }`.',
  playlists: "Members' playlists: public ones for everyone, private ones for their owner only. Create and change them with multipart/form-data (a cover image beside the fields).",
  player: 'Audio streams, media files and LMT Radio.',
  logs: 'Analytics events and client logs.',
  'accounts v2.0': 'Sign-up and username checks of API v2.0: form-encoded bodies, `X-Api-Key` on every call.',
  api: 'The entry point: where the API versions and this documentation are.',
};

const TAG_ORDER = [...new Set(TAGS.map((t) => t.tag))];
const tagRank = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);
const byTagOrder = (a: string, b: string) => tagRank(a) - tagRank(b) || a.localeCompare(b);

function tagOf(apiPath: string): string {
  const found = TAGS.find(({ prefix }) => apiPath === prefix || apiPath.startsWith(`${prefix}/`));
  if (found) return found.tag;
  const [, , version, first] = apiPath.split('/');
  return (/^v\d/.test(version ?? '') ? first : version) ?? 'api';
}

/** Contract schemas shown once under components.schemas and referenced wherever a route answers them. */
const COMPONENT_SCHEMAS = {
  ApiError: apiErrorSchema,
  PageMeta: pageMetaSchema,
  PersonRef: personRefSchema,
  Mixtape: mixtapeSchema,
  MixtapeDetail: mixtapeDetailSchema,
  Track: trackSchema,
  PublicUser: publicUserSchema,
  Me: meSchema,
  LoginResult: loginResultSchema,
  Playlist: playlistSchema,
};

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'API v3: `Authorization: Bearer <access_token>` from a log-in or `POST /api/v3/auth/refresh`.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'API v2.0: the fixed key naming the client, required on every v2.0 call (public, not a secret).',
  },
  authToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Auth-Token',
    description: 'API v2.0: the `api_token` of a log-in, where a v2.0 call needs the user.',
  },
} as const;

function security(spec: AnyMethodSpec, v2: boolean): Record<string, string[]>[] {
  if (v2) {
    if (!spec.auth) return [{ apiKey: [] }];
    const withUser = { apiKey: [], authToken: [] };
    return spec.auth === 'required' ? [withUser] : [withUser, { apiKey: [] }];
  }
  if (!spec.auth) return [];
  return spec.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}];
}

type HeaderSpec = Record<string, { description: string; schema: { type: 'string' | 'integer' } }>;

/** The answers of one method; HEAD's carry the same statuses and headers without bodies. */
function responses(spec: AnyMethodSpec, name: string, v2: boolean): ZodOpenApiResponsesObject {
  const bodies = name !== 'HEAD';
  const answer = (description: string, schema?: ZodOpenApiMediaTypeObject['schema'], headers?: HeaderSpec): ZodOpenApiResponseObject => ({
    description,
    ...(bodies && schema && { content: { 'application/json': { schema } } }),
    ...(headers && { headers }),
  });
  const error = (description: string, headers?: HeaderSpec) => answer(description, apiErrorSchema, headers);
  const control = cacheControl(spec);
  const cacheHeader: HeaderSpec | undefined = control
    ? { 'Cache-Control': { description: `\`${control}\``, schema: { type: 'string' } } }
    : undefined;
  const result: ZodOpenApiResponsesObject = spec.response
    ? { '200': answer('Success.', spec.response, cacheHeader) }
    : { '2XX': answer('Success. The body is not described in this document yet (no body: 204).', {}, cacheHeader) };
  result['400'] = error('The input is not valid: `message` says what to fix.');
  const unauthorized = [
    v2 && 'X-Api-Key is missing or wrong.',
    spec.auth === 'required' && 'Not logged in, or the session has expired.',
    spec.auth === 'optional' && 'A credential was sent but its session has expired (guests may call without one).',
  ].filter(Boolean);
  if (unauthorized.length) result['401'] = error(unauthorized.join(' '));
  if (STATE_CHANGING.has(name)) result['403'] = error('The call came from another site (its Origin is not this site).');
  result['404'] = error('Not found: no such resource.');
  result['405'] = error('The method is not served on this path.', {
    Allow: { description: 'The methods this path serves.', schema: { type: 'string' } },
  });
  if (spec.multipart) {
    result['413'] = error(`A file is larger than ${Math.round(spec.multipart.maxFileBytes / (1024 * 1024))} MB, or the body than ${Math.round((spec.maxBodyBytes ?? multipartBodyLimit(spec.multipart)) / 1024)} KB.`);
  } else if (spec.body) {
    result['413'] = error(`The body is larger than ${Math.round((spec.maxBodyBytes ?? DEFAULT_BODY_LIMIT) / 1024)} KB.`);
  }
  if (STATE_CHANGING.has(name)) result['415'] = error('The body is not in a media type this call takes.');
  result['429'] = error('Too many requests.', {
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  });
  result['500'] = error('Something went wrong on the server; `message` names a request id.');
  return result;
}

/** Splits the query schema (the router merges path params and the query string) by the params the pattern names. */
function requestParams(pattern: string, spec: AnyMethodSpec): ZodOpenApiParameters | undefined {
  const params = pathParams(pattern);
  const schema = spec.query;
  if (schema && !(schema instanceof z.ZodObject)) {
    if (params.length) throw new Error(`${pattern}: the query schema must be a z.object to tell path params apart`);
    return { query: schema as z.ZodObject };
  }
  const shape: Record<string, z.ZodType> = schema ? { ...(schema as z.ZodObject).shape } : {};
  const path: Record<string, z.ZodType> = {};
  for (const param of params) {
    path[param.name] =
      param.rest
        ? z.string().meta({ description: 'The rest of the path: one or more segments, `/` included.' })
        : (shape[param.name] ?? z.string());
    delete shape[param.name];
  }
  const result: ZodOpenApiParameters = {};
  if (params.length) result.path = z.object(path);
  if (Object.keys(shape).length) result.query = z.object(shape);
  return Object.keys(result).length ? result : undefined;
}

const words = (apiPath: string) =>
  apiPath
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w && w !== 'api')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** A multipart body's schema in the document: its text fields, and its files as binary strings. */
function withFiles(spec: AnyMethodSpec): z.ZodType | undefined {
  if (!spec.multipart || !(spec.body instanceof z.ZodObject)) return spec.body;
  const files = Object.fromEntries(
    spec.multipart.files.map((name) => [name, z.string().optional().meta({ format: 'binary', description: `A file, at most ${Math.round(spec.multipart!.maxFileBytes / (1024 * 1024))} MB.` })]),
  );
  return spec.body.extend(files);
}

function operation(pattern: string, name: string, spec: AnyMethodSpec, v2: boolean): ZodOpenApiOperationObject {
  const apiPath = openApiPath(pattern);
  const op: ZodOpenApiOperationObject = {
    operationId: `${name.toLowerCase()}${words(apiPath) || 'Api'}`,
    tags: [tagOf(apiPath)],
    ...(spec.summary && { summary: name === 'HEAD' ? `${spec.summary} (headers only)` : spec.summary }),
    security: security(spec, v2),
    responses: responses(spec, name, v2),
  };
  const params = requestParams(pattern, spec);
  if (params) op.requestParams = params;
  if (spec.body) {
    const formats = spec.multipart ? ['multipart' as const] : (spec.accepts ?? (v2 ? ['form'] : ['json']));
    op.requestBody = {
      // A missing body reads as undefined: it is optional only where the schema takes that.
      required: !spec.body.safeParse(undefined).success,
      content: Object.fromEntries(formats.map((format) => [MEDIA_TYPES[format], { schema: withFiles(spec) }])),
    };
  }
  return op;
}

/**
 * Answers are not parsed through their schemas, so a plain z.object in a response does not promise that no other
 * field comes (zod renders it closed in output): left open, request and response render the same component.
 */
const openObjects: NonNullable<CreateDocumentOptions['override']> = ({ jsonSchema, zodSchema, io }) => {
  const def = zodSchema._zod.def;
  if (io === 'output' && def.type === 'object' && !def.catchall && jsonSchema.additionalProperties === false) {
    delete jsonSchema.additionalProperties;
  }
};

const DESCRIPTION = [
  'The JSON API of the mixtape site, generated from the zod schemas the routes parse their input with.',
  '',
  'Every error answers `{ statusCode, message, error }` (`ApiError`); `message` is written to be shown to people.',
  'API v3 takes JSON bodies (uploads: multipart/form-data) and `Authorization: Bearer <access_token>`; API v2.0 takes form-encoded bodies, requires',
  '`X-Api-Key` on every call and reads the user from `X-Auth-Token`. State-changing calls sent by a browser must come',
  'from this site. `HEAD` is served wherever `GET` is.',
].join('\n');

/** The OpenAPI 3.1 document of these routes. */
function buildOpenApiDocument(routes: RouteTable): OpenApiDocument {
  const paths: Record<string, ZodOpenApiPathItemObject> = {};
  const tags = new Set<string>();
  for (const [pattern, handler] of Object.entries(routes)) {
    if (!handler?.spec) throw new Error(`${pattern}: not built with route()`);
    const v2 = !!handler.options?.v2;
    const item: ZodOpenApiPathItemObject = {};
    for (const name of METHODS) {
      const spec = handler.spec[name];
      if (!spec) continue;
      const op = operation(pattern, name, spec, v2);
      item[name.toLowerCase() as HttpMethod] = op;
      tags.add(op.tags![0]);
    }
    // route() answers HEAD with the GET spec wherever there is no HEAD of its own.
    if (handler.spec.GET && !handler.spec.HEAD) item.head = operation(pattern, 'HEAD', handler.spec.GET, v2);
    paths[openApiPath(pattern)] = item;
  }
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: { title: 'Mixtape site API', version: pkg.version, description: DESCRIPTION },
    tags: [...tags].sort(byTagOrder).map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] && { description: TAG_DESCRIPTIONS[name] }) })),
    paths,
    components: { schemas: COMPONENT_SCHEMAS, securitySchemes: SECURITY_SCHEMES },
  };
  return createDocument(document, { override: openObjects });
}

const built = new WeakMap<RouteTable, OpenApiDocument>();

/** The document of these routes, built on first use: a table cannot change while the process runs. */
export function openApiDocument(routes: RouteTable): OpenApiDocument {
  let document = built.get(routes);
  if (!document) built.set(routes, (document = buildOpenApiDocument(routes)));
  return document;
}
