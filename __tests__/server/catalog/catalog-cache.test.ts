/** @jest-environment node */
import { COUNTER_LAG_MS, catalogLookup, countersMoved, invalidateCatalog } from '@/server/catalog/catalog-cache';

describe('counters moving', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('drop kept catalog answers at once after a quiet second, and a burst at most once per COUNTER_LAG_MS', async () => {
    const kept = catalogLookup<string, number>(10);
    let loads = 0;
    const read = () => kept.get('list', async () => ++loads);
    invalidateCatalog();
    jest.advanceTimersByTime(COUNTER_LAG_MS);

    expect(await read()).toBe(1);
    countersMoved(); // quiet before: dropped now
    expect(await read()).toBe(2);

    for (let i = 0; i < 50; i++) countersMoved(); // a burst: kept until the lag has passed
    expect(await read()).toBe(2);
    jest.advanceTimersByTime(COUNTER_LAG_MS - 1);
    expect(await read()).toBe(2);
    jest.advanceTimersByTime(1);
    expect(await read()).toBe(3);

    // Nothing moved since: nothing is dropped.
    jest.advanceTimersByTime(3 * COUNTER_LAG_MS);
    expect(await read()).toBe(3);
  });
});
