import { createSaveScheduler } from '@/lib/save-scheduler';

const INTERVAL = 10_000;
const SETTLE = 1_000;

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

/** A scheduler whose saves record their time and end after `takes` ms. */
function scheduler(takes = 0) {
  const saves: number[] = [];
  const save = () => {
    saves.push(Date.now());
    return new Promise<void>((resolve) => setTimeout(resolve, takes));
  };
  return { saves, ...createSaveScheduler({ save, intervalMs: INTERVAL, settleMs: SETTLE }) };
}

/** Lets the saves' promises settle between timer steps. */
async function advance(ms: number, step = 500) {
  for (let t = 0; t < ms; t += step) await jest.advanceTimersByTimeAsync(step);
}

it('while playing (a change every second) saves at most once every 10 s', async () => {
  const { saves, soon, now } = scheduler();
  now(); // play: at once
  for (let second = 1; second <= 35; second++) {
    await advance(1_000);
    soon();
  }
  await advance(1_000);
  expect(saves).toEqual([0, 10_000, 20_000, 30_000]);
});

it('saves at once on pause or another track, even right after a save, and the next change waits 10 s from it', async () => {
  const { saves, soon, now } = scheduler();
  now();
  await advance(3_000);
  soon();
  await advance(1_000);
  now(); // paused 4 s after the play
  expect(saves).toEqual([0, 4_000]);
  // The change that was waiting is part of that save.
  await advance(10_000);
  expect(saves).toEqual([0, 4_000]);
  soon();
  await advance(SETTLE);
  expect(saves).toEqual([0, 4_000, 15_000]);
  await advance(2_000);
  now(); // another track
  expect(saves).toEqual([0, 4_000, 15_000, 17_000]);
});

it('after a quiet while, a burst of changes is one save, a second later', async () => {
  const { saves, soon } = scheduler();
  await advance(60_000);
  soon();
  await advance(300, 100);
  soon();
  soon();
  await advance(SETTLE * 3);
  expect(saves).toEqual([61_000]);
});

it('never saves twice at a time: a save asked for during one follows it', async () => {
  const { saves, now } = scheduler(2_000);
  now();
  await advance(500);
  now();
  now();
  expect(saves).toEqual([0]);
  await advance(2_000);
  expect(saves).toEqual([0, 2_000]);
  await advance(5_000);
  expect(saves).toEqual([0, 2_000]);
});

it('cancel drops the waiting save', async () => {
  const { saves, soon, cancel } = scheduler();
  soon();
  cancel();
  await advance(20_000);
  expect(saves).toEqual([]);
});

it('a failed save does not stop the next ones', async () => {
  let calls = 0;
  const { now, soon } = createSaveScheduler({ save: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()), intervalMs: INTERVAL, settleMs: SETTLE });
  now();
  await advance(1_000);
  soon();
  await advance(INTERVAL);
  expect(calls).toBe(2);
});
