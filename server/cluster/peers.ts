import cluster from 'node:cluster';
import type { Client, Notification } from 'pg';
import { config } from '../core/config';
import { logger } from '../core/logger';

// News every process serving the site must hear (a write changed the catalog, counters moved), so none keeps
// serving what it kept of the old. Two ways, by database:
// - On PostgreSQL every serving process (each web worker, on every machine) listens on one channel of the database
//   (LISTEN/NOTIFY, over one connection of its own) and says its news there, so instances behind a load balancer
//   hear each other within milliseconds, the sender included. While that connection is down, news is missed: the
//   caches' own lifetime (CATALOG_CACHE_SECONDS) bounds what is kept, and everything is dropped once it is back.
// - On the embedded database, which one machine holds, a worker tells the primary, which passes it to every worker,
//   the sender included. A single process has no peers.
// The sender hears its own news because each process holds two copies of the server code (the API's and the one
// in Next's page bundle), both keeping caches: the handlers of both live on globalThis and both hear it.

export type PeerTopic = 'catalog-changed' | 'counters-moved';
const TOPICS: readonly PeerTopic[] = ['catalog-changed', 'counters-moved'];

/** The database channel the news goes on. */
const CHANNEL = 'mixtape_peers';
/** Between tries to reconnect the listening connection. */
const RECONNECT_MS = 1_000;

interface PeerMessage {
  kind: 'peer';
  topic: PeerTopic;
  /** The process that sent it. */
  from: number;
}

interface Peers {
  handlers: Map<PeerTopic, Set<() => void>>;
  /** Whether this process hears its primary's relayed news. */
  hearsPrimary: boolean;
  /** The connection listening on PostgreSQL, while it is up. */
  listener?: Client;
  /** Set while this process listens on PostgreSQL (null once told to stop). */
  listening?: { stop: () => Promise<void> } | null;
}

const holder = globalThis as typeof globalThis & { __mixtapePeers?: Peers };
const peers: Peers = (holder.__mixtapePeers ??= { handlers: new Map(), hearsPrimary: false });

const isTopic = (value: unknown): value is PeerTopic => TOPICS.includes(value as PeerTopic);
const isPeerMessage = (message: unknown): message is PeerMessage =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'peer';

function hear(topic: PeerTopic): void {
  for (const run of peers.handlers.get(topic) ?? []) run();
}

/** Runs `handler` whenever a process of the site (this one included) tells its peers `topic`. */
export function onPeerNews(topic: PeerTopic, handler: () => void): void {
  if (!peers.handlers.has(topic)) peers.handlers.set(topic, new Set());
  peers.handlers.get(topic)!.add(handler);
  if (cluster.isWorker && !peers.hearsPrimary) {
    peers.hearsPrimary = true;
    process.on('message', (message: unknown) => {
      if (isPeerMessage(message) && isTopic(message.topic)) hear(message.topic);
    });
  }
}

/** Tells every process of the site `topic`: on PostgreSQL through the database, else through this machine's primary. */
export function tellPeers(topic: PeerTopic): void {
  if (peers.listening) {
    // Not connected (a reconnect is under way): the news is lost, and the reconnect drops everything anyway.
    peers.listener?.query('select pg_notify($1, $2)', [CHANNEL, topic]).catch((error: Error) => logger.warn({ error: error.message }, 'could not tell the other instances'));
    return;
  }
  if (cluster.isWorker && process.connected) process.send!({ kind: 'peer', topic, from: process.pid } satisfies PeerMessage);
}

/** In the primary: passes each worker's news to every worker. */
export function relayPeerNews(workers: typeof cluster): void {
  workers.on('message', (_worker, message: unknown) => {
    if (!isPeerMessage(message)) return;
    // A worker on its way out may miss the news: its send error goes to the callback, not to the primary.
    for (const worker of Object.values(workers.workers ?? {})) if (worker?.isConnected()) worker.send(message, undefined, () => {});
  });
}

/**
 * On PostgreSQL: listens for the other processes' news over a connection of its own (so one more connection per
 * serving process), reconnecting while it is lost. Nothing on the embedded database. Once per process.
 */
export async function listenToPeers(): Promise<void> {
  const url = config.databaseUrl;
  if (!url || peers.listening !== undefined) return;
  const { Client } = await import('pg');
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url, application_name: 'mixtape-peers' });
    client.on('notification', (note: Notification) => {
      if (note.channel === CHANNEL && isTopic(note.payload)) hear(note.payload);
    });
    const lost = (error?: Error) => {
      if (peers.listener !== client) return;
      peers.listener = undefined;
      client.end().catch(() => {});
      if (stopped) return;
      logger.warn({ error: error?.message }, 'lost the connection that hears the other instances: reconnecting');
      retry = setTimeout(reconnect, RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    peers.listener = client;
  };
  const reconnect = () =>
    connect().then(
      // What was said while nobody listened is unknown: everything kept goes.
      () => TOPICS.forEach(hear),
      (error: Error) => {
        if (stopped) return;
        logger.warn({ error: error.message }, 'could not reconnect to hear the other instances: trying again');
        retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );

  peers.listening = {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = peers.listener;
      peers.listener = undefined;
      await client?.end().catch(() => {});
    },
  };
  try {
    await connect();
  } catch (error) {
    peers.listening = undefined;
    throw error;
  }
}

/** Stops listening for the other instances' news (this process is stopping). */
export async function stopListeningToPeers(): Promise<void> {
  const listening = peers.listening;
  peers.listening = null;
  await listening?.stop();
}
