import type { Worker } from 'node:cluster';
import type { PGlite, Transaction } from '@electric-sql/pglite';

// Embedded PGlite allows one process per data folder. With several web workers (scripts/serve.mjs), the primary
// process owns the database and the workers send it their statements over the cluster's IPC channel: each worker's
// drizzle talks to `pgliteOverIpc()`, which has the two methods drizzle's PGlite driver calls (query and
// transaction), and the primary runs them on its PGlite. A transaction holds PGlite's own lock from BEGIN to
// COMMIT, as it does in one process, so statements from other workers wait for it instead of landing inside it.

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number };
type RequestMessage = Request & { kind: 'db'; id: number };
type ReplyMessage = { kind: 'db'; id: number; result: unknown } | { kind: 'db'; id: number; error: SerializedError };
type SerializedError = Record<string, unknown> & { message: string };

/**
 * drizzle hands PGlite parsers that keep dates, times and intervals as the text Postgres sent (its own mapping
 * turns them into values): functions cannot cross IPC, so the primary applies the same ones.
 */
const keepText = (value: string) => value;
// Type oids: timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
const RAW_PARSERS = Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]));

const isDbMessage = (message: unknown): message is { kind: 'db' } => typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'db';

/** An error as plain fields (message, code, constraint, detail, ...), so the worker can rebuild one that reads the same. */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

interface OpenTransaction {
  tx: Transaction;
  worker: number;
  finish: (commit: boolean) => void;
  done: Promise<void>;
}

/** In the primary: runs the workers' statements on `client`, and rolls back what a worker that died left open. */
export function servePgliteToWorkers(client: PGlite, workers: { on: (event: 'message', listener: (worker: Worker, message: unknown) => void) => unknown }) {
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;

  const begin = (worker: number) =>
    new Promise<number>((started, failed) => {
      const id = nextTx++;
      let finish: (commit: boolean) => void = () => {};
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const done = client
        .transaction(async (tx) => {
          open.set(id, { tx, worker, finish, done });
          started(id);
          // Throwing is how PGlite's transaction() rolls back.
          if (!(await decided)) throw ROLLED_BACK;
        })
        .catch((error) => {
          if (error !== ROLLED_BACK) throw error;
        })
        .finally(() => open.delete(id));
      done.catch(failed); // a BEGIN that failed never started
    });

  async function end(id: number, commit: boolean): Promise<void> {
    const entry = open.get(id);
    if (!entry) throw new Error(`Transaction ${id} is not open`);
    entry.finish(commit);
    await entry.done;
  }

  async function run(worker: number, message: RequestMessage): Promise<unknown> {
    switch (message.op) {
      case 'query': {
        const options = { rowMode: message.rowMode, parsers: RAW_PARSERS };
        if (message.tx === undefined) return client.query(message.sql, message.params, options);
        const entry = open.get(message.tx);
        if (!entry) throw new Error(`Transaction ${message.tx} is not open`);
        return entry.tx.query(message.sql, message.params, options);
      }
      case 'begin':
        return begin(worker);
      case 'commit':
      case 'rollback':
        return end(message.tx, message.op === 'commit');
    }
  }

  workers.on('message', (worker, message) => {
    if (!isDbMessage(message)) return;
    const request = message as RequestMessage;
    // A worker that exits while its statement runs never reads the answer: the callback takes the send error
    // (EPIPE) that would otherwise be thrown at the primary.
    const reply = (message: ReplyMessage) => worker.isConnected() && worker.send(message, undefined, () => {});
    run(worker.id, request).then(
      (result) => reply({ kind: 'db', id: request.id, result }),
      (error) => reply({ kind: 'db', id: request.id, error: serializeError(error) }),
    );
  });

  /** A worker is gone: whatever it left open is rolled back, so PGlite's lock is free again. */
  return function workerGone(worker: number): void {
    for (const entry of open.values()) if (entry.worker === worker) entry.finish(false);
  };
}

const ROLLED_BACK = Symbol('rolled back');

/** The part of PGlite that drizzle's PGlite driver uses, answered by the primary over IPC (in a cluster worker). */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<unknown>;
  transaction<T>(callback: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T>;
}

/** In a worker: a PGlite stand-in whose statements run in the primary. */
export function pgliteOverIpc(): PgliteLike {
  const send = process.send?.bind(process);
  if (!send) throw new Error('pgliteOverIpc needs an IPC channel to the primary (a cluster worker)');
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  process.on('message', (message: unknown) => {
    if (!isDbMessage(message)) return;
    const reply = message as ReplyMessage;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if ('error' in reply) call.reject(Object.assign(new Error(reply.error.message), reply.error));
    else call.resolve(reply.result);
  });
  const request = <T>(message: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      send({ kind: 'db', id, ...message });
    });
  const query = (tx?: number) => (sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}) =>
    request({ op: 'query', sql, params, rowMode: options.rowMode, tx });
  return {
    query: query(),
    async transaction(callback) {
      const tx = await request<number>({ op: 'begin' });
      let result;
      try {
        result = await callback({ query: query(tx) });
      } catch (error) {
        await request({ op: 'rollback', tx });
        throw error;
      }
      await request({ op: 'commit', tx });
      return result;
    },
  };
}
