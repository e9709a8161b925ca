import cluster from 'node:cluster';

// News every web worker of this machine must hear (scripts/serve.mjs runs one per core): a worker tells the
// primary, which passes it to every worker, the sender included (each process holds two copies of the server
// code, the API's and the one in Next's page bundle, and both keep caches). A single process has no peers.

export type PeerTopic = 'catalog-changed' | 'counters-moved';

interface PeerMessage {
  kind: 'peer';
  topic: PeerTopic;
  /** The process that sent it. */
  from: number;
}

const listening = new Map<PeerTopic, Set<() => void>>();

const isPeerMessage = (message: unknown): message is PeerMessage =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'peer';

/** Runs `handler` whenever a worker (this one included) tells its peers `topic`. */
export function onPeerNews(topic: PeerTopic, handler: () => void): void {
  if (!cluster.isWorker) return;
  if (listening.size === 0) {
    process.on('message', (message: unknown) => {
      if (isPeerMessage(message)) for (const run of listening.get(message.topic) ?? []) run();
    });
  }
  if (!listening.has(topic)) listening.set(topic, new Set());
  listening.get(topic)!.add(handler);
}

/** Tells every worker `topic`; nothing in a single process. */
export function tellPeers(topic: PeerTopic): void {
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
