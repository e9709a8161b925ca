import { lruCache } from '@/server/core/lru-cache';

const counter = () => {
  let calls = 0;
  return (key: string) => async () => `${key}:${++calls}`;
};

it('serves one load per key until its time runs out, sharing it with callers who ask while it runs', async () => {
  let clock = 0;
  const load = counter();
  const cache = lruCache<string, string>({ max: 10, ttlMs: 5000, now: () => clock });
  expect(await Promise.all([cache.get('main', load('main')), cache.get('main', load('main'))])).toEqual(['main:1', 'main:1']);
  expect(await cache.get('classics', load('classics'))).toBe('classics:2');
  clock = 4999;
  expect(await cache.get('main', load('main'))).toBe('main:1');
  clock = 5000;
  expect(await cache.get('main', load('main'))).toBe('main:3');
});

it('keeps nothing with a ttl of 0, yet shares a load still running', async () => {
  const load = counter();
  const cache = lruCache<string, string>({ max: 10, ttlMs: 0 });
  expect(await Promise.all([cache.get('a', load('a')), cache.get('a', load('a'))])).toEqual(['a:1', 'a:1']);
  expect(await cache.get('a', load('a'))).toBe('a:2');
});

it('does not keep a failed load', async () => {
  const cache = lruCache<string, string>({ max: 10, ttlMs: 5000 });
  await expect(cache.get('main', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await cache.get('main', async () => 'ok')).toBe('ok');
});

it('lets the least recently used go first, and hands every value it lets go to onDrop', async () => {
  const dropped: string[] = [];
  const load = counter();
  const cache = lruCache<string, string>({ max: 2, ttlMs: 60_000, onDrop: (value) => dropped.push(value) });
  await cache.get('a', load('a'));
  await cache.get('b', load('b'));
  await cache.get('a', load('a')); // a is now the most recent
  await cache.get('c', load('c'));
  await Promise.resolve();
  expect(dropped).toEqual(['b:2']);
  expect(await cache.get('a', load('a'))).toBe('a:1');
  expect(await cache.get('b', load('b'))).toBe('b:4');
  cache.delete('a');
  cache.clear();
  await Promise.resolve();
  expect(dropped.sort()).toEqual(['a:1', 'b:2', 'b:4', 'c:3']);
});

it('refreshes without making anyone wait: a marked value is served until its one reload has succeeded', async () => {
  const dropped: string[] = [];
  const load = counter();
  const cache = lruCache<string, string>({ max: 10, ttlMs: 60_000, onDrop: (value) => dropped.push(value) });
  expect(await cache.get('a', load('a'))).toBe('a:1');
  cache.refresh();
  // Both callers get the kept value; only the first starts a reload.
  expect(await Promise.all([cache.get('a', load('a')), cache.get('a', load('a'))])).toEqual(['a:1', 'a:1']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await cache.get('a', load('a'))).toBe('a:2');
  expect(dropped).toEqual(['a:1']);

  // A failed reload keeps the value served, and the next caller tries again.
  cache.refresh();
  expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('a:2');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await cache.get('a', load('a'))).toBe('a:2');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await cache.get('a', load('a'))).toBe('a:3');
});

it('serves a value past its time for staleMs more while one reload runs, and reloads before serving after that', async () => {
  let clock = 0;
  const load = counter();
  const cache = lruCache<string, string>({ max: 10, ttlMs: 5000, staleMs: 5000, now: () => clock });
  expect(await cache.get('a', load('a'))).toBe('a:1');
  clock = 6000;
  expect(await cache.get('a', load('a'))).toBe('a:1');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await cache.get('a', load('a'))).toBe('a:2'); // its time counts from the reload's start, at 6000
  clock = 16_000;
  expect(await cache.get('a', load('a'))).toBe('a:3');
});
