import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Server as TusServer } from '@tus/server';
import type { ApiError } from '@/lib/contracts/common';
import { formatBytes } from '@/lib/format';
import type { UploadStore } from '../adapters/upload-store';
import { config } from '../core/config';
import { importEsm } from '../core/import-esm';
import { HttpError, httpErrorOf, logServerError } from './errors';
import { requestContext } from './request-context';

// Resumable uploads by the tus 1.0 protocol (@tus/server): POST with Upload-Length and Upload-Metadata begins
// one (201 and its Location), PATCH with Upload-Offset appends, HEAD says where to resume. The route in front
// (server/routes/studio.ts) has already checked the caller's Bearer token; this runs the protocol for that user
// over the upload store (server/adapters/upload-store.ts), calling the studio's hooks as uploads begin and end.

export interface TusHooks {
  /** The largest upload taken, in bytes. */
  maxBytes: () => number;
  /** An upload begins (throws to refuse it: quota, role). */
  begin: (userId: number, upload: { id: string; size: number; filename: string; filetype: string; mediaKey: string }) => Promise<void>;
  /** Throws unless `userId` began upload `id` (every request but the first names one). */
  assertOwner: (userId: number, id: string) => Promise<void>;
  /** Before its bytes are deleted (tus termination): forgets the upload, or throws to keep it (in use). */
  remove: (userId: number, id: string) => Promise<void>;
  /** The last byte arrived: what the file turned out to be, as the JSON answer of that last PATCH. */
  finish: (userId: number, id: string) => Promise<{ refused: string | null; body: unknown }>;
}

/** The request a tus call runs for: its user (the route authenticated them) and the Node request, for its id and the log. */
const caller = new AsyncLocalStorage<{ userId: number; req: IncomingMessage; headers?: Record<string, string> }>();

const currentCall = () => {
  const call = caller.getStore();
  if (!call) throw new Error('A tus request ran outside uploadRequest()');
  return call;
};
const currentUser = () => currentCall().userId;

/**
 * A refusal as @tus/server takes one: a status and a body (the API's one error shape). Its headers (a limit's
 * Retry-After) wait in the call for the answer to carry them.
 */
function asTusError(error: unknown): unknown {
  const http = httpErrorOf(error);
  if (!http) return error;
  const call = caller.getStore();
  if (call) call.headers = http.headers;
  return { status_code: http.statusCode, body: JSON.stringify(http.toBody()) };
}

