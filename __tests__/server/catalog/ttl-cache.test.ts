import { ttlCache } from '@/server/catalog/ttl-cache';

it('serves one load per argument until the time runs out, sharing it with concurrent callers', async () => {
  let clock = 0;
  let calls = 0;
  const load = jest.fn(async (arg: string): Promise<string> => `${arg}:${++calls}`);
  const get = ttlCache(load, 5000, () => clock);
  const [a, b] = await Promise.all([get('main'), get('main')]);
  expect(a).toBe('main:1');
  expect(b).toBe('main:1');
  expect(await get('classics')).toBe('classics:2');
  clock = 4999;
  expect(await get('main')).toBe('main:1');
  clock = 5000;
  expect(await get('main')).toBe('main:3');
});

it('does not keep a failed load', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
  const get = ttlCache(load, 5000, () => 0);
  await expect(get('main')).rejects.toThrow('down');
  expect(await get('main')).toBe('ok');
});
