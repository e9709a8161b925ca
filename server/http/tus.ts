import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server as TusServer } from '@tus/server';
import type { UploadStore } from '../adapters/upload-store';
import { config } from '../core/config';
import { importEsm } from '../core/import-esm';
import { httpErrorOf } from './errors';

// Resumable uploads by the tus 1.0 protocol (@tus/server): POST with Upload-Length and Upload-Metadata begins
// one (201 and its Location), PATCH with Upload-Offset appends, HEAD says where to resume. The route in front
// (server/routes/uploads.ts) has already checked the caller's Bearer token; this runs the protocol for that user
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

const caller = new AsyncLocalStorage<number>();

const currentUser = () => {
  const id = caller.getStore();
  if (id === undefined) throw new Error('A tus request ran outside uploadRequest()');
  return id;
};

/** A refusal as @tus/server takes one: a status and a body (the API's one error shape). */
function asTusError(error: unknown): unknown {
  const http = httpErrorOf(error);
  return http ? { status_code: http.statusCode, body: JSON.stringify(http.toBody()) } : error;
}

const json = (body: unknown) => ({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store', body: JSON.stringify(body) });

/** A handler for the tus endpoints at `path`, run for the user the route authenticated. */
export function tusEndpoint(path: string, store: () => Promise<UploadStore>, hooks: TusHooks) {
  let server: Promise<TusServer> | undefined;
  const open = async () => {
    // One after the other: both load @tus/utils, and Jest's module loader fails two loads of one module at once.
    const { datastore, prefix } = await store();
    // The store's ids are media keys (`uploads/<id>`); URLs and the studio use the id alone.
    const idOf = (key: string) => key.slice(prefix.length);
    const { Server } = await importEsm<typeof import('@tus/server')>('@tus/server');
    const guarded = <A extends unknown[], R>(run: (...args: A) => Promise<R>) => async (...args: A) => {
      try {
        return await run(...args);
      } catch (error) {
        throw asTusError(error);
      }
    };
    return new Server({
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
    });
  };
  return async function uploadRequest(req: IncomingMessage, res: ServerResponse, userId: number): Promise<void> {
    server ??= open().catch((error) => {
      server = undefined;
      throw error;
    });
    const tus = await server;
    await caller.run(userId, () => tus.handle(req, res));
  };
}
