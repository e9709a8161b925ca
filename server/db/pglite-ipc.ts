import type { Worker } from 'node:cluster';

// Embedded PGlite allows one instance per data folder, and it runs each statement synchronously on the thread
// that owns it. So the process that owns the database runs PGlite on a thread of its own (pglite-thread.ts) and
// sends it its statements; with several web workers (scripts/serve.mjs) the primary owns it and the workers send
// theirs to the primary, which passes them on. Every sender talks to a `pgliteOver(link)`, which has the two
// methods drizzle's PGlite driver calls (query and transaction); the owner answers them with `createPgliteServer`.
// A transaction holds PGlite's own lock from BEGIN to COMMIT, as it does in one process, so statements from
// other senders wait for it instead of landing inside it.

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'exec'; sql: string }
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
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

interface OpenTransaction {
  tx: Pick<PgliteLike, 'query'>;
  peer: number;
  finish: (commit: boolean) => void;
  done: Promise<void>;
}

/** The side that owns PGlite: answers the request messages of its peers, and rolls back what a peer left open. */
export interface PgliteServer {
  /** Runs `message` (other messages are ignored) from `peer`, answering through `reply`. */
  handle(peer: number, message: unknown, reply: (message: ReplyMessage) => void): void;
  /** A peer is gone: whatever it left open is rolled back, so PGlite's lock is free again. */
  peerGone(peer: number): void;
}

/** Serves the statements of peers on `client`: the PGlite itself, or a `pgliteOver` link to the thread owning it. */
export function createPgliteServer(client: PgliteLike): PgliteServer {
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;

  const begin = (peer: number) =>
    new Promise<number>((started, failed) => {
      const id = nextTx++;
      let finish: (commit: boolean) => void = () => {};
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const done = client
        .transaction(async (tx) => {
          open.set(id, { tx, peer, finish, done });
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

  async function run(peer: number, message: RequestMessage): Promise<unknown> {
    switch (message.op) {
      case 'query': {
        const options = { rowMode: message.rowMode, parsers: RAW_PARSERS };
        if (message.tx === undefined) return client.query(message.sql, message.params, options);
        const entry = open.get(message.tx);
        if (!entry) throw new Error(`Transaction ${message.tx} is not open`);
        return entry.tx.query(message.sql, message.params, options);
      }
      case 'exec':
        return client.exec(message.sql);
      case 'begin':
        return begin(peer);
      case 'commit':
      case 'rollback':
        return end(message.tx, message.op === 'commit');
    }
  }

  return {
    handle(peer, message, reply) {
      if (!isDbMessage(message)) return;
      const request = message as RequestMessage;
      run(peer, request).then(
        (result) => reply({ kind: 'db', id: request.id, result }),
        (error) => reply({ kind: 'db', id: request.id, error: serializeError(error) }),
      );
    },
    peerGone(peer) {
      for (const entry of open.values()) if (entry.peer === peer) entry.finish(false);
    },
  };
}

/** In the primary: runs the cluster workers' statements on `client`; answers the function to call when one exits. */
export function servePgliteToWorkers(client: PgliteLike, workers: { on: (event: 'message', listener: (worker: Worker, message: unknown) => void) => unknown }) {
  const server = createPgliteServer(client);
  workers.on('message', (worker, message) =>
    // A worker that exits while its statement runs never reads the answer: the callback takes the send error
    // (EPIPE) that would otherwise be thrown at the primary.
    server.handle(worker.id, message, (reply) => worker.isConnected() && worker.send(reply, undefined, () => {})),
  );
  return server.peerGone;
}

const ROLLED_BACK = Symbol('rolled back');

/** The part of PGlite that drizzle's PGlite driver uses (options' parsers stay behind: the owner applies RAW_PARSERS). */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> }): Promise<unknown>;
  transaction<T>(callback: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T>;
  /** Runs several statements, parameterless, as one call (the job queue's set-up and its locked steps). */
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

/** Where requests go and replies come from: a cluster worker's IPC channel, or a worker thread's port. */
export interface DbLink {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Called with true when a first request waits for its reply, with false when none does any more. */
  busy?(waiting: boolean): void;
  /** Registers what to do when the other side is gone for good: every call waiting, and every later one, fails. */
  onGone?(listener: (error: Error) => void): void;
}

/** A PGlite stand-in whose statements run where `link` leads. */
export function pgliteOver(link: DbLink): PgliteLike {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | undefined;
  const settled = (id: number) => {
    const call = pending.get(id);
    pending.delete(id);
    if (call && !pending.size) link.busy?.(false);
    return call;
  };
  link.onMessage((message) => {
    if (!isDbMessage(message)) return;
    const reply = message as ReplyMessage;
    const call = settled(reply.id);
    if (!call) return;
    if ('error' in reply) call.reject(Object.assign(new Error(reply.error.message), reply.error));
    else call.resolve(reply.result);
  });
  link.onGone?.((error) => {
    gone = error;
    for (const id of [...pending.keys()]) settled(id)!.reject(error);
  });
  const request = <T>(message: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = nextId++;
      if (!pending.size) link.busy?.(true);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      link.send({ kind: 'db', id, ...message });
    });
  const query = (tx?: number) => (sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}) =>
    request({ op: 'query', sql, params, rowMode: options.rowMode, tx });
  return {
    query: query(),
    exec: (sql) => request({ op: 'exec', sql }),
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

/** In a cluster worker: a PGlite stand-in whose statements run in the primary. */
export function pgliteOverIpc(): PgliteLike {
  const send = process.send?.bind(process);
  if (!send) throw new Error('pgliteOverIpc needs an IPC channel to the primary (a cluster worker)');
  return pgliteOver({ send: (message) => send(message), onMessage: (listener) => process.on('message', listener) });
}
