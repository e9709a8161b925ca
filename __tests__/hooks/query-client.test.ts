import { createQueryClient, retryDelay } from '@/hooks/query-client';
import { ReplyContractError } from '@/services/api-errors';
import { homeQueryOptions } from '@/hooks/use-home';
import { mixtapesQueryOptions } from '@/hooks/use-mixtapes';

it('backs off from 1000 ms, doubling up to 30000 ms', () => {
  expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

it('retries network and server errors 3 times, never a 4xx, and caches for 5 minutes', () => {
  const { queries } = createQueryClient().getDefaultOptions();
  const retry = queries!.retry as (count: number, error: unknown) => boolean;
  expect(retry(0, new Error('network'))).toBe(true);
  expect(retry(2, { response: { status: 503 } })).toBe(true);
  expect(retry(3, { response: { status: 503 } })).toBe(false);
  expect(retry(0, { response: { status: 404 } })).toBe(false);
  // An answer off its contract would come back the same: shown at once, not after three more tries.
  expect(retry(0, new ReplyContractError('GET /home', [{ code: 'custom', path: ['today'], message: 'bad', input: null }]))).toBe(false);
  expect(queries!.gcTime).toBe(300_000);
});

it('keeps home data fresh for 60 s and mixtape lists for 30 s', () => {
  expect(homeQueryOptions().staleTime).toBe(60_000);
  expect(mixtapesQueryOptions().staleTime).toBe(30_000);
});
