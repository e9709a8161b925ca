/** @jest-environment node */
import { COUNTER_LAG_MS, catalogLookup, countersMoved, invalidateCatalog } from '@/server/cache/catalog-cache';

describe('counters moving', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('refresh kept catalog answers at once after a quiet while, and a burst at most once per COUNTER_LAG_MS', async () => {
    const kept = catalogLookup<string, number>(10);
    let loads = 0;
    const read = () => kept.get('list', async () => ++loads);
    // The answer a read sees once any reload it started has finished.
    const settledRead = async () => {
      await read();
      await Promise.resolve();
      await Promise.resolve();
      return read();
    };
    invalidateCatalog();
    jest.advanceTimersByTime(COUNTER_LAG_MS);

    expect(await read()).toBe(1);
    countersMoved(); // quiet before: refreshed now, and the read that starts the reload is not held up by it
    expect(await read()).toBe(1);
    expect(await settledRead()).toBe(2);

    for (let i = 0; i < 50; i++) countersMoved(); // a burst: kept until the lag has passed
    expect(await settledRead()).toBe(2);
    jest.advanceTimersByTime(COUNTER_LAG_MS - 1);
    expect(await settledRead()).toBe(2);
    jest.advanceTimersByTime(1);
    expect(await settledRead()).toBe(3);

    // Nothing moved since: nothing is reloaded (before the kept answers' own time is up, CATALOG_CACHE_SECONDS).
    jest.advanceTimersByTime(COUNTER_LAG_MS / 2);
    expect(await settledRead()).toBe(3);
  });
});

describe('what shows no counter', () => {
  beforeEach(() => jest.useFakeTimers({ now: 2_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('stays kept when counters move, and goes with a change of the catalog', async () => {
    const media = catalogLookup<number, number>(10, { counters: false });
    const list = catalogLookup<number, number>(10);
    let loads = 0;
    const read = () => Promise.all([media.get(1, async () => ++loads), list.get(1, async () => ++loads)]);
    invalidateCatalog();
    jest.advanceTimersByTime(COUNTER_LAG_MS);
    expect(await read()).toEqual([1, 2]);

    countersMoved();
    await read();
    await Promise.resolve();
    expect(await read()).toEqual([1, 3]);

    invalidateCatalog();
    expect(await read()).toEqual([4, 5]);
  });
});
