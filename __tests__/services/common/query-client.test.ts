import { createQueryClient, isMemberQuery, retryDelay } from '@/services/common/query-client';
import { ReplyContractError } from '@/services/common/api-errors';
import { homeQueryOptions } from '@/hooks/discovery/use-home';
import { mixtapesQueryOptions } from '@/hooks/catalog/use-mixtapes';

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

it("tells a member's queries by their key: under 'users', a member's premium, or keyed last by the viewer", () => {
  const member = [['users', 7, 'me'], ['users', 7, 'favorites', 'tracks'], ['premium', 7], ['premium', 7, 'invoices', 1], ['mixtapes', 3, 'vote', 7], ['comments', 'mixtape', 3, 'newest', 7], ['playlists', 'slug', 'road-trip', 7]];
  const others = [['home'], ['premium', 0], ['mixtapes', 7], ['mixtapes', 'slug', 'seven'], ['comments', 'mixtape', 3, 'newest', null], ['playlists', 'slug', 'road-trip', 0], ['search', 'nova', 'all', 1, 7], ['djs', 2, 'mixtapes', 7]];
  expect(member.filter((key) => !isMemberQuery(key, 7))).toEqual([]);
  expect(others.filter((key) => isMemberQuery(key, 7))).toEqual([]);
});