const json = (body: unknown) => ({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store', body: JSON.stringify(body) });

type TusErrors = typeof import('@tus/utils').ERRORS;

/**
 * What each refusal of @tus/server (its own text, `ERRORS` of @tus/utils) says to people, in the API's words; the
 * status stays tus's, which its clients act on (409: ask where the upload stands, and resume).
 */
function refusalMessages(errors: TusErrors, maxBytes: () => number): Map<string, () => string> {
  const messages: [keyof TusErrors, () => string][] = [
    ['MISSING_OFFSET', () => 'Say where this part of the upload starts (Upload-Offset).'],
    ['INVALID_CONTENT_TYPE', () => "Send the upload's bytes as application/offset+octet-stream."],
    ['FILE_NOT_FOUND', () => 'There is no such upload.'],
    ['INVALID_OFFSET', () => 'This part does not start where the upload stands: ask where it stands, and resume from there.'],
    ['FILE_NO_LONGER_EXISTS', () => 'This upload no longer exists: start it again.'],
    ['ERR_SIZE_EXCEEDED', () => 'This part goes past the length the upload declared.'],
    ['ERR_MAX_SIZE_EXCEEDED', () => `This file is larger than the studio takes (${formatBytes(maxBytes())} at most).`],
    ['INVALID_LENGTH', () => 'Say how long the upload is (Upload-Length).'],
    ['INVALID_METADATA', () => "The upload's details (Upload-Metadata) are not valid."],
    ['ABORTED', () => 'Another request is busy with this upload: try again in a moment.'],
    ['INVALID_TERMINATION', () => 'This upload is complete: it can no longer be abandoned.'],
    ['UNSUPPORTED_CONCATENATION_EXTENSION', () => 'Uploads come in one piece here, in order: parallel parts are not supported.'],
    ['UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION', () => 'Say how long the upload is when it begins: a length given later is not supported.'],
    ['UNSUPPORTED_EXPIRATION_EXTENSION', () => 'Uploads here do not expire on their own.'],
  ];
  return new Map(messages.map(([name, message]) => [errors[name].body, message]));
}

/**
 * The API's error body for a refusal @tus/server answered as text (412 without Tus-Resumable, 400 for headers it
 * cannot read, 404, 409, 413, 501 ...), or for one of our hooks, which it passes on as the body asTusError made.
 */
function refusalOf(status: number, body: string, messages: Map<string, () => string>): ApiError {
  try {
    const ours = JSON.parse(body) as Partial<ApiError>;
    if (ours.statusCode === status && typeof ours.message === 'string') return ours as ApiError;
  } catch {
    // tus's own text: below.
  }
  const known = messages.get(body);
  const invalid = /^Invalid (.+)\n$/.exec(body);
  let message: string;
  if (known && (status < 500 || status === 501)) message = known();
  else if (status === 412) message = 'Uploads use the tus protocol: send Tus-Resumable: 1.0.0 with each request.';
  else if (status === 400 && invalid) message = `These upload headers are not valid: ${invalid[1].split(' ').join(', ')}.`;
  else if (status === 404) message = 'There is no such upload.';
  else if (status >= 500) message = `Something went wrong on our side. Please try again (request ${requestContext(currentCall().req).id}).`;
  else message = `The upload was refused (${STATUS_CODES[status] ?? status}).`;
  return new HttpError(status, message).toBody();
}

/** A handler for the tus endpoints at `path`, run for the user the route authenticated. */
export function tusEndpoint(path: string, store: () => Promise<UploadStore>, hooks: TusHooks) {
  let server: Promise<TusServer> | undefined;
  const open = async () => {
    // One after the other: both load @tus/utils, and Jest's module loader fails two loads of one module at once.
    const { datastore, prefix } = await store();
    // The store's ids are media keys (`uploads/<id>`); URLs and the studio use the id alone.
    const idOf = (key: string) => key.slice(prefix.length);
    const { Server } = await importEsm<typeof import('@tus/server')>('@tus/server');
    const { ERRORS } = await importEsm<typeof import('@tus/utils')>('@tus/utils');
    const messages = refusalMessages(ERRORS, hooks.maxBytes);
    const guarded = <A extends unknown[], R>(run: (...args: A) => Promise<R>) => async (...args: A) => {
      try {
        return await run(...args);
      } catch (error) {
        throw asTusError(error);
      }
    };
    const server = new Server({
      path,
      datastore,
      maxSize: () => hooks.maxBytes(),
      relativeLocation: true,
      respectForwardedHeaders: config.trustProxy,
      namingFunction: () => prefix + randomBytes(16).toString('hex'),
      generateUrl: (_req, { path: base, id }) => `${base}/${idOf(id)}`,
      getFileIdFromRequest: (_req, last) => (last && /^[0-9a-f]{32}$/.test(last) ? prefix + last : undefined),
      onIncomingRequest: guarded(async (req, key) => {
        // The first POST names no upload yet; every later request must be the caller's own.
        if (req.method !== 'POST') await hooks.assertOwner(currentUser(), idOf(key));
        if (req.method === 'DELETE') await hooks.remove(currentUser(), idOf(key));
      }),
      onUploadCreate: guarded(async (_req, upload) => {
        const meta = upload.metadata ?? {};
        await hooks.begin(currentUser(), { id: idOf(upload.id), size: upload.size ?? 0, filename: meta.filename ?? meta.name ?? 'upload', filetype: meta.filetype ?? meta.type ?? '', mediaKey: upload.id });
        return {};
      }),
      onUploadFinish: guarded(async (_req, upload) => {
        const { refused, body } = await hooks.finish(currentUser(), idOf(upload.id));
        const { body: text, ...headers } = json(refused ? { statusCode: 422, message: refused, error: 'Unprocessable Entity', upload: body } : body);
        return { status_code: refused ? 422 : 200, headers, body: text };
      }),
      // What failed on our side is logged as every 500 of the API is; tus answers it (below, as JSON).
      onResponseError: (_req, error) => {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status >= 500 && status !== 501) {
          const { req } = currentCall();
          logServerError(error instanceof Error ? error : new Error(`tus ${status}: ${error.body.trim()}`), req, requestContext(req).id);
        }
        return undefined;
      },
    });
    // Every answer of tus goes out through write(): a refusal leaves as the API's JSON error, with the same status and
    // tus's headers (Tus-Resumable and the rest), so the site can show its message and tus clients work on as before.
    const write = server.write.bind(server);
    server.write = (context, headers, status, body = '') => {
      if (status < 400) return write(context, headers, status, body);
      for (const [name, value] of Object.entries(currentCall().headers ?? {})) headers.set(name, value);
      headers.set('Content-Type', 'application/json; charset=utf-8');
      headers.set('Cache-Control', 'no-store');
      return write(context, headers, status, JSON.stringify({ ...refusalOf(status, body, messages), requestId: requestContext(currentCall().req).id }));
    };
    return server;
  };
  return async function uploadRequest(req: IncomingMessage, res: ServerResponse, userId: number): Promise<void> {
    server ??= open().catch((error) => {
      server = undefined;
      throw error;
    });
    const tus = await server;
    await caller.run({ userId, req }, () => tus.handle(req, res));
  };
}
