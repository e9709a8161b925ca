/** @jest-environment node */
import type { PeerTopic } from '@/server/cluster/peers';

// What the catalog's caches do with the other processes' news (server/cluster/peers.ts, replaced here by a
// recorder): a catalog change drops everything at once; moved counters refresh by the same rule as this process's
// own (at once after a quiet while, else once the lag has passed), and only this process's own moves are passed on.

const heard = new Map<PeerTopic, () => void>();
const told: PeerTopic[] = [];
jest.mock('@/server/cluster/peers', () => ({
  onPeerNews: (topic: PeerTopic, handler: () => void) => heard.set(topic, handler),
  tellPeers: (topic: PeerTopic) => told.push(topic),
}));

// Loaded after the recorder exists: the module registers its handlers as it loads.
const { COUNTER_LAG_MS, catalogLookup, countersMoved, invalidateCatalog } = jest.requireActual<typeof import('@/server/cache/catalog-cache')>('@/server/cache/catalog-cache');

beforeEach(() => jest.useFakeTimers({ now: 5_000_000 }));
afterEach(() => jest.useRealTimers());

it('refreshes counters another process moved by the rule of its own, and passes on only its own moves', async () => {
  const kept = catalogLookup<string, number>(10);
  let loads = 0;
  const settledRead = async () => {
    await kept.get('list', async () => ++loads);
    await Promise.resolve();
    await Promise.resolve();
    return kept.get('list', async () => ++loads);
  };
  invalidateCatalog();
  expect(told).toEqual(['catalog-changed']);
  jest.advanceTimersByTime(COUNTER_LAG_MS);
  expect(await settledRead()).toBe(1);

  heard.get('counters-moved')!(); // after a quiet while: at once
  expect(await settledRead()).toBe(2);
  heard.get('counters-moved')!(); // within the lag: once it has passed
  expect(await settledRead()).toBe(2);
  jest.advanceTimersByTime(COUNTER_LAG_MS);
  expect(await settledRead()).toBe(3);
  expect(told).toEqual(['catalog-changed']);

  jest.advanceTimersByTime(COUNTER_LAG_MS);
  countersMoved();
  expect(await settledRead()).toBe(4);
  expect(told).toEqual(['catalog-changed', 'counters-moved']);

  heard.get('catalog-changed')!();
  expect(await kept.get('list', async () => ++loads)).toBe(5);
  expect(told).toEqual(['catalog-changed', 'counters-moved']);
});
